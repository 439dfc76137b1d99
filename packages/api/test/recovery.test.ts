import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMessage, registerPlayer, startTestApi, type TestApi } from './support/api.ts';
import { phoneRegistration } from './support/factories.ts';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

const login = (email: string, password: string) =>
  t.http.post('/api/v2/auth/login/email/password', { email, password });
const tokenOfLink = (link: string | null) => decodeURIComponent(link?.split('/reset-password/')[1] ?? '');

describe('recovery by email', () => {
  it('mails a code and a reset link to the web app, and answers success whether the account exists or not', async () => {
    const player = await registerPlayer(t.http);
    const known = await t.http.post(
      '/api/v2/auth/password/email/forgot',
      { email: player.email },
      {
        headers: { origin: 'http://localhost:4173' },
      },
    );
    const unknown = await t.http.post('/api/v2/auth/password/email/forgot', { email: 'ghost@example.net' });
    expect(known.body).toEqual({ success: true });
    expect(unknown.body).toEqual({ success: true });
    const message = await lastMessage(t.http, player.email);
    expect(message.code).toMatch(/^\d{6}$/);
    expect(message.link).toMatch(/^http:\/\/localhost:4173\/reset-password\/[\w-]+$/);
    const ghost = await lastMessage(t.http, 'ghost@example.net');
    expect([ghost.code, ghost.link]).toEqual([null, null]);
  });

  it('trades the code for a reset token, then resets the password with it', async () => {
    const player = await registerPlayer(t.http);
    await t.http.post('/api/v2/auth/password/email/forgot', { email: player.email });
    const { code } = await lastMessage(t.http, player.email);
    const confirmed = await t.http.post('/api/v2/auth/password/email/code/confirm', {
      email: player.email,
      code,
    });
    expect(confirmed.body).toEqual({ data: { reset_token: expect.any(String) } });
    const token = confirmed.body['data']['reset_token'];
    expect((await t.http.post('/api/v2/auth/password/email/token/check', { token })).body).toEqual({
      success: true,
    });
    const reset = await t.http.post('/api/v2/auth/password/email/reset/token', {
      token,
      password: 'brand-new-pass',
      password_confirm: 'brand-new-pass',
    });
    expect(reset.body).toEqual({ success: true });
    expect((await login(player.email, player.password)).status).toBe(422);
    expect((await login(player.email, 'brand-new-pass')).status).toBe(200);
    const spent = await t.http.post('/api/v2/auth/password/email/token/check', { token });
    expect(spent.body).toEqual({ message: 'validation', errors: { token: ['invalid_token'] } });
  });

  it('follows the emailed link: confirm marks the email verified, then the token resets', async () => {
    const player = await registerPlayer(t.http);
    await t.http.post('/api/v2/auth/password/email/forgot', { email: player.email });
    const token = tokenOfLink((await lastMessage(t.http, player.email)).link);
    expect((await t.http.post('/api/v2/auth/password/email/token/confirm', { token })).body).toEqual({
      success: true,
    });
    const user = await t.http.get('/profile/user', { token: player.token });
    expect(user.body['data']['is_email_verified']).toBe(true);
    const reset = await t.http.post('/api/v2/auth/password/email/reset/token', {
      token,
      password: 'linked-new-pass',
      password_confirm: 'linked-new-pass',
    });
    expect(reset.status).toBe(200);
  });

  it('ends every session of the player when the password is reset', async () => {
    const player = await registerPlayer(t.http);
    await t.http.post('/api/v2/auth/password/email/forgot', { email: player.email });
    const { code } = await lastMessage(t.http, player.email);
    await t.http.post('/api/v2/auth/password/email/reset/code', {
      email: player.email,
      code,
      password: 'after-reset-1',
      password_confirm: 'after-reset-1',
    });
    expect((await t.http.get('/profile/user', { token: player.token })).status).toBe(401);
    expect((await t.http.post('/auth/refresh-token', { refresh_token: player.refreshToken })).status).toBe(
      401,
    );
  });

  it('keeps the code when the confirmation does not match, so the player can retry', async () => {
    const player = await registerPlayer(t.http);
    await t.http.post('/api/v2/auth/password/email/forgot', { email: player.email });
    const { code } = await lastMessage(t.http, player.email);
    const body = { email: player.email, code, password: 'first-choice', password_confirm: 'second-choice' };
    const mismatch = await t.http.post('/api/v2/auth/password/email/reset/code', body);
    expect(mismatch.body['errors']).toEqual({ password_confirm: ['mismatch'] });
    const retry = await t.http.post('/api/v2/auth/password/email/reset/code', {
      ...body,
      password_confirm: 'first-choice',
    });
    expect(retry.body).toEqual({ success: true });
  });

  it('refuses wrong codes, unknown tokens and expired tokens', async () => {
    const player = await registerPlayer(t.http);
    await t.http.post('/api/v2/auth/password/email/forgot', { email: player.email });
    const token = tokenOfLink((await lastMessage(t.http, player.email)).link);
    const wrong = await t.http.post('/api/v2/auth/password/email/code/confirm', {
      email: player.email,
      code: '12345x',
    });
    expect(wrong.body['errors']).toEqual({ code: ['invalid_code'] });
    const unknown = await t.http.post('/api/v2/auth/password/email/token/confirm', {
      token: 'no-such-token',
    });
    expect(unknown.body['errors']).toEqual({ token: ['invalid_token'] });
    t.clock.advance(61 * 60);
    const expired = await t.http.post('/api/v2/auth/password/email/token/check', { token });
    expect(expired.status).toBe(422);
    expect(expired.body['errors']).toEqual({ token: ['invalid_token'] });
  });
});

describe('recovery by phone', () => {
  it('sends an SMS code, trades it for a reset token, checks it and resets', async () => {
    const registration = phoneRegistration.build();
    await t.http.post('/api/v2/auth/register/phone', registration);
    expect(
      (await t.http.post('/api/v2/auth/password/phone/forgot', { phone: registration.phone })).body,
    ).toEqual({
      success: true,
    });
    const sms = await lastMessage(t.http, registration.phone);
    expect(sms.channel).toBe('sms');
    const confirmed = await t.http.post('/api/v2/auth/password/phone/code/confirm', {
      phone: registration.phone,
      code: sms.code,
    });
    const token = confirmed.body['data']['reset_token'];
    expect((await t.http.post('/api/v2/auth/password/phone/token/check', { token })).body).toEqual({
      success: true,
    });
    const reset = await t.http.post('/api/v2/auth/password/phone/reset', {
      token,
      password: 'phone-new-pass',
      password_confirm: 'phone-new-pass',
    });
    expect(reset.body).toEqual({ success: true });
    const login = await t.http.post('/api/v2/auth/login/phone/password', {
      phone: registration.phone,
      password: 'phone-new-pass',
    });
    expect(login.status).toBe(200);
  });

  it('does not accept an email reset token on the phone calls', async () => {
    const player = await registerPlayer(t.http);
    await t.http.post('/api/v2/auth/password/email/forgot', { email: player.email });
    const token = tokenOfLink((await lastMessage(t.http, player.email)).link);
    const check = await t.http.post('/api/v2/auth/password/phone/token/check', { token });
    expect(check.body['errors']).toEqual({ token: ['invalid_token'] });
    const reset = await t.http.post('/api/v2/auth/password/phone/reset', {
      token,
      password: 'whatever1',
      password_confirm: 'whatever1',
    });
    expect(reset.status).toBe(422);
  });
});
