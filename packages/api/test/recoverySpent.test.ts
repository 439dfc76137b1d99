import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMessage, registerPlayer, startTestApi, type TestApi } from './support/api.ts';
import { phoneRegistration } from './support/factories.ts';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'brand-new-pass';
const tokenOfLink = (link: string | null) => decodeURIComponent(link?.split('/reset-password/')[1] ?? '');
const tokenCheck = (token: string) => t.http.post('/api/v2/auth/password/email/token/check', { token });
const invalidToken = { message: 'validation', errors: { token: ['invalid_token'] } };

/** A recovery mail (code and link) and a login-data mail (another link): the open resets a player often holds. */
async function openResets(email: string) {
  await t.http.post('/api/v2/auth/password/email/forgot', { email });
  const recovery = await lastMessage(t.http, email);
  await t.http.post('/auth/send_login_data', { email });
  const loginData = await lastMessage(t.http, email);
  return { code: recovery.code ?? '', links: [tokenOfLink(recovery.link), tokenOfLink(loginData.link)] };
}

/** A player with no password yet: registered through the social provider page. */
async function socialPlayer(account: string): Promise<string> {
  const started = await t.http.put('/auth/login', { provider: 'google', origin: 'http://localhost:5173' });
  const url = new URL(started.body['url']);
  const page = await t.http.request('POST', url.pathname, {
    raw: new URLSearchParams({
      state: url.searchParams.get('state') ?? '',
      origin: url.searchParams.get('origin') ?? '',
      decision: 'allow',
      account,
    }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const token = /"token":"([^"]+)"/.exec(page.text)?.[1];
  if (!token) throw new Error('the provider page posted no token');
  return token;
}

describe('a new password spends every other reset of the player', () => {
  it('spends the emailed links once the password is reset with the code', async () => {
    const player = await registerPlayer(t.http);
    const { code, links } = await openResets(player.email);
    const reset = await t.http.post('/api/v2/auth/password/email/reset/code', {
      email: player.email,
      code,
      password: NEW_PASSWORD,
      password_confirm: NEW_PASSWORD,
    });
    expect(reset.status).toBe(200);
    for (const token of links) expect((await tokenCheck(token)).body).toEqual(invalidToken);
    const again = await t.http.post('/api/v2/auth/password/email/reset/token', {
      token: links[0],
      password: 'someone-else-pass',
      password_confirm: 'someone-else-pass',
    });
    expect(again.body).toEqual(invalidToken);
  });

  it('spends the emailed code and the other link once the password is reset by one link', async () => {
    const player = await registerPlayer(t.http);
    const { code, links } = await openResets(player.email);
    const reset = await t.http.post('/api/v2/auth/password/email/reset/token', {
      token: links[1],
      password: NEW_PASSWORD,
      password_confirm: NEW_PASSWORD,
    });
    expect(reset.status).toBe(200);
    expect((await tokenCheck(links[0] ?? '')).body).toEqual(invalidToken);
    const byCode = await t.http.post('/api/v2/auth/password/email/code/confirm', {
      email: player.email,
      code,
    });
    expect(byCode.body).toEqual({ message: 'validation', errors: { code: ['invalid_code'] } });
  });

  it('spends the SMS reset code once the password is changed in the profile', async () => {
    const form = phoneRegistration.build();
    const registered = await t.http.post('/api/v2/auth/register/phone', form);
    await t.http.post('/api/v2/auth/password/phone/forgot', { phone: form.phone });
    const { code } = await lastMessage(t.http, form.phone);
    const changed = await t.http.post(
      '/password/update',
      { old_password: form.password, password: NEW_PASSWORD, password_confirm: NEW_PASSWORD },
      { token: registered.body['token'] },
    );
    expect(changed.status).toBe(200);
    const confirm = await t.http.post('/api/v2/auth/password/phone/code/confirm', {
      phone: form.phone,
      code,
    });
    expect(confirm.body).toEqual({ message: 'validation', errors: { code: ['invalid_code'] } });
  });

  it('spends open reset links once a player with no password sets one', async () => {
    const email = 'no-password-yet@gmail.example';
    const token = await socialPlayer(email);
    const { links } = await openResets(email);
    const set = await t.http.post(
      '/api/v2/auth/password/set',
      { password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
      { token },
    );
    expect(set.status).toBe(200);
    for (const link of links) expect((await tokenCheck(link)).body).toEqual(invalidToken);
  });
});
