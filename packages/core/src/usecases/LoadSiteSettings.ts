import {
  EMPTY_SITE_SETTINGS,
  safeSiteSettings,
  siteLinkPolicy,
  type SiteSettings,
} from '../domain/siteSettings.ts';
import type { UrlPolicy } from '../domain/safeUrl.ts';
import type { Logger } from '../ports/Logger.ts';
import type { SiteSettingsApi } from '../ports/SiteSettingsApi.ts';

export interface LoadSiteSettingsDeps {
  readonly siteSettingsApi: Pick<SiteSettingsApi, 'getSiteSettings'>;
  /** The site's own policy; Telegram's hosts are added for the channel link. */
  readonly urlPolicy: UrlPolicy;
  readonly logger: Pick<Logger, 'warn'>;
}

/**
 * The site settings holder (§3), filled once per visit. Only safe http(s) links are kept; any failure leaves the
 * settings empty (the links are simply not shown) and is logged. A failure is not kept, so a later caller asks again.
 */
export class LoadSiteSettings {
  readonly #deps: LoadSiteSettingsDeps;
  readonly #policy: UrlPolicy;
  #loaded: Promise<SiteSettings> | null = null;

  constructor(deps: LoadSiteSettingsDeps) {
    this.#deps = deps;
    this.#policy = siteLinkPolicy(deps.urlPolicy);
  }

  /** Concurrent callers share one call; the answer is kept for the rest of the visit. */
  load(): Promise<SiteSettings> {
    this.#loaded ??= this.#fetch().then(({ settings, keep }) => {
      if (!keep) this.#loaded = null;
      return settings;
    });
    return this.#loaded;
  }

  async #fetch(): Promise<{ settings: SiteSettings; keep: boolean }> {
    const { logger } = this.#deps;
    try {
      const result = await this.#deps.siteSettingsApi.getSiteSettings();
      if (!result.ok) {
        logger.warn('site settings unavailable', result.error);
        return { settings: EMPTY_SITE_SETTINGS, keep: false };
      }
      const settings = safeSiteSettings(result.value, this.#policy);
      if (result.value.revshareUrl && !settings.revshareUrl)
        logger.warn('site settings: unsafe revshare link dropped', result.value.revshareUrl);
      if (result.value.tgChannelUrl && !settings.tgChannelUrl)
        logger.warn('site settings: unsafe Telegram link dropped', result.value.tgChannelUrl);
      return { settings, keep: true };
    } catch (cause: unknown) {
      logger.warn('site settings unavailable', cause);
      return { settings: EMPTY_SITE_SETTINGS, keep: false };
    }
  }
}
