import type { AxiosInstance } from 'axios';
import { AxiosAttributionApi } from '../../src/http/AxiosAttributionApi.ts';
import { AxiosAuthApi } from '../../src/http/AxiosAuthApi.ts';
import { AxiosBillingApi } from '../../src/http/AxiosBillingApi.ts';
import { AxiosBonusApi } from '../../src/http/AxiosBonusApi.ts';
import { AxiosContentApi } from '../../src/http/AxiosContentApi.ts';
import { AxiosFreeSpinsApi } from '../../src/http/AxiosFreeSpinsApi.ts';
import { AxiosGamesApi } from '../../src/http/AxiosGamesApi.ts';
import { AxiosGeoApi } from '../../src/http/AxiosGeoApi.ts';
import { AxiosMirrorApi } from '../../src/http/AxiosMirrorApi.ts';
import { AxiosMoneyApi } from '../../src/http/AxiosMoneyApi.ts';
import { AxiosProfileApi } from '../../src/http/AxiosProfileApi.ts';
import { AxiosRoundsApi } from '../../src/http/AxiosRoundsApi.ts';

/** Every HTTP port adapter over one client, as the composition root builds them; each game base a path of it. */
export function allApis(http: AxiosInstance) {
  const main = http.defaults.baseURL ?? '';
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
    games: new AxiosGamesApi(http, {
      bases: {
        dice: `${main}/dice`,
        coinflip: `${main}/coinflip`,
        keno: `${main}/keno`,
        general: `${main}/general`,
      },
      playerCurrency: () => 'USD',
    }),
    rounds: new AxiosRoundsApi(http, {
      bases: { miner: `${main}/miner`, cases: `${main}/cases`, general: `${main}/general` },
      playerCurrency: () => 'USD',
    }),
    money: new AxiosMoneyApi(http, { playerCurrency: () => 'USD' }),
  };
}

export type Apis = ReturnType<typeof allApis>;
