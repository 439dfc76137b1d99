// The server's entry: renders one request into the built index.html. The Node server (src/server) loads it, built
// by Vite's SSR build in production and through Vite's dev server in development.
import { renderToReadableStream } from 'react-dom/server';
import { enableStaticRendering } from 'mobx-react-lite';
import { renderPage } from './app/server/renderPage.tsx';
import { documentParts, jsonScript } from './server/htmlTemplate.ts';
import { SERVER_STATE_ID, type ServerState } from './serverState.ts';
import { SHAREABLE_HEADER } from './server/pageCache.ts';
import type { ServerCaches } from './server/serverCaches.ts';
import { CLIENT_WRITTEN } from './app/server/pagePrivacy.ts';
import type { StartupAnswers } from '@casino/core';

export { pageKey } from './app/server/pageKey.ts';

// Observers render once and never subscribe: a server render has no later reactions to follow.
enableStaticRendering(true);

export interface RenderOptions {
  /** The built index.html (in development, the one Vite transformed). */
  readonly template: string;
  readonly remoteAddress?: string | null;
  /** The server's environment (VITE_* names) over the build's: the API the server calls for its renders. */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** Where render failures are reported. */
  readonly onError?: (error: unknown) => void;
  /** What the server's requests share (issue 35); none: every call goes to the API. */
  readonly caches?: ServerCaches | null;
  /** How long a render waits for its page's data (`SSR_PAGE_DATA_BUDGET_MS`); the default budget when not given. */
  readonly pageDataBudgetMs?: number;
  /** How long a render waits for its SEO text (`SSR_SEO_BUDGET_MS`); the default budget when not given. */
  readonly seoBudgetMs?: number | undefined;
}

/**
 * The start-up answers as the page hands them to the browser: the geo answer without the client's address, which the
 * browser never reads and which must not be in a page another visitor may be given.
 */
function withoutAddress(answers: StartupAnswers): StartupAnswers {
  const { geo } = answers;
  return geo?.ok ? { ...answers, geo: { ok: true, value: { ...geo.value, ip: '' } } } : answers;
}

/**
 * One page as an HTML response: the status and head the page decided, then its markup streamed once React has it
 * whole (no inline script is needed to reveal a late part, which the Content-Security-Policy would refuse).
 */
export async function render(request: Request, options: RenderOptions): Promise<Response> {
  try {
    return await renderDocument(request, options);
  } catch (error) {
    // A page the server cannot render is still the app: the plain index.html, which the browser renders itself.
    options.onError?.(error);
    return new Response(options.template, {
      status: 500,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
}

async function chunksOf(stream: ReadableStream<Uint8Array>): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
  return chunks;
}

function wholeDocument(chunks: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const whole = new Uint8Array(chunks.reduce((length, chunk) => length + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    whole.set(chunk, offset);
    offset += chunk.length;
  }
  return whole;
}

async function renderDocument(request: Request, options: RenderOptions): Promise<Response> {
  const page = await renderPage({
    request,
    remoteAddress: options.remoteAddress ?? null,
    ...(options.env && { env: options.env }),
    caches: options.caches ?? null,
    pageDataBudgetMs: options.pageDataBudgetMs,
    seoBudgetMs: options.seoBudgetMs,
  });
  if (page.kind === 'answered') return page.response;

  const stream = await renderToReadableStream(page.element, {
    onError: options.onError,
    // Every boundary inline, however large: React reveals an outlined one with an inline script, which the policy
    // refuses (the page would stay on its loading sign).
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
  });
  await stream.allReady;
  // The answers the page was rendered with, and no later one: the browser's first render must show the same.
  const pageData = page.pageData.answers();
  const preloaded = page.pageData.preloaded();
  page.pageData.close();
  const parts = documentParts(options.template, {
    language: page.language,
    head: page.head,
    state: jsonScript(SERVER_STATE_ID, {
      rendered: true,
      lookups: withoutAddress(page.startupAnswers),
      pageData,
      preloaded,
    } satisfies ServerState),
  });
  // React has all of it already: sent as one piece, not React's many small chunks, each of which was a write to the
  // socket (or a step of the compressor) of its own (issue 35, item 4).
  const encoder = new TextEncoder();
  const body = wholeDocument([
    encoder.encode(parts.before),
    ...(await chunksOf(stream)),
    encoder.encode(parts.after),
  ]);
  const headers = new Headers({
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Language': page.language,
    'Cache-Control': 'no-store',
    Vary: 'Cookie, Accept-Language',
  });
  // A visitor's page carries no cookie (those it would write, the browser's start writes at once), so it can be shared.
  const shareable = page.shareable();
  if (shareable) headers.set(SHAREABLE_HEADER, '1');
  for (const cookie of page.setCookies) {
    const name = cookie.slice(0, cookie.indexOf('=')).trim();
    if (!(shareable && (CLIENT_WRITTEN as readonly string[]).includes(name)))
      headers.append('Set-Cookie', cookie);
  }
  return new Response(body, { status: page.status, headers });
}
