import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMessage, logInDemo, registerPlayer, startTestApi, type TestApi } from './support/api.ts';
import { phoneRegistration } from './support/factories.ts';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

const profile = async (token: string) => (await t.http.get('/profile/user', { token })).body['data'];

describe('email verification', () => {
  it('verifies the email with the code sent at registration', async () => {
    const player = await registerPlayer(t.http);
    const { code } = await lastMessage(t.http, player.email);
    const answer = await t.http.post('/api/v2/auth/email/verify/code', { code }, { token: player.token });
    expect(answer.body).toEqual({ success: true });
    expect((await profile(player.token))['is_email_verified']).toBe(true);
  });

  it('resends a new code to the account email, which then verifies', async () => {
    const player = await registerPlayer(t.http);
    expect((await t.http.post('/api/v2/auth/email/resend', undefined, { token: player.token })).body).toEqual(
      { success: true },
    );
    const { code } = await lastMessage(t.http, player.email);
    expect(
      (await t.http.post('/api/v2/auth/email/verify/code', { code }, { token: player.token })).status,
    ).toBe(200);
  });

  it('sends nothing new to an email already verified', async () => {
    const token = await logInDemo(t.http);
    const before = (await t.http.get('/__dev/outbox?to=demo@example.com')).body['data'].length;
    expect((await t.http.post('/api/v2/auth/email/resend', undefined, { token })).status).toBe(200);
    expect((await t.http.get('/__dev/outbox?to=demo@example.com')).body['data']).toHaveLength(before);
  });

  it('refuses a wrong code and a call without a token', async () => {
    const player = await registerPlayer(t.http);
    const wrong = await t.http.post(
      '/api/v2/auth/email/verify/code',
      { code: 'abcdef' },
      { token: player.token },
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body['errors']).toEqual({ code: ['invalid_code'] });
    const anonymous = await t.http.post('/api/v2/auth/email/verify/code', { code: '123456' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: 'unauthenticated' });
    expect((await t.http.post('/api/v2/auth/email/resend')).status).toBe(401);
  });

  it('answers errors.email required for a player with no email', async () => {
    const registration = phoneRegistration.build();
    const token = (await t.http.post('/api/v2/auth/register/phone', registration)).body['token'];
    const answer = await t.http.post('/api/v2/auth/email/resend', undefined, { token });
    expect(answer.status).toBe(422);
    expect(answer.body['errors']).toEqual({ email: ['required'] });
  });
});

describe('phone verification', () => {
  it('verifies the phone with the SMS sent at registration, and again after /auth/phone/resend', async () => {
    const registration = phoneRegistration.build();
    const token = (await t.http.post('/api/v2/auth/register/phone', registration)).body['token'];
    const first = await lastMessage(t.http, registration.phone);
    expect((await t.http.post('/api/v2/auth/phone/resend', { phone: registration.phone })).body).toEqual({
      success: true,
    });
    const second = await lastMessage(t.http, registration.phone);
    expect(second.id).toBeGreaterThan(first.id);
    expect(second.subject).toBe(first.subject);
    const answer = await t.http.post('/api/v2/auth/phone/verify/code', { code: second.code }, { token });
    expect(answer.body).toEqual({ success: true });
    expect((await profile(token))['is_phone_verified']).toBe(true);
  });

  it('refuses a wrong code, and a player with no phone', async () => {
    const registration = phoneRegistration.build();
    const token = (await t.http.post('/api/v2/auth/register/phone', registration)).body['token'];
    const wrong = await t.http.post('/api/v2/auth/phone/verify/code', { code: '99999x' }, { token });
    expect(wrong.body['errors']).toEqual({ code: ['invalid_code'] });
    const emailOnly = await registerPlayer(t.http);
    const noPhone = await t.http.post(
      '/api/v2/auth/phone/verify/code',
      { code: '123456' },
      { token: emailOnly.token },
    );
    expect(noPhone.body['errors']).toEqual({ phone: ['required'] });
  });

  it('answers success for /auth/phone/resend to an unknown phone without a code', async () => {
    const answer = await t.http.post('/api/v2/auth/phone/resend', { phone: '+15550001111' });
    expect(answer.body).toEqual({ success: true });
    expect((await lastMessage(t.http, '+15550001111')).code).toBeNull();
  });
});
