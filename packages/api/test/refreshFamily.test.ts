import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshCookieOf, startTestApi, type TestApi } from './support/api.ts';
import { emailRegistration } from './support/factories.ts';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

const profileStatus = async (token: string) => (await t.http.get('/profile/user', { token })).status;

describe('a refresh token that comes back after it was rotated', () => {
  it('ends the whole session: the thief and the player are both logged out', async () => {
    const player = t.client();
    const login = await player.post('/api/v2/auth/register/email', emailRegistration.build());
    const stolen = refreshCookieOf(login);

    // The player refreshes first: the stolen token is now spent, and the player holds its successor.
    const renewed = await player.post('/auth/refresh-token', undefined, { withCookies: true });
    expect(renewed.status).toBe(200);

    const thief = t.client();
    const replay = await thief.post('/auth/refresh-token', { refresh_token: stolen });
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ message: 'unauthenticated' });

    expect(await profileStatus(renewed.body['access_token'])).toBe(401);
    expect((await player.post('/auth/refresh-token', undefined, { withCookies: true })).status).toBe(401);
    expect(t.logs.some((line) => line.includes('a spent refresh token came back'))).toBe(true);
  });

  it('ends the session too when the thief refreshed first and the player comes back with the spent one', async () => {
    const player = t.client();
    const login = await player.post('/api/v2/auth/register/email', emailRegistration.build());
    const thief = t.client();
    const taken = await thief.post('/auth/refresh-token', { refresh_token: refreshCookieOf(login) });
    expect(taken.status).toBe(200);

    expect((await player.post('/auth/refresh-token', undefined, { withCookies: true })).status).toBe(401);

    expect(await profileStatus(taken.body['access_token'])).toBe(401);
    expect((await thief.post('/auth/refresh-token', undefined, { withCookies: true })).status).toBe(401);
  });

  it("leaves the player's other sessions alone", async () => {
    const registration = emailRegistration.build();
    const phone = t.client();
    const first = await phone.post('/api/v2/auth/register/email', registration);
    const laptop = await t.http.post('/api/v2/auth/login/email/password', registration);
    await phone.post('/auth/refresh-token', undefined, { withCookies: true });
    await t.client().post('/auth/refresh-token', { refresh_token: refreshCookieOf(first) });
    expect(await profileStatus(laptop.body['token'])).toBe(200);
  });
});

describe('the refresh token on the wire', () => {
  it('never travels in a JSON body: only in an HttpOnly cookie scoped to /auth', async () => {
    const browser = t.client();
    const registered = await browser.post('/api/v2/auth/register/email', emailRegistration.build());
    const login = await browser.post('/api/v2/auth/login/email/password', {
      email: 'demo@example.com',
      password: 'demo12345',
    });
    const refreshed = await browser.post('/auth/refresh-token', undefined, { withCookies: true });
    for (const answer of [registered, login, refreshed]) {
      expect(answer.status).toBe(200);
      expect(answer.text).not.toContain('refresh_token');
      expect(answer.text).not.toContain(refreshCookieOf(answer));
      const cookie = answer.headers.getSetCookie().find((line) => line.startsWith('refresh_token='));
      expect(cookie).toMatch(/; Path=\/auth; HttpOnly;.*SameSite=Lax/);
      expect(cookie).not.toMatch(/Secure/);
    }
  });
});
