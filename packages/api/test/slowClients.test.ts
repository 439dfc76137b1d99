import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/api.ts';

let t: TestApi;
beforeAll(async () => {
  // Node checks these timeouts on its own timer, which a hand-moved clock cannot drive: they are made short instead,
  // and each test waits for the server to act, never for a fixed time.
  t = await startTestApi({
    connectionLimits: {
      headersTimeoutMs: 100,
      requestTimeoutMs: 200,
      checkIntervalMs: 20,
      maxConnections: 3,
    },
  });
});
afterAll(() => t.close());

function open(): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(t.api.port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Everything the server writes until it closes the connection. */
function untilClosed(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.on('error', () => undefined);
    socket.once('close', () => resolve(received));
  });
}

describe('slow clients', () => {
  it('get 408 and a closed socket when the request head does not arrive in time', async () => {
    const socket = await open();
    const closed = untilClosed(socket);
    socket.write('POST /api/v2/auth/login/email/password HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    expect(await closed).toMatch(/^HTTP\/1\.1 408/);
  });

  it('get 408 and a closed socket when the body stops coming', async () => {
    const socket = await open();
    const closed = untilClosed(socket);
    socket.write(
      'POST /api/v2/auth/login/email/password HTTP/1.1\r\nHost: localhost\r\n' +
        'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":',
    );
    expect(await closed).toMatch(/^HTTP\/1\.1 408/);
  });

  it('cannot hold more than the connection cap: the next socket is closed at once, those held are served', async () => {
    const held = await Promise.all([open(), open(), open()]);
    const extra = await open();
    expect(await untilClosed(extra)).toBe('');
    const [first, ...others] = held;
    if (!first) throw new Error('no socket');
    const answered = untilClosed(first);
    first.write('GET /mirror HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(await answered).toMatch(/^HTTP\/1\.1 200/);
    for (const socket of others) socket.destroy();
  });
});
