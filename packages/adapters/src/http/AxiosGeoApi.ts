import type { AxiosInstance } from 'axios';
import type { ApiResult, GeoApi, GeoData } from '@casino/core';
import { send } from './send.ts';
import { geoAnswerSchema } from './schemas/geo.ts';

/** GET /geo_ip; a 451 answer arrives as the regionBlocked error (§6). */
export class AxiosGeoApi implements GeoApi {
  readonly #http: AxiosInstance;

  constructor(http: AxiosInstance) {
    this.#http = http;
  }

  geoIp(): ApiResult<GeoData> {
    return send(this.#http, { method: 'get', url: '/geo_ip' }, geoAnswerSchema);
  }
}
