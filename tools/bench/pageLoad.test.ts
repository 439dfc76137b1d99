import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { loadFigures, pageLoad } from '../../scripts/bench/lib/pageLoad.mjs';

let server: http.Server | null = null;

/** A loopback server answering every request with `status`; notes the requests and the connections they came on. */
async function startServer(status: number) {
  const seen = { requests: 0, connections: new Set<number>(), acceptEncoding: '' };
  server = http.createServer((request, response) => {
    seen.requests += 1;
    seen.connections.add(request.socket.remotePort ?? 0);
    seen.acceptEncoding = request.headers['accept-encoding'] ?? '';
    response.writeHead(status, { 'content-type': 'text/html' }).end('<h1>page</h1>');
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, seen };
}

afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = null;
});

describe('the page load tool of the bench', () => {
  it('sends the asked number of requests at once, each on its kept-alive connection, and times each after the warm-up', async () => {
    const { url, seen } = await startServer(200);
    const run = await pageLoad(url, { concurrency: 4, durationMs: 200, warmUp: 3 });
    expect(run.ttfbs.length).toBe(seen.requests - 3);
    expect(seen.connections.size).toBe(4);
    expect(seen.acceptEncoding).toContain('gzip');
  });

  it('refuses to report figures over error answers', async () => {
    const { url } = await startServer(500);
    await expect(pageLoad(url, { concurrency: 2, durationMs: 100 })).rejects.toThrow('answered 500');
  });

  it('gives the median and 95th percentile time to first byte and the answers per second', () => {
    const ttfbs = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(loadFigures({ wallMs: 2_000, ttfbs })).toEqual({
      requests: 100,
      p50Ms: 50,
      p95Ms: 95,
      perSecond: 50,
    });
  });

  it('says there is no figure when no answer came back', () => {
    expect(loadFigures({ wallMs: 1_000, ttfbs: [] })).toEqual({
      requests: 0,
      p50Ms: null,
      p95Ms: null,
      perSecond: 0,
    });
  });
});
