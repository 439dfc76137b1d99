import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/api.ts';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi({
    rateLimits: {
      loginPerAddress: { max: 3, windowSeconds: 60 },
      code: { max: 2, windowSeconds: 120 },
    },
  });
});
afterAll(() => t.close());

const login = (email: string, password: string) =>
  t.http.post('/api/v2/auth/login/email/password', { email, password, captcha: 'captcha-token' });

describe('rate limits', () => {
  it('answers 429 with Retry-After once an address has failed three times, the right password too, and lets in after it', async () => {
    for (let i = 0; i < 3; i += 1) expect((await login('demo@example.com', 'wrong-pass')).status).toBe(422);
    const limited = await login('demo@example.com', 'wrong-pass');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: 'too_many_requests' });
    expect(limited.headers.get('retry-after')).toBe('60');
    t.clock.advance(45);
    expect((await login('other@example.org', 'wrong-pass')).headers.get('retry-after')).toBe('15');
    expect((await login('demo@example.com', 'demo12345')).status).toBe(429);
    t.clock.advance(15);
    expect((await login('demo@example.com', 'demo12345')).status).toBe(200);
  });

  it('counts failures only: a player who keeps logging in right is never held up', async () => {
    for (let i = 0; i < 6; i += 1) expect((await login('rich@example.com', 'demo12345')).status).toBe(200);
  });

  it('limits sending codes: verification and resend share one budget', async () => {
    const phone = '+70001234567';
    expect((await t.http.post('/api/v2/auth/login/phone/verification', { phone })).status).toBe(200);
    expect((await t.http.post('/api/v2/auth/login/phone/code/resend?type=sms', { phone })).status).toBe(200);
    const limited = await t.http.post('/api/v2/auth/phone/resend', { phone });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('120');
  });

  it('counts wrong codes like wrong passwords, so an address cannot walk codes', async () => {
    t.clock.advance(60);
    const check = () =>
      t.http.post('/api/v2/auth/password/email/code/confirm', { email: 'rich@example.com', code: '000000' });
    for (let i = 0; i < 3; i += 1) expect((await check()).status).toBe(422);
    expect((await check()).status).toBe(429);
  });

  it('limits recovery mail and login data', async () => {
    const forgot = () => t.http.post('/api/v2/auth/password/email/forgot', { email: 'someone@example.org' });
    await forgot();
    await forgot();
    expect((await forgot()).status).toBe(429);
    const loginData = () => t.http.post('/auth/send_login_data', { email: 'other@example.org' });
    await loginData();
    await loginData();
    expect((await loginData()).status).toBe(429);
  });
});
