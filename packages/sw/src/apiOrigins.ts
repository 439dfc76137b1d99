/**
 * The origins the API can answer from, as the worker sees them (§7): the base the app stored in the syncStore, the
 * bases configured at build time (development, game APIs), and the api subdomain of the site's own host (production). A request
 * to any of them is never served from a cache.
 */
export interface ApiOriginSources {
  /** The worker's own location, e.g. `https://casino.example/sw.js`. */
  readonly workerUrl: string;
  /** The bases configured at build time (`VITE_API_URL` and the game APIs' own), empty ones ignored. */
  readonly configuredBases: readonly string[];
  /** The base the app stored in the syncStore, or null before it has. */
  readonly storedBase: string | null;
}

/** The origin of an http(s) URL, or null for anything else (a malformed or hostile value is ignored). */
export function httpOrigin(raw: string | null): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

export function apiOrigins(sources: ApiOriginSources): ReadonlySet<string> {
  const origins = new Set<string>();
  const worker = new URL(sources.workerUrl);
  // Mirrors the adapters' rule (`resolveApiBases`): a leading `www.` is dropped before `api.` is put in front.
  const host = worker.host.toLowerCase().replace(/^www\./, '');
  origins.add(`${worker.protocol}//api.${host}`);
  for (const base of [...sources.configuredBases, sources.storedBase]) {
    const origin = httpOrigin(base);
    // The app's own origin is never the API's: treating it so would keep the shell out of the cache.
    if (origin && origin !== worker.origin) origins.add(origin);
  }
  return origins;
}
