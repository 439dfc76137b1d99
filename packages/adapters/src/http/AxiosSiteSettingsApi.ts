import type { AxiosInstance } from 'axios';
import type { ApiResult, SiteSettingsAnswer, SiteSettingsApi } from '@casino/core';
import { send } from './send.ts';
import { siteSettingsAnswerSchema } from './schemas/siteSettings.ts';

/** GET /api/v2/settings: the site's affiliate programme and Telegram channel links (§3). */
export class AxiosSiteSettingsApi implements SiteSettingsApi {
  readonly #http: AxiosInstance;

  constructor(http: AxiosInstance) {
    this.#http = http;
  }

  getSiteSettings(): ApiResult<SiteSettingsAnswer> {
    return send(this.#http, { method: 'get', url: '/api/v2/settings' }, siteSettingsAnswerSchema);
  }
}
