import { isAllowedHost, safeTarget, type UrlPolicy } from './safeUrl.ts';

/** Site settings holder (§3): links the site shows; both start empty, and empty means "not shown". */
export interface SiteSettings {
  /** The affiliate (revenue share) programme, from `revshare_service_frontend_url`. */
  readonly revshareUrl: string;
  /** The site's Telegram channel, from `telegram_channel_url`. */
  readonly tgChannelUrl: string;
}

/** The server's answer as parsed at the boundary: either field may be absent. */
export interface SiteSettingsAnswer {
  readonly revshareUrl: string | null;
  readonly tgChannelUrl: string | null;
}

/** Both start empty (§3). */
export const EMPTY_SITE_SETTINGS: SiteSettings = { revshareUrl: '', tgChannelUrl: '' };

/** Telegram's own hosts: the channel link lives there, outside the site's hosts. */
export const TELEGRAM_HOSTS = ['t.me', 'telegram.me'] as const;

/** Where the site's links may lead: the site's own policy (its hosts and subdomains) plus Telegram. */
export function siteLinkPolicy(sitePolicy: UrlPolicy): UrlPolicy {
  const extra = TELEGRAM_HOSTS.filter((host) => !isAllowedHost(host, sitePolicy));
  return { allowedHosts: [...sitePolicy.allowedHosts, ...extra] };
}

/** An absolute http(s) URL on an allowed host, or '' (an in-app path or any other form is not a site link). */
export function safeSiteLink(raw: string | null, policy: UrlPolicy): string {
  const target = safeTarget(raw, policy);
  return target?.kind === 'external' ? target.url : '';
}

/** The settings the site may show: each link kept only when it is safe. */
export function safeSiteSettings(answer: SiteSettingsAnswer, policy: UrlPolicy): SiteSettings {
  return {
    revshareUrl: safeSiteLink(answer.revshareUrl, policy),
    tgChannelUrl: safeSiteLink(answer.tgChannelUrl, policy),
  };
}
