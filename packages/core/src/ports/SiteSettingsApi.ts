import type { SiteSettingsAnswer } from '../domain/siteSettings.ts';
import type { ApiResult } from './AuthApi.ts';

export interface SiteSettingsApi {
  /** GET /api/v2/settings: the site's links (§3 site settings holder). */
  getSiteSettings(): ApiResult<SiteSettingsAnswer>;
}
