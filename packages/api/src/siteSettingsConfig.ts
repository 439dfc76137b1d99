/** The links `/api/v2/settings` hands out (the site settings holder of the spec's §3). */
export interface SiteSettingsOptions {
  /** The affiliate programme's site; `null` or '' for none. Default: a partners subdomain of the local site. */
  readonly revshareUrl?: string | null;
  /** The site's Telegram channel; `null` or '' for none. Default: a `t.me` channel. */
  readonly telegramChannelUrl?: string | null;
}

export interface SiteSettingsConfig {
  readonly revshareUrl: string | null;
  readonly telegramChannelUrl: string | null;
}

/** Local defaults: `*.localhost` and `t.me` are hosts the web app's link policy admits when it runs locally. */
export const DEFAULT_REVSHARE_URL = 'https://partners.localhost/';
export const DEFAULT_TELEGRAM_CHANNEL_URL = 'https://t.me/casino_news';

/** An absolute http(s) URL, or null for none; anything else stops the server from starting. */
function httpUrlOrNull(name: string, value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new Error(`${name} must be an http or https URL, got "${trimmed}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${name} must be an http or https URL, got "${trimmed}"`);
  return url.href;
}

export function resolveSiteSettings(options: SiteSettingsOptions): SiteSettingsConfig {
  return {
    revshareUrl: httpUrlOrNull(
      'revshareUrl',
      options.revshareUrl === undefined ? DEFAULT_REVSHARE_URL : options.revshareUrl,
    ),
    telegramChannelUrl: httpUrlOrNull(
      'telegramChannelUrl',
      options.telegramChannelUrl === undefined ? DEFAULT_TELEGRAM_CHANNEL_URL : options.telegramChannelUrl,
    ),
  };
}
