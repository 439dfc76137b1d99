import type { AxiosInstance } from 'axios';
import type { ApiResult, AttributionApi, AttributionSource, UtmAnswer } from '@casino/core';
import { send } from './send.ts';
import { utmAnswerSchema } from './schemas/attribution.ts';
import { successSchema } from './schemas/common.ts';

/** Attribution and middleware calls of §7 over HTTP. */
export class AxiosAttributionApi implements AttributionApi {
  readonly #http: AxiosInstance;

  constructor(http: AxiosInstance) {
    this.#http = http;
  }

  attachSource(source: AttributionSource): ApiResult<void> {
    return this.#post('/attachSource', source);
  }

  affiliate(query: Readonly<Record<string, string>>): ApiResult<void> {
    return this.#post('/middleware/affiliate', query);
  }

  reportClientIp(payload: { readonly host: string; readonly userAgent: string }): ApiResult<void> {
    return this.#post('/middleware/ip', { host: payload.host, userAgent: payload.userAgent });
  }

  registerPageOpen(event: {
    readonly subH: string;
    readonly uuid: string;
    readonly clickUrl: string;
  }): ApiResult<void> {
    return this.#post('/middleware/registerPageOpenEvent', {
      subH: event.subH,
      uuid: event.uuid,
      click_url: event.clickUrl,
    });
  }

  utm(query: Readonly<Record<string, string>>): ApiResult<UtmAnswer> {
    return send(this.#http, { method: 'post', url: '/middleware/utm', data: query }, utmAnswerSchema);
  }

  #post(url: string, data: object): ApiResult<void> {
    return send(this.#http, { method: 'post', url, data }, successSchema);
  }
}
