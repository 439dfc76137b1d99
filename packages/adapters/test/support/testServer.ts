import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the test server saw it. */
export interface SeenRequest {
  readonly method: string;
  /** Path and query. */
  readonly url: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: IncomingHttpHeaders;
  /** Parsed JSON body, the raw text when it is not JSON, or undefined when empty. */
  readonly body: unknown;
}

/** What the server answers: a JSON value, or raw text with `raw: true`. */
export interface Reply {
  readonly status?: number;
  readonly headers?: Readonly<Record<string, string>>;
  readonly json?: unknown;
  readonly raw?: string;
  /** Milliseconds to wait before answering. */
  readonly delayMs?: number;
}

export type Handler = (request: SeenRequest) => Reply | Promise<Reply>;

export interface TestServer {
  readonly baseUrl: string;
  readonly requests: SeenRequest[];
  /** Replaces the handler for the next requests. */
  handle(handler: Handler): void;
  close(): Promise<void>;
}

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A real HTTP server on a free local port, answering with the current handler and recording every request. */
export async function startTestServer(
  initial: Handler = () => ({ json: { success: true } }),
): Promise<TestServer> {
  let handler = initial;
  /** Once closing, each answer ends its connection (a kept-alive one would hold the close open). */
  let closing = false;
  const requests: SeenRequest[] = [];
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://test.local');
      const request: SeenRequest = {
        method: incoming.method ?? 'GET',
        url: incoming.url ?? '/',
        path: url.pathname,
        query: url.searchParams,
        headers: incoming.headers,
        body: parseBody(Buffer.concat(chunks).toString('utf8')),
      };
      requests.push(request);
      void Promise.resolve(handler(request)).then(async (reply) => {
        if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
        const isRaw = reply.raw !== undefined;
        const text = isRaw ? reply.raw : reply.json === undefined ? '' : JSON.stringify(reply.json);
        outgoing.writeHead(reply.status ?? 200, {
          'content-type': isRaw ? 'text/html; charset=utf-8' : 'application/json',
          ...reply.headers,
          ...(closing ? { connection: 'close' } : {}),
        });
        outgoing.end(text);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    handle: (next) => {
      handler = next;
    },
    // A request still being answered gets its answer, which then ends its connection: cut, the client's side
    // (happy-dom's fetch in posthog-js's tests) logs the reset, as a file's teardown printed `ECONNRESET` on a busy
    // machine. Idle connections close at once, and what a delayed answer still holds after a second is cut.
    close: () =>
      new Promise<void>((resolve, reject) => {
        closing = true;
        const cut = setTimeout(() => server.closeAllConnections(), 1_000);
        server.close((error) => {
          clearTimeout(cut);
          if (error) reject(error);
          else resolve();
        });
        server.closeIdleConnections();
      }),
  };
}
