/**
 * Which way the worker answers a request. Pure, so the choice is tested in Node; `sw.ts` maps each answer to a
 * workbox strategy. Precached build assets are answered by the precache route before any of this is asked.
 */
export type RequestRoute =
  /** Never from a cache: the API (money, session) and anything that is not a GET. The browser fetches it as usual. */
  | 'network-only'
  /** Navigations inside the app: the server's page, or the precached shell when offline, so a reload works. */
  | 'app-shell'
  /** Locale bundles: hashed file names, so a cached copy is never out of date. */
  | 'locale-cache-first'
  /** Images: cached on first use, kept for a while. */
  | 'image-cache-first'
  /** Everything else (third-party scripts, analytics): left to the browser, no cache. */
  | 'browser-default';

/** What the worker knows of a request, taken from the fetch event. */
export interface RequestFacts {
  readonly url: URL;
  readonly method: string;
  readonly mode: RequestMode;
  readonly destination: RequestDestination;
}

export interface RoutingContext {
  /** The origin the worker and the app are served from. */
  readonly appOrigin: string;
  /** Every origin the API may answer from (see `apiOrigins.ts`). */
  readonly apiOrigins: ReadonlySet<string>;
}

/** Where the web build puts locale bundles (the build plugin names their chunks so). */
export const LOCALE_CHUNK_PREFIX = '/assets/locales/';

const IMAGE_FILE = /\.(?:png|jpe?g|gif|webp|avif|svg|ico)$/i;
/** Same-origin files a navigation may ask for by name: served as files, never replaced by the shell. */
const FILE_PATH = /^\/(?:assets|builds|icons)\/|\.(?:js|mjs|json|webmanifest|txt|xml|ico|png|svg|map|css)$/i;

export function routeFor(request: RequestFacts, context: RoutingContext): RequestRoute {
  const { url } = request;
  if (request.method !== 'GET') return 'network-only';
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'browser-default';
  if (context.apiOrigins.has(url.origin)) return 'network-only';

  const sameOrigin = url.origin === context.appOrigin;
  if (request.mode === 'navigate') {
    return sameOrigin && !FILE_PATH.test(url.pathname) ? 'app-shell' : 'browser-default';
  }
  if (sameOrigin && url.pathname.startsWith(LOCALE_CHUNK_PREFIX)) return 'locale-cache-first';
  if (request.destination === 'image' || IMAGE_FILE.test(url.pathname)) return 'image-cache-first';
  return 'browser-default';
}
