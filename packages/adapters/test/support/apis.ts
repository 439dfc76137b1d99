import type { AxiosInstance } from 'axios';
import { AxiosAttributionApi } from '../../src/http/AxiosAttributionApi.ts';
import { AxiosAuthApi } from '../../src/http/AxiosAuthApi.ts';
import { AxiosBillingApi } from '../../src/http/AxiosBillingApi.ts';
import { AxiosBonusApi } from '../../src/http/AxiosBonusApi.ts';
import { AxiosContentApi } from '../../src/http/AxiosContentApi.ts';
import { AxiosFreeSpinsApi } from '../../src/http/AxiosFreeSpinsApi.ts';
import { AxiosGeoApi } from '../../src/http/AxiosGeoApi.ts';
import { AxiosMirrorApi } from '../../src/http/AxiosMirrorApi.ts';
import { AxiosProfileApi } from '../../src/http/AxiosProfileApi.ts';

/** Every HTTP port adapter over one client, as the composition root builds them. */
export function allApis(http: AxiosInstance) {
  return {
    auth: new AxiosAuthApi(http),
    profile: new AxiosProfileApi(http),
    attribution: new AxiosAttributionApi(http),
    geo: new AxiosGeoApi(http),
    mirror: new AxiosMirrorApi(http),
    billing: new AxiosBillingApi(http),
    bonus: new AxiosBonusApi(http),
    freeSpins: new AxiosFreeSpinsApi(http),
    content: new AxiosContentApi(http),
  };
}

export type Apis = ReturnType<typeof allApis>;
