import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PasswordHasher } from '../src/security/passwords.ts';
import { lastMessage, startTestApi, type TestApi } from './support/api.ts';
import type { Json } from './support/http.ts';

let t: TestApi;
beforeAll(async () => {
  // The server's own limits: a captcha after 3 failed logins of an account, 30 failures a minute from one address.
  t = await startTestApi({ rateLimits: {} });
});
afterAll(() => t.close());

/** A JSON POST from a chosen loopback address (all of 127.0.0.0/8 reaches the server). */
function postFrom(address: string, path: string, body: unknown): Promise<{ status: number; body: Json }> {
  return new Promise((resolve, reject) => {
    const call = request(
      new URL(path, t.api.url),
      { method: 'POST', localAddress: address, headers: { 'content-type': 'application/json' } },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as Json }),
        );
      },
    );
    call.on('error', reject);
    call.end(JSON.stringify(body));
  });
}

const LOGIN = '/api/v2/auth/login/email/password';

describe('a flood of wrong passwords against one account', () => {
  it('from fifty addresses never locks its owner out: the right password with a captcha still gets in', async () => {
    for (let i = 0; i < 50; i += 1) {
      const wrong = await postFrom(`127.0.5.${i + 1}`, LOGIN, {
        email: 'rich@example.com',
        password: `guess-${i}`,
        captcha: 'solved',
      });
      expect(wrong.status).toBe(422);
    }
    const owner = await postFrom('127.0.5.200', LOGIN, {
      email: 'rich@example.com',
      password: 'demo12345',
      captcha: 'solved',
    });
    expect(owner.status).toBe(200);
    expect(owner.body['token']).toEqual(expect.any(String));
  });

  it('asks for a captcha after three failures, without running the hash, instead of answering 429', async () => {
    const attempt = (password: string, captcha?: string) =>
      postFrom('127.0.6.1', LOGIN, { email: 'demo@example.com', password, captcha });
    for (let i = 0; i < 3; i += 1) {
      expect((await attempt(`wrong-${i}`)).body['errors']).toEqual({ password: ['invalid_credentials'] });
    }
    const verify = vi.spyOn(PasswordHasher.prototype, 'verify');
    const right = await attempt('demo12345');
    expect(right.status).toBe(422);
    expect(right.body).toEqual({ message: 'validation', errors: { captcha: ['captcha-required'] } });
    expect(verify).not.toHaveBeenCalled();
    verify.mockRestore();

    expect((await attempt('demo12345', 'solved')).status).toBe(200);
    // Once the owner is in, the account asks no captcha until failures pile up again.
    expect((await attempt('wrong-again')).body['errors']).toEqual({ password: ['invalid_credentials'] });
  });

  it('lets the owner log in by code and reset the password while the flood goes on', async () => {
    for (let i = 0; i < 5; i += 1) {
      await postFrom(`127.0.7.${i + 1}`, LOGIN, { email: 'demo@example.com', password: `guess-${i}` });
    }
    await t.http.post('/api/v2/auth/login/email/verification', { email: 'demo@example.com' });
    const { code } = await lastMessage(t.http, 'demo@example.com');
    const byCode = await t.http.post('/api/v2/auth/login/email/code', { email: 'demo@example.com', code });
    expect(byCode.status).toBe(200);

    await t.http.post('/api/v2/auth/password/email/forgot', { email: 'demo@example.com' });
    const reset = await lastMessage(t.http, 'demo@example.com');
    const answer = await t.http.post('/api/v2/auth/password/email/reset/code', {
      email: 'demo@example.com',
      code: reset.code,
      password: 'demo12345',
      password_confirm: 'demo12345',
    });
    expect(answer.status).toBe(200);
  });
});

describe('a missing and an existing account', () => {
  it('get the same login answers, captcha included, and both run one password hash', async () => {
    const verify = vi.spyOn(PasswordHasher.prototype, 'verify');
    const answers = async (email: string, from: string) => {
      const bodies: Json[] = [];
      for (let i = 0; i < 5; i += 1)
        bodies.push((await postFrom(from, LOGIN, { email, password: 'wrong-pass' })).body);
      return bodies;
    };
    const existing = await answers('rich@example.com', '127.0.8.1');
    const hashesForExisting = verify.mock.calls.length;
    const missing = await answers('nobody-here@example.org', '127.0.8.2');
    expect(missing).toEqual(existing);
    expect(existing.at(-1)).toEqual({ message: 'validation', errors: { captcha: ['captcha-required'] } });
    expect(verify.mock.calls.length - hashesForExisting).toBe(hashesForExisting);
    verify.mockRestore();
  });

  it('get the same recovery answer, and a message is written for each', async () => {
    const known = await t.http.post('/api/v2/auth/password/email/forgot', { email: 'rich@example.com' });
    const unknown = await t.http.post('/api/v2/auth/password/email/forgot', { email: 'nobody@example.org' });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect((await lastMessage(t.http, 'nobody@example.org')).code).toBeNull();
    const phone = await t.http.post('/api/v2/auth/password/phone/forgot', { phone: '+77009998877' });
    expect(phone.body).toEqual({ success: true });
    expect((await lastMessage(t.http, '+77009998877')).code).toBeNull();
  });
});
