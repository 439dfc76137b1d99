/** What the build and the page location tell the app at start. */
export interface AppConfig {
  /** The API base: VITE_API_URL when set, else the api subdomain of the current host (§7). */
  readonly apiBaseUrl: string;
  /** The main host on which Russian is shown as English (§9); VITE_MAIN_HOST, else none. */
  readonly mainHost: string | null;
  readonly isDevelopment: boolean;
}

export interface BuildEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_MAIN_HOST?: string;
  readonly DEV: boolean;
}

/** `www.example.com` → `https://api.example.com`; an IP or localhost keeps its host. */
export function apiBaseFor(location: { readonly protocol: string; readonly hostname: string }): string {
  const host = location.hostname.replace(/^www\./, '');
  const protocol = location.protocol === 'http:' ? 'http:' : 'https:';
  return `${protocol}//api.${host}`;
}

export function readAppConfig(
  env: BuildEnv,
  location: { readonly protocol: string; readonly hostname: string },
): AppConfig {
  const configured = env.VITE_API_URL?.trim();
  return {
    apiBaseUrl: configured ? configured.replace(/\/+$/, '') : apiBaseFor(location),
    mainHost: env.VITE_MAIN_HOST?.trim() || null,
    isDevelopment: env.DEV,
  };
}
