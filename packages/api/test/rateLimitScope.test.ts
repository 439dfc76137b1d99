import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/api.ts';
import { phoneRegistration } from './support/factories.ts';

let t: TestApi;
beforeAll(async () => {
  // The server's own limits: 5 sends a minute per account; 30 failures and 20 sends a minute per address.
  t = await startTestApi({ rateLimits: {} });
});
afterAll(() => t.close());

/** A JSON POST from a chosen loopback address (all of 127.0.0.0/8 reaches the server), answered with its status. */
function postFrom(address: string, path: string, body: unknown): Promise<number> {
  const url = new URL(path, t.api.url);
  return new Promise((resolve, reject) => {
    const call = request(
      url,
      { method: 'POST', localAddress: address, headers: { 'content-type': 'application/json' } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    call.on('error', reject);
    call.end(JSON.stringify(body));
  });
}

const wrongPassword = (email: string) => ({ email, password: 'wrong-pass', captcha: 'x' });

describe('rate limits per address and per account', () => {
  it("refuses one address's 31st wrong password though it named 31 accounts", async () => {
    const from = '127.0.2.1';
    for (let i = 0; i < 30; i += 1) {
      expect(
        await postFrom(from, '/api/v2/auth/login/email/password', wrongPassword(`spray${i}@example.org`)),
      ).toBe(422);
    }
    expect(
      await postFrom(from, '/api/v2/auth/login/email/password', wrongPassword('spray-last@example.org')),
    ).toBe(429);
    const elsewhere = await postFrom(
      '127.0.2.2',
      '/api/v2/auth/login/email/password',
      wrongPassword('spray-last@example.org'),
    );
    expect(elsewhere).toBe(422);
  });

  it('refuses the 6th code sent to one phone though each asked from another address', async () => {
    const { phone } = phoneRegistration.build();
    for (let i = 0; i < 5; i += 1) {
      expect(await postFrom(`127.0.3.${i + 1}`, '/api/v2/auth/login/phone/verification', { phone })).toBe(
        200,
      );
    }
    expect(await postFrom('127.0.3.50', '/api/v2/auth/login/phone/verification', { phone })).toBe(429);
  });

  it("refuses one address's 21st code though it sent to 21 different phones", async () => {
    const from = '127.0.4.1';
    const phones = phoneRegistration.buildList(21).map(({ phone }) => phone);
    for (const phone of phones.slice(0, 20)) {
      expect(await postFrom(from, '/api/v2/auth/login/phone/verification', { phone })).toBe(200);
    }
    expect(await postFrom(from, '/api/v2/auth/login/phone/verification', { phone: phones[20] })).toBe(429);
  });
});
