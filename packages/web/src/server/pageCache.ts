import { compressPage, type Encoding } from './compression.ts';
import { NO_METRICS, type MetricsSink } from './metricsSink.ts';
import { SwrCache } from './swrCache.ts';
import type { ServerCacheSettings } from './serverCaches.ts';

/**
 * The header by which a render says its page is a visitor's page, the same for everyone with the same key (no
 * session, no cookie written, a status worth keeping). Read and removed here: it never leaves the server.
 */
export const SHAREABLE_HEADER = 'x-ssr-shareable';

/** A visitor's page as kept: its status, headers and bytes, and each compressed form once made. */
interface StoredPage {
  readonly status: number;
  readonly headers: readonly (readonly [string, string])[];
  readonly body: Uint8Array;
  readonly compressed: Map<Encoding, Promise<Uint8Array>>;
}

/** What a shared page may tell a CDN: `public` for a short time only when the CDN names the visitor's country. */
export function sharedHeaders(settings: ServerCacheSettings): Record<string, string> {
  if (!settings.countryHeader) {
    // The page depends on the visitor's country, which no CDN in front tells the server: shared here only.
    return { 'Cache-Control': 'private, no-cache', Vary: 'Cookie' };
  }
  const fresh = Math.floor(settings.pageFreshMs / 1000);
  const stale = Math.floor(settings.pageStaleMs / 1000);
  return {
    'Cache-Control': `public, max-age=0, s-maxage=${fresh}, stale-while-revalidate=${stale}`,
    Vary: `Cookie, ${settings.countryHeader}`,
  };
}

/** A page no one else may be given (a player's, a page that wrote a cookie): never stored, by anyone. */
const PRIVATE_HEADERS = { 'Cache-Control': 'private, no-store', Vary: 'Cookie' };

function withHeaders(response: Response, set: Readonly<Record<string, string>>): Response {
  const headers = new Headers(response.headers);
  headers.delete(SHAREABLE_HEADER);
  for (const [name, value] of Object.entries(set)) headers.set(name, value);
  return new Response(response.body, { status: response.status, headers });
}

/**
 * The micro-cache of visitors' rendered pages (issue 35, item 2): a page whose render said it is shareable is kept
 * under its key (host, path, country and the cookies it reads, `pageKey`) for a short time, served stale while one
 * render renews it, and concurrent misses of one key wait for one render. A request with no key (a player's, one
 * with a personal cookie or a query) is rendered for itself and never stored; so is a render that turns out personal,
 * and whoever waited on it renders their own.
 */
export class PageCache {
  readonly #settings: ServerCacheSettings;
  readonly #pages: SwrCache<StoredPage | null>;
  readonly #metrics: MetricsSink;
  readonly #now: () => number;

  constructor(
    settings: ServerCacheSettings,
    metrics: MetricsSink = NO_METRICS,
    now: () => number = Date.now,
  ) {
    this.#settings = settings;
    this.#metrics = metrics;
    this.#now = now;
    this.#pages = new SwrCache<StoredPage | null>({
      name: 'page',
      freshMs: settings.pageFreshMs,
      staleMs: settings.pageStaleMs,
      maxEntries: settings.pageEntries,
      now,
      keep: (page) => page !== null,
      metrics,
    });
  }

  /** The page for a request with key `key` (null: not shareable), in `encoding` when it comes from the cache. */
  async respond(
    key: string | null,
    encoding: Encoding | null,
    render: () => Promise<Response>,
  ): Promise<Response> {
    if (key === null || !this.#settings.enabled) return this.#marked(await this.#timed(render));
    let own: Response | null = null;
    const page = await this.#pages.get(key, async () => {
      const response = await this.#timed(render);
      if (response.headers.get(SHAREABLE_HEADER) !== '1') {
        own = response;
        return null;
      }
      return this.#store(response);
    });
    if (page) return this.#answer(page, encoding);
    // The render this request waited for was someone else's and turned out personal: its own, then.
    return this.#marked(own ?? (await this.#timed(render)));
  }

  /** A response rendered for this request alone, with the headers its kind calls for. */
  #marked(response: Response): Response {
    const shareable = response.headers.get(SHAREABLE_HEADER) === '1';
    return withHeaders(response, shareable ? sharedHeaders(this.#settings) : PRIVATE_HEADERS);
  }

  async #timed(render: () => Promise<Response>): Promise<Response> {
    const started = this.#now();
    try {
      return await render();
    } finally {
      this.#metrics.observe?.('ssr_render_seconds', (this.#now() - started) / 1000);
    }
  }

  async #store(response: Response): Promise<StoredPage> {
    const body = new Uint8Array(await response.arrayBuffer());
    const headers = [...response.headers].filter(([name]) => name !== SHAREABLE_HEADER);
    return { status: response.status, headers, body, compressed: new Map() };
  }

  async #answer(page: StoredPage, encoding: Encoding | null): Promise<Response> {
    const headers = new Headers(page.headers as [string, string][]);
    for (const [name, value] of Object.entries(sharedHeaders(this.#settings))) headers.set(name, value);
    if (!encoding)
      return new Response(page.body as Uint8Array<ArrayBuffer>, { status: page.status, headers });
    let compressed = page.compressed.get(encoding);
    if (!compressed) {
      compressed = compressPage(page.body, encoding);
      page.compressed.set(encoding, compressed);
    }
    headers.set('Content-Encoding', encoding);
    headers.append('Vary', 'Accept-Encoding');
    return new Response((await compressed) as Uint8Array<ArrayBuffer>, { status: page.status, headers });
  }
}
