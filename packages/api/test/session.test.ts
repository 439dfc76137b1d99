import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshCookieOf, registerPlayer, startTestApi, type TestApi } from './support/api.ts';
import { emailRegistration } from './support/factories.ts';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi({ accessTtlSeconds: 1 });
});
afterAll(() => t.close());

const profileStatus = async (token: string) => (await t.http.get('/profile/user', { token })).status;

describe('access tokens', () => {
  it('stop working once their TTL has passed (401 unauthenticated)', async () => {
    const player = await registerPlayer(t.http);
    expect(await profileStatus(player.token)).toBe(200);
    t.clock.advance(2);
    const expired = await t.http.get('/profile/user', { token: player.token });
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ message: 'unauthenticated' });
  });

  it('are refused when unknown or malformed', async () => {
    expect(await profileStatus('made-up-token')).toBe(401);
    const malformed = await t.http.get('/profile/user', { headers: { authorization: 'Bearer <script>' } });
    expect(malformed.status).toBe(401);
    expect((await t.http.get('/profile/user')).status).toBe(401);
  });
});

describe('POST /auth/refresh-token', () => {
  it('answers a new access token from the refresh cookie, and rotates the cookie', async () => {
    const browser = t.client();
    await browser.post('/api/v2/auth/register/email', emailRegistration.build());
    const firstCookie = browser.cookies.get('refresh_token');
    t.clock.advance(2);
    const refreshed = await browser.post('/auth/refresh-token', undefined, { withCookies: true });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).toEqual({ access_token: expect.any(String) });
    expect(browser.cookies.get('refresh_token')).toEqual(expect.any(String));
    expect(browser.cookies.get('refresh_token')).not.toBe(firstCookie);
    expect(await profileStatus(refreshed.body['access_token'])).toBe(200);
  });

  it('takes the token from the body of a client without cookies, answering the new one in the cookie only', async () => {
    const player = await registerPlayer(t.http);
    const first = await t.http.post('/auth/refresh-token', { refresh_token: player.refreshToken });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ access_token: expect.any(String) });
    const next = await t.http.post('/auth/refresh-token', { refresh_token: refreshCookieOf(first) });
    expect(next.status).toBe(200);
  });

  it('refuses no token, an unknown one and an expired one', async () => {
    expect((await t.client().post('/auth/refresh-token')).status).toBe(401);
    expect((await t.http.post('/auth/refresh-token', { refresh_token: 'unknown' })).status).toBe(401);
    const player = await registerPlayer(t.http);
    t.clock.advance(31 * 86_400);
    expect((await t.http.post('/auth/refresh-token', { refresh_token: player.refreshToken })).status).toBe(
      401,
    );
  });

  it('clears the cookie when it refuses', async () => {
    const browser = t.client();
    browser.cookies.set('refresh_token', 'stale-value');
    const answer = await browser.post('/auth/refresh-token', undefined, { withCookies: true });
    expect(answer.status).toBe(401);
    expect(answer.headers.getSetCookie().join()).toMatch(/refresh_token=;.*Max-Age=0/);
  });
});

describe('PUT /auth/logout', () => {
  it('revokes the session: the access token and the refresh token stop working, the cookie is cleared', async () => {
    const browser = t.client();
    const login = await browser.post('/api/v2/auth/register/email', emailRegistration.build());
    const token = login.body['token'];
    const answer = await browser.put('/auth/logout', undefined, { token, withCookies: true });
    expect(answer.body).toEqual({ success: true });
    expect(browser.cookies.has('refresh_token')).toBe(false);
    expect(await profileStatus(token)).toBe(401);
    expect((await t.http.post('/auth/refresh-token', { refresh_token: refreshCookieOf(login) })).status).toBe(
      401,
    );
  });

  it('leaves the player other sessions alone', async () => {
    const player = await registerPlayer(t.http);
    const other = await t.http.post('/api/v2/auth/login/email/password', {
      email: player.email,
      password: player.password,
    });
    await t.http.put('/auth/logout', undefined, { token: player.token });
    expect(await profileStatus(other.body['token'])).toBe(200);
  });

  it('needs a token', async () => {
    expect((await t.http.put('/auth/logout')).status).toBe(401);
  });
});

describe('simple auth', () => {
  it('trades a one-use token on the profile call for a fresh_token and a refresh cookie', async () => {
    const issued = await t.http.post('/__dev/simple-auth', { email: 'demo@example.com' });
    const simple = issued.body['data']['token'];
    const browser = t.client();
    const profile = await browser.get('/profile/user', { token: simple });
    expect(profile.status).toBe(200);
    const fresh = profile.body['data']['fresh_token'];
    expect(fresh).toEqual(expect.any(String));
    expect(browser.cookies.has('refresh_token')).toBe(true);
    expect(await profileStatus(simple)).toBe(401);
    const next = await t.http.get('/profile/user', { token: fresh });
    expect(next.body['data']['fresh_token']).toBeNull();
  });

  it('refuses a simple-auth token on every call but the profile call, which still exchanges it', async () => {
    const simple = (await t.http.post('/__dev/simple-auth', { email: 'rich@example.com' })).body['data'][
      'token'
    ];
    const refused = await Promise.all([
      t.http.get('/api/v2/billing/data', { token: simple }),
      t.http.get('/profile/history', { token: simple }),
      t.http.post(
        '/api/v2/auth/password/set',
        { password: 'secret-1', confirm_password: 'secret-1' },
        { token: simple },
      ),
      t.http.post('/middleware/affiliate', { stag: 's' }, { token: simple }),
      t.http.put('/auth/logout', undefined, { token: simple }),
    ]);
    expect(refused.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401]);
    const profile = await t.http.get('/profile/user', { token: simple });
    expect(profile.status).toBe(200);
    expect(profile.body['data']['fresh_token']).toEqual(expect.any(String));
  });

  it('refuses an unknown player', async () => {
    const answer = await t.http.post('/__dev/simple-auth', { email: 'ghost@example.org' });
    expect(answer.body['errors']).toEqual({ email: ['not_found'] });
  });
});
