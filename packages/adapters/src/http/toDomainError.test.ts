import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:net';
import { startTestServer, type TestServer } from '../../test/support/testServer.ts';
import { SessionValues, testClient } from '../../test/support/httpClient.ts';
import { send } from './send.ts';
import { successSchema } from './schemas/common.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function answerTo(status: number, json: unknown) {
  server.handle(() => ({ status, json }));
  return send(
    testClient(server.baseUrl, new SessionValues()),
    { method: 'post', url: '/x', data: {} },
    successSchema,
  );
}

/** A port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return typeof address === 'object' && address ? address.port : 1;
}

describe('status to domain error', () => {
  it('reads 403 with an error field as forbidden with that code (§8)', async () => {
    expect(await answerTo(403, { error: 'already_member' })).toEqual({
      ok: false,
      error: { kind: 'forbidden', error: 'already_member' },
    });
  });

  it('reads 422 field errors as validation with every field message (§5)', async () => {
    const fields = { email: ['taken'], password: ['too_short: 8', 'captcha-required'] };
    expect(await answerTo(422, { message: 'validation', errors: fields })).toEqual({
      ok: false,
      error: { kind: 'validation', fields },
    });
  });

  it('recognises balance_not_enough as insufficient balance (§8)', async () => {
    expect(await answerTo(422, { message: 'balance_not_enough' })).toEqual({
      ok: false,
      error: { kind: 'insufficientBalance' },
    });
  });

  it('reads 451 as region blocked (§6) and 404 as not found', async () => {
    expect(await answerTo(451, { message: 'region_blocked' })).toEqual({
      ok: false,
      error: { kind: 'regionBlocked' },
    });
    expect(await answerTo(404, { message: 'not_found' })).toEqual({ ok: false, error: { kind: 'notFound' } });
  });

  it('keeps the message key and params of any other error (§8)', async () => {
    expect(await answerTo(400, { message: 'limit_exceeded', params: { max: 100 } })).toEqual({
      ok: false,
      error: { kind: 'server', status: 400, messageKey: 'limit_exceeded', params: { max: 100 } },
    });
  });

  it('gives a 5xx with an HTML body its status alone', async () => {
    server.handle(() => ({ status: 502, raw: '<html><body>Bad gateway</body></html>' }));
    const result = await send(
      testClient(server.baseUrl, new SessionValues()),
      { method: 'post', url: '/x' },
      successSchema,
    );
    expect(result).toEqual({ ok: false, error: { kind: 'server', status: 502 } });
  });
});

describe('client error words (§8)', () => {
  it("says 'Network Error' when nothing answers", async () => {
    const base = `http://127.0.0.1:${await closedPort()}`;
    const result = await send(
      testClient(base, new SessionValues()),
      { method: 'get', url: '/x' },
      successSchema,
    );
    expect(result).toEqual({ ok: false, error: { kind: 'network', message: 'Network Error' } });
  });

  it("says 'timeout of N ms exceeded' when the answer is too slow", async () => {
    server.handle(() => ({ json: { success: true }, delayMs: 200 }));
    const client = testClient(server.baseUrl, new SessionValues(), { timeoutMs: 40 });
    const result = await send(client, { method: 'post', url: '/slow' }, successSchema);
    expect(result).toEqual({ ok: false, error: { kind: 'network', message: 'timeout of 40 ms exceeded' } });
  });

  it("says 'Request aborted' when the call is cancelled", async () => {
    server.handle(() => ({ json: { success: true }, delayMs: 200 }));
    const controller = new AbortController();
    const pending = send(
      testClient(server.baseUrl, new SessionValues()),
      { method: 'post', url: '/slow', signal: controller.signal },
      successSchema,
    );
    controller.abort();
    expect(await pending).toEqual({ ok: false, error: { kind: 'network', message: 'Request aborted' } });
  });
});
