import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/support/testServer.ts';
import { InstantClock, SessionValues, testClient } from '../../test/support/httpClient.ts';
import { send } from './send.ts';
import { successSchema } from './schemas/common.ts';
import { RETRYABLE_STATUSES } from './retryPolicy.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.handle(() => ({ json: { success: true } }));
});

/** Fails the first request to each path with `status`, then succeeds. */
function failFirstWith(status: number, headers?: Record<string, string>): void {
  const failed = new Set<string>();
  server.handle((request) => {
    if (failed.has(request.path)) return { json: { success: true } };
    failed.add(request.path);
    return { status, json: { message: 'server_error' }, headers };
  });
}

describe('createHttpClient headers', () => {
  it('sends the bearer token, the region and the locale on every API call', async () => {
    const session = new SessionValues();
    session.token = 'access-1';
    session.region = 'KZ';
    session.locale = 'en';
    await send(testClient(server.baseUrl, session), { method: 'get', url: '/profile/user' }, successSchema);
    const [request] = server.requests;
    expect(request?.headers.authorization).toBe('Bearer access-1');
    expect(request?.headers.region).toBe('KZ');
    expect(request?.headers['accept-language']).toBe('en');
  });

  it('sends Brazilian Portuguese as pt-BR and Kazakh as kk', async () => {
    const session = new SessionValues();
    const client = testClient(server.baseUrl, session);
    session.locale = 'br';
    await send(client, { method: 'get', url: '/a' }, successSchema);
    session.locale = 'kz';
    await send(client, { method: 'get', url: '/b' }, successSchema);
    expect(server.requests.map((request) => request.headers['accept-language'])).toEqual(['pt-BR', 'kk']);
  });

  it('sends no Authorization without a token and no Region before it is known', async () => {
    await send(
      testClient(server.baseUrl, new SessionValues()),
      { method: 'get', url: '/geo_ip' },
      successSchema,
    );
    const [request] = server.requests;
    expect(request?.headers.authorization).toBeUndefined();
    expect(request?.headers.region).toBeUndefined();
    expect(request?.headers['accept-language']).toBe('ru');
  });

  it('reads the token afresh for each call, so a login takes effect at once', async () => {
    const session = new SessionValues();
    const client = testClient(server.baseUrl, session);
    await send(client, { method: 'get', url: '/a' }, successSchema);
    session.token = 'after-login';
    await send(client, { method: 'get', url: '/b' }, successSchema);
    expect(server.requests.map((request) => request.headers.authorization)).toEqual([
      undefined,
      'Bearer after-login',
    ]);
  });
});

describe('createHttpClient retry', () => {
  const statuses = [...RETRYABLE_STATUSES];

  it.each(statuses)('retries an idempotent GET exactly once on %i', async (status) => {
    server.handle(() => ({ status, json: { message: 'server_error' } }));
    const result = await send(
      testClient(server.baseUrl, new SessionValues()),
      { method: 'get', url: '/x' },
      successSchema,
    );
    expect(server.requests).toHaveLength(2);
    expect(result).toEqual({ ok: false, error: expect.objectContaining({ status }) as unknown });
  });

  it.each(['get', 'head', 'options', 'put', 'delete'] as const)(
    'retries %s once and answers with the retry',
    async (method) => {
      failFirstWith(503);
      const client = testClient(server.baseUrl, new SessionValues());
      const response = await client.request({ method, url: '/idempotent' });
      expect(response.status).toBe(200);
      expect(server.requests.map((request) => request.method)).toEqual([
        method.toUpperCase(),
        method.toUpperCase(),
      ]);
    },
  );

  it.each(statuses)('never retries a POST, even on %i', async (status) => {
    server.handle(() => ({ status, json: { message: 'server_error' } }));
    await send(
      testClient(server.baseUrl, new SessionValues()),
      { method: 'post', url: '/x', data: {} },
      successSchema,
    );
    expect(server.requests).toHaveLength(1);
  });

  it.each([400, 403, 404, 413, 422, 451, 501])(
    'does not retry %i, which another try would not change',
    async (status) => {
      server.handle(() => ({ status, json: { message: 'x' } }));
      await send(
        testClient(server.baseUrl, new SessionValues()),
        { method: 'get', url: '/x' },
        successSchema,
      );
      expect(server.requests).toHaveLength(1);
    },
  );

  it('waits the seconds Retry-After asks before retrying', async () => {
    failFirstWith(429, { 'retry-after': '3' });
    const clock = new InstantClock();
    const result = await send(
      testClient(server.baseUrl, new SessionValues(), { clock }),
      { method: 'get', url: '/x' },
      successSchema,
    );
    expect(result.ok).toBe(true);
    expect(clock.waits).toEqual([3000]);
  });

  it('waits until the date Retry-After names', async () => {
    const clock = new InstantClock();
    failFirstWith(503, { 'retry-after': new Date(clock.now() + 2000).toUTCString() });
    await send(
      testClient(server.baseUrl, new SessionValues(), { clock }),
      { method: 'get', url: '/x' },
      successSchema,
    );
    expect(clock.waits).toEqual([2000]);
  });

  it('gives up at once when Retry-After asks for longer than the bound', async () => {
    failFirstWith(503, { 'retry-after': '120' });
    const clock = new InstantClock();
    const result = await send(
      testClient(server.baseUrl, new SessionValues(), { clock, maxRetryDelayMs: 10_000 }),
      { method: 'get', url: '/x' },
      successSchema,
    );
    expect(server.requests).toHaveLength(1);
    expect(clock.waits).toEqual([]);
    expect(result).toEqual({
      ok: false,
      error: expect.objectContaining({ kind: 'server', status: 503 }) as unknown,
    });
  });

  it('waits a short default when Retry-After is absent', async () => {
    failFirstWith(502);
    const clock = new InstantClock();
    await send(
      testClient(server.baseUrl, new SessionValues(), { clock }),
      { method: 'get', url: '/x' },
      successSchema,
    );
    expect(clock.waits).toEqual([250]);
  });
});
