import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/api.ts';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

/** Sends a request head and the start of its body, then cuts the connection (issue 33). */
function cutOff(path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect(t.api.port, '127.0.0.1', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
          'Content-Length: 100\r\n\r\n{"email":',
      );
      // Once the server has the head and has started reading the body.
      setImmediate(() => socket.destroy());
    });
    socket.once('error', reject);
    socket.once('close', () => resolve());
  });
}

describe('a request body cut off by the client', { timeout: 30_000 }, () => {
  it('is logged as one client line, not as a server error with a stack', async () => {
    const path = '/api/v2/auth/login/email/password';
    await cutOff(path);
    await expect
      .poll(() => t.logs.filter((line) => line.includes(path)), { timeout: 30_000 })
      .toHaveLength(1);
    const [line] = t.logs.filter((entry) => entry.includes(path));
    expect(line).toMatch(/^\[client\] POST \/api\/v2\/auth\/login\/email\/password: /);
    expect(line).not.toContain('\n');
    expect(t.logs.some((entry) => entry.startsWith('[error]'))).toBe(false);
  });
});
