/** The games with an API base of their own (§7), each configured by `VITE_<NAME>_API_URL`. */
export const GAME_API_NAMES = ['crash', 'cases', 'miner', 'general', 'coinflip', 'keno', 'dice'] as const;
export type GameApiName = (typeof GAME_API_NAMES)[number];

export type GameApiVariable = `VITE_${Uppercase<GameApiName>}_API_URL`;

/** The build-time values the web composition root passes in from `import.meta.env`. */
export type ApiBaseEnv = {
  readonly DEV?: boolean;
  readonly VITE_API_URL?: string;
} & { readonly [variable in GameApiVariable]?: string };

export interface PageLocation {
  readonly protocol: string;
  readonly hostname: string;
}

export interface ApiBases {
  readonly main: string;
  readonly games: Readonly<Record<GameApiName, string>>;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** An absolute http(s) URL without a trailing slash, or null for anything else. */
function configuredUrl(raw: string | undefined): string | null {
  if (raw === undefined || raw.trim() === '') return null;
  try {
    const url = new URL(raw.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.href.replace(/\/+$/, '');
  } catch {
    return null;
  }
}

/** `api.` in front of the page's host; a leading `www.` is dropped so www.site.com talks to api.site.com. */
function apiSubdomain(location: PageLocation): string {
  const host = location.hostname.toLowerCase().replace(/^www\./, '');
  const protocol = location.protocol === 'http:' ? 'http:' : 'https:';
  return `${protocol}//api.${host}`;
}

/**
 * API base (§7): the configured URL in development, else the `api.` subdomain of the current host. A build served
 * from a loopback host (a local preview) has no api subdomain either, so it also uses the configured URL.
 * Each game base is its own configured URL when set, else the main base.
 */
export function resolveApiBases(env: ApiBaseEnv, location: PageLocation): ApiBases {
  const configured = configuredUrl(env.VITE_API_URL);
  const usesConfigured = env.DEV === true || LOOPBACK_HOSTS.has(location.hostname.toLowerCase());
  const main = usesConfigured && configured !== null ? configured : apiSubdomain(location);
  const games = Object.fromEntries(
    GAME_API_NAMES.map((name) => {
      const variable: GameApiVariable = `VITE_${name.toUpperCase() as Uppercase<GameApiName>}_API_URL`;
      return [name, configuredUrl(env[variable]) ?? main];
    }),
  ) as Record<GameApiName, string>;
  return { main, games };
}
