import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInDemo, refreshCookieOf, registerPlayer, startTestApi, type TestApi } from './support/api.ts';
import { emailRegistration } from './support/factories.ts';
import { fundedPlayer } from './support/games.ts';
import { HttpClient } from './support/http.ts';

/**
 * Issue 33: a game launch is part of the login that made it. Once that session ends (logout, a password change made
 * elsewhere, a refresh token replayed), the launch's token stakes no more real money on the provider's page.
 */
const WEB = 'http://localhost:5173';
let t: TestApi;
let provider: HttpClient;

beforeAll(async () => {
  t = await startTestApi();
  provider = new HttpClient(t.api.providerUrl);
});
afterAll(() => t.close());

async function launch(token: string, mode: 'demo' | 'play' = 'play'): Promise<string> {
  const answer = await t.http.post(
    '/games/launch',
    {
      slug: 'prism-drift',
      mode,
      currency: 'USD',
      locale: 'en',
      return_url: `${WEB}/games/slots/prism-drift/${mode}`,
    },
    { token },
  );
  if (answer.status !== 200) throw new Error(`launch failed: ${answer.status} ${answer.text}`);
  return new URL(answer.body['data']['url']).searchParams.get('token') ?? '';
}

const spin = (launchToken: string) => provider.post('/api/spin', { token: launchToken, stake_minor: 100 });

describe('a real-money launch ends with the session that made it', () => {
  it('spins while the session lives, and no more after logout', async () => {
    const { token } = await fundedPlayer(t, 'USD', 100);
    const game = await launch(token);
    expect((await spin(game)).status).toBe(200);
    expect((await t.http.put('/auth/logout', undefined, { token })).status).toBe(200);

    const after = await spin(game);
    expect(after.status).toBe(404);
    expect((await provider.post('/api/session', { token: game })).status).toBe(404);
  });

  it('spins no more once the password is changed from another session', async () => {
    const player = await registerPlayer(t.http, { currency: 'USD' });
    const game = await launch(player.token);
    const other = await t
      .client()
      .post('/api/v2/auth/login/email/password', { email: player.email, password: player.password });
    expect(other.status).toBe(200);
    const changed = await t.http.post(
      '/password/update',
      { old_password: player.password, password: 'a-new-password-1', password_confirm: 'a-new-password-1' },
      { token: other.body['token'] },
    );
    expect(changed.status).toBe(200);
    expect((await provider.post('/api/session', { token: game })).status).toBe(404);
  });

  it('spins no more once a replayed refresh token has ended the session', async () => {
    const browser = t.client();
    const login = await browser.post(
      '/api/v2/auth/register/email',
      emailRegistration.build({ currency: 'USD' }),
    );
    const stolen = refreshCookieOf(login);
    const game = await launch(login.body['token']);
    expect((await browser.post('/auth/refresh-token', undefined, { withCookies: true })).status).toBe(200);
    expect((await t.client().post('/auth/refresh-token', { refresh_token: stolen })).status).toBe(401);
    expect((await provider.post('/api/session', { token: game })).status).toBe(404);
  });

  it('keeps a demo launch open without any session', async () => {
    const demo = await logInDemo(t.http);
    const game = await launch(demo, 'demo');
    await t.http.put('/auth/logout', undefined, { token: demo });
    expect((await spin(game)).status).toBe(200);
  });
});
