import { Hono, type Context } from 'hono';
import { contentSecurityPolicy, type CspSources } from '../../csp/contentSecurityPolicy.ts';
import { withRequestHost } from '../../csp/cspSources.ts';
import { compressRendered, preferredEncoding } from './compression.ts';
import { SHAREABLE_HEADER, type PageCache } from './pageCache.ts';
import type { StaticFiles } from './staticFiles.ts';
import { CREST_PATH, crestSvgOf } from '../components/sportsbook/crest.ts';

/** Renders one page request; the connection's address is passed beside the request. */
export type RenderRequest = (request: Request, remoteAddress: string | null) => Promise<Response>;

export interface SiteServerOptions {
  readonly render: RenderRequest;
  /** The built files (production); none in development, where Vite serves them. */
  readonly files?: StaticFiles;
  /** The Content-Security-Policy's sources; null in development, whose hot reload needs an inline script. */
  readonly csp: CspSources | null;
  /** The connection's address for a request (the Node adapter's socket). */
  readonly remoteAddress: (context: Context) => string | null;
  readonly logError: (message: string, error: unknown) => void;
  /**
   * The micro-cache of visitors' pages (production) and the key of a request's page in it (null: the request's page
   * is its own, never shared).
   */
  readonly pages?: {
    readonly cache: PageCache;
    readonly key: (request: Request, remoteAddress: string | null) => Promise<string | null>;
  };
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The worker script, the manifest and the build manifest must be checked on every load to see a new build. */
const REVALIDATE = 'no-cache';

function securityHeaders(
  headers: Headers,
  csp: CspSources | null,
  host: string | undefined,
  protocol: string,
): void {
  const secure = protocol === 'https:' ? 'https:' : 'http:';
  if (csp) headers.set('Content-Security-Policy', contentSecurityPolicy(withRequestHost(csp, host, secure)));
  headers.set('X-Content-Type-Options', 'nosniff');
  // Full URLs (which may carry a reset or simple-auth token) never leave the site in a Referer header.
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
}

/**
 * The site's HTTP server: built files with their caching and compression, and every other GET rendered as a page.
 * Pages are compressed whole, as the render hands them over; their status, head and cookies come from the render.
 */
export function siteServer(options: SiteServerOptions): Hono {
  const app = new Hono();

  app.use('*', async (c, next) => {
    await next();
    const url = new URL(c.req.url);
    securityHeaders(c.res.headers, options.csp, c.req.header('host'), url.protocol);
  });

  // A side's crest, drawn from the six characters of its key (crest.ts): the same key always draws the same picture.
  app.on(['GET', 'HEAD'], `${CREST_PATH}*`, (c, next) => {
    const file = c.req.path.slice(CREST_PATH.length);
    const svg = file.endsWith('.svg') ? crestSvgOf(file.slice(0, -'.svg'.length)) : null;
    if (svg === null) return next();
    const headers = { 'Content-Type': 'image/svg+xml', 'Cache-Control': IMMUTABLE };
    return new Response(c.req.method === 'HEAD' ? null : svg, { headers });
  });

  app.on(['GET', 'HEAD'], '*', async (c) => {
    const encoding = preferredEncoding(c.req.header('accept-encoding'));
    const file = await options.files?.get(c.req.path, encoding);
    if (file) {
      const headers = new Headers({
        'Content-Type': file.type,
        'Cache-Control': file.immutable ? IMMUTABLE : REVALIDATE,
        Vary: 'Accept-Encoding',
      });
      if (file.encoding) headers.set('Content-Encoding', file.encoding);
      const body = file.body as Uint8Array<ArrayBuffer>;
      return new Response(c.req.method === 'HEAD' ? null : body, { headers });
    }
    const remoteAddress = options.remoteAddress(c);
    const render = () => options.render(c.req.raw, remoteAddress);
    const pages = options.pages;
    const page = pages
      ? await pages.cache.respond(await pages.key(c.req.raw, remoteAddress), encoding, render)
      : await render();
    if (page.headers.has(SHAREABLE_HEADER)) page.headers.delete(SHAREABLE_HEADER);
    if (!encoding || !page.body || page.headers.has('content-encoding')) return page;
    if (!page.headers.get('content-type')?.startsWith('text/html')) return page;
    const headers = new Headers(page.headers);
    headers.set('Content-Encoding', encoding);
    headers.append('Vary', 'Accept-Encoding');
    const body = compressRendered(new Uint8Array(await page.arrayBuffer()), encoding);
    return new Response(body as Uint8Array<ArrayBuffer>, { status: page.status, headers });
  });

  app.onError((error, c) => {
    options.logError('rendering a page failed', error);
    return c.text('Internal Server Error', 500);
  });

  return app;
}
