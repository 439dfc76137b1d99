import type { CspSources } from './contentSecurityPolicy.ts';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** The origin of an absolute http(s) URL, or null. */
export function originOf(raw: string | undefined): string | null {
  if (raw === undefined || raw.trim() === '') return null;
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The API origin the app uses on a host it is served from: `api.` in front of it, `www.` dropped (§7). */
export function apiOriginForHost(hostname: string, protocol: 'http:' | 'https:' = 'https:'): string | null {
  const host = hostname
    .trim()
    .toLowerCase()
    .replace(/^www\./, '');
  if (host === '' || LOOPBACK_HOSTS.has(host)) return null;
  return originOf(`${protocol}//api.${host}`);
}

const API_URL_VARIABLE = /^VITE_(?:\w+_)?API_URL$/;

/**
 * The API origins a build knows: every configured API base (`VITE_API_URL`, `VITE_<GAME>_API_URL`), and the api
 * subdomain of each host the site is served from (`VITE_MAIN_HOST`, and the comma-separated `CSP_SITE_HOSTS` of
 * mirrors), where the app talks to when no configured base applies; the game providers' origins
 * (`VITE_GAME_PROVIDER_URL`, comma separated); and the widgets' (`VITE_CHAT_SCRIPT_URL`, `VITE_MESSAGING_SCRIPT_URL`).
 */
export function cspSourcesFromEnv(env: Readonly<Record<string, string | undefined>>): CspSources {
  const configured = Object.entries(env)
    .filter(([name]) => API_URL_VARIABLE.test(name))
    .map(([, value]) => originOf(value));
  const siteHosts = [env['VITE_MAIN_HOST'], ...(env['CSP_SITE_HOSTS'] ?? '').split(',')]
    .filter((host): host is string => host !== undefined)
    .map((host) => apiOriginForHost(host));
  const apiOrigins = [...configured, ...siteHosts].filter((origin): origin is string => origin !== null);
  const providerOrigins = (env['VITE_GAME_PROVIDER_URL'] ?? '')
    .split(',')
    .map((url) => originOf(url))
    .filter((origin): origin is string => origin !== null);
  const widgetOrigins = [env['VITE_CHAT_SCRIPT_URL'], env['VITE_MESSAGING_SCRIPT_URL']]
    .map((url) => originOf(url))
    .filter((origin): origin is string => origin !== null);
  return {
    apiOrigins: [...new Set(apiOrigins)],
    providerOrigins: [...new Set(providerOrigins)],
    widgetOrigins: [...new Set(widgetOrigins)],
  };
}

/** The build's sources plus the API of the host a request came to, as the app itself would pick it. */
export function withRequestHost(
  sources: CspSources,
  hostHeader: string | undefined,
  protocol: 'http:' | 'https:',
): CspSources {
  const hostname = hostHeader?.replace(/:\d+$/, '') ?? '';
  const origin = apiOriginForHost(hostname, protocol);
  if (origin === null || sources.apiOrigins.includes(origin)) return sources;
  return { ...sources, apiOrigins: [...sources.apiOrigins, origin] };
}
