import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/api.ts';

let t: TestApi;
beforeAll(async () => {
  // The tests' own connections come from 127.0.0.1: here that is the TLS proxy in front of the server.
  t = await startTestApi({ rateLimits: {}, trustedProxies: ['127.0.0.1'] });
});
afterAll(() => t.close());

const logInVia = (headers: Record<string, string>) =>
  t.http.post(
    '/api/v2/auth/login/email/password',
    { email: 'demo@example.com', password: 'demo12345' },
    { headers },
  );

const refreshCookieLine = (answer: { headers: Headers }) =>
  answer.headers.getSetCookie().find((line) => line.startsWith('refresh_token=')) ?? '';

describe('behind a TLS proxy', () => {
  it('marks the refresh cookie Secure when the configured proxy says the client came over https', async () => {
    expect(refreshCookieLine(await logInVia({ 'x-forwarded-proto': 'https' }))).toMatch(/; Secure/);
    expect(refreshCookieLine(await logInVia({ 'x-forwarded-proto': 'http' }))).not.toMatch(/Secure/);
  });

  it('ignores X-Forwarded-Proto from any other address', async () => {
    const direct = await startTestApi();
    try {
      const answer = await direct.http.post(
        '/api/v2/auth/login/email/password',
        { email: 'demo@example.com', password: 'demo12345' },
        { headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' } },
      );
      expect(refreshCookieLine(answer)).not.toMatch(/Secure/);
      const geo = await direct.http.get('/geo_ip', { headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(geo.body['data']['data']['ip']).toBe('127.0.0.1');
    } finally {
      await direct.close();
    }
  });

  it('reads the client from X-Forwarded-For, believing only the hop the proxy wrote', async () => {
    const geo = await t.http.get('/geo_ip', { headers: { 'x-forwarded-for': '198.51.100.1, 203.0.113.5' } });
    expect(geo.body['data']['data']['ip']).toBe('203.0.113.5');
  });
});

/** 31 wrong passwords, each from the address a proxy forwards; the statuses of the last two. */
async function failFrom(addresses: (index: number) => string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 31; i += 1) {
    const answer = await t.http.post(
      '/api/v2/auth/login/email/password',
      { email: `walk${i}@example.org`, password: 'wrong-pass' },
      { headers: { 'x-forwarded-for': addresses(i) } },
    );
    statuses.push(answer.status);
  }
  return statuses.slice(-2);
}

describe('one limit per client', () => {
  it('counts an IPv4 client and its IPv4-mapped IPv6 form as one', async () => {
    const forms = ['198.51.100.7', '::ffff:198.51.100.7', '::FFFF:c633:6407', '[::ffff:198.51.100.7]'];
    expect(await failFrom((index) => forms[index % forms.length] ?? '')).toEqual([422, 429]);
    const another = await t.http.post(
      '/api/v2/auth/login/email/password',
      { email: 'walk@example.org', password: 'wrong-pass' },
      { headers: { 'x-forwarded-for': '::ffff:198.51.100.8' } },
    );
    expect(another.status).toBe(422);
    t.clock.advance(60);
  });

  it('counts an IPv6 client by its /64, whichever addresses of the block it uses', async () => {
    expect(await failFrom((index) => `2001:db8:aa:bb:${index.toString(16)}::1`)).toEqual([422, 429]);
    const neighbour = await t.http.post(
      '/api/v2/auth/login/email/password',
      { email: 'walk@example.org', password: 'wrong-pass' },
      { headers: { 'x-forwarded-for': '2001:db8:aa:bc::1' } },
    );
    expect(neighbour.status).toBe(422);
  });
});
