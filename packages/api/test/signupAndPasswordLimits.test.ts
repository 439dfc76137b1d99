import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestApi, type TestApi } from './support/api.ts';
import { emailRegistration, phoneRegistration } from './support/factories.ts';

let t: TestApi;
beforeAll(async () => {
  // The server's own limits: 30 registrations an hour from one address, 5 wrong old passwords in 15 minutes.
  t = await startTestApi({ rateLimits: {}, accessTtlSeconds: 3600 });
});
afterAll(() => t.close());

describe('registration', () => {
  it('is refused with 429 past 30 an hour from one address, by email or phone, until the hour ends', async () => {
    for (let i = 0; i < 15; i += 1) {
      expect((await t.http.post('/api/v2/auth/register/email', emailRegistration.build())).status).toBe(200);
      expect((await t.http.post('/api/v2/auth/register/phone', phoneRegistration.build())).status).toBe(200);
    }
    const refused = await t.http.post('/api/v2/auth/register/email', emailRegistration.build());
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('3600');
    t.clock.advance(3600);
    expect((await t.http.post('/api/v2/auth/register/phone', phoneRegistration.build())).status).toBe(200);
  });
});

describe('POST /password/update', () => {
  it('refuses the sixth wrong old password in 15 minutes with 429, the right one too, then lets it through', async () => {
    const player = await registerPlayer(t.http);
    const change = (oldPassword: string) =>
      t.http.post(
        '/password/update',
        { old_password: oldPassword, password: 'brand-new-1', password_confirm: 'brand-new-1' },
        { token: player.token },
      );
    for (let i = 0; i < 5; i += 1) {
      expect((await change(`guess-${i}`)).body['errors']).toEqual({ old_password: ['wrong_password'] });
    }
    const limited = await change(player.password);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('900');
    t.clock.advance(900);
    expect((await change(player.password)).body).toEqual({ success: true });
  });
});
