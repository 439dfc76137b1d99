// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { MetricsRegistry } from './metrics.ts';
import { apiProbe, withOperations, type OperationsOptions } from './operations.ts';
import type { RequestLogLine } from './requestLog.ts';

const site = (request: Request) =>
  new Response(`page ${new URL(request.url).pathname}`, {
    status: new URL(request.url).pathname === '/missing' ? 404 : 200,
    headers: { 'Content-Type': 'text/html' },
  });

function operations(overrides: Partial<OperationsOptions> = {}) {
  const registry = new MetricsRegistry();
  const lines: RequestLogLine[] = [];
  const options: OperationsOptions = {
    registry,
    allMetrics: () => Promise.resolve(registry.snapshot()),
    readiness: { assetsLoaded: () => true, apiReachable: () => Promise.resolve(true) },
    worker: 2,
    log: (line) => lines.push(line),
    draining: () => false,
    ...overrides,
  };
  return { fetch: withOperations(site, options), lines, registry };
}

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** An API stand-in that answers 404 to everything (reachable), or a port nobody listens on. */
async function apiStandIn(listening: boolean): Promise<string> {
  const server = http.createServer((_request, response) => {
    response.statusCode = 404;
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  if (listening) servers.push(server);
  else await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

describe('the production server’s operations endpoints', () => {
  it('answers /healthz while the process runs', async () => {
    const answer = await operations().fetch(new Request('http://site.test/healthz'));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ status: 'ok', worker: 2 });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('answers /readyz 200 only with the site loaded, the API reachable and the worker not stopping', async () => {
    const reachable = apiProbe(await apiStandIn(true));
    const ready = operations({ readiness: { assetsLoaded: () => true, apiReachable: reachable } });
    expect((await ready.fetch(new Request('http://site.test/readyz'))).status).toBe(200);

    const noApi = operations({
      readiness: { assetsLoaded: () => true, apiReachable: apiProbe(await apiStandIn(false)) },
    });
    const refused = await noApi.fetch(new Request('http://site.test/readyz'));
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ checks: { api: false } });

    const noAssets = operations({ readiness: { assetsLoaded: () => false, apiReachable: reachable } });
    expect((await noAssets.fetch(new Request('http://site.test/readyz'))).status).toBe(503);

    const stopping = operations({ draining: () => true });
    const answer = await stopping.fetch(new Request('http://site.test/readyz'));
    expect(answer.status).toBe(503);
    expect(answer.headers.get('connection')).toBe('close');
  });

  it('writes one JSON line per request, with no query value, cookie or token in it', async () => {
    const { fetch, lines } = operations();
    await fetch(
      new Request('http://site.test/en/reset-password/a1b2c3d4e5f6a1b2c3d4e5f6?token=secret-value&lang=en', {
        headers: { cookie: 'token=cookie-secret', authorization: 'Bearer header-secret' },
      }),
    );
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({ method: 'GET', status: 200, worker: 2 });
    expect(line?.path).toBe('/en/reset-password/:redacted?token=&lang=');
    expect(typeof line?.durationMs).toBe('number');
    expect(Number.isNaN(Date.parse(line?.time ?? ''))).toBe(false);
    const text = JSON.stringify(line);
    for (const secret of ['secret-value', 'cookie-secret', 'header-secret', 'a1b2c3d4e5f6a1b2c3d4e5f6'])
      expect(text).not.toContain(secret);
  });

  it('counts requests by route and status, and answers /metrics in the Prometheus text format', async () => {
    const { fetch } = operations();
    await fetch(new Request('http://site.test/en/games/dice'));
    await fetch(new Request('http://site.test/games/roulette'));
    await fetch(new Request('http://site.test/missing'));
    await fetch(new Request('http://site.test/assets/index-abc.js'));
    const answer = await fetch(new Request('http://site.test/metrics'));
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await answer.text();
    expect(text).toMatch(/^http_requests_total\{route="\/games",status="200"\} 2$/m);
    expect(text).toMatch(/^http_requests_total\{route="\/missing",status="404"\} 1$/m);
    expect(text).toMatch(/^http_requests_total\{route="static",status="200"\} 1$/m);
    expect(text).toMatch(/^http_request_duration_seconds_count 4$/m);
  });
});
