import type { AxiosInstance } from 'axios';
import type { ApiResult, FreeSpin, FreeSpinsApi, FreeSpinsCampaign } from '@casino/core';
import { send } from './send.ts';
import { freeSpinsCampaignSchema, freeSpinsSchema } from './schemas/bonus.ts';
import { successSchema } from './schemas/common.ts';

/** Free-spin calls of §7 over HTTP. */
export class AxiosFreeSpinsApi implements FreeSpinsApi {
  readonly #http: AxiosInstance;

  constructor(http: AxiosInstance) {
    this.#http = http;
  }

  list(): ApiResult<readonly FreeSpin[]> {
    return send(this.#http, { method: 'get', url: '/profile/freeSpins' }, freeSpinsSchema);
  }

  campaign(id: string): ApiResult<FreeSpinsCampaign> {
    return send(
      this.#http,
      { method: 'get', url: `/api/freeSpinsCampaigns/${encodeURIComponent(id)}` },
      freeSpinsCampaignSchema,
    );
  }

  cancel(id: string): ApiResult<void> {
    return send(
      this.#http,
      { method: 'put', url: `/api/v2/freeSpinsCampaigns/cancel/${encodeURIComponent(id)}` },
      successSchema,
    );
  }
}
