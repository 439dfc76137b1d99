import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMessage, startTestApi, type TestApi } from './support/api.ts';
import { emailRegistration, phoneRegistration } from './support/factories.ts';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

describe('POST /api/v2/auth/register/email', () => {
  it('creates the account, answers the login answer and sets the HttpOnly refresh cookie', async () => {
    const registration = emailRegistration.build({
      stag: 'stag-1',
      partner: '42',
      adplace: 'banner',
      fpp: 'fp-hash',
    });
    const answer = await t.http.post('/api/v2/auth/register/email', registration);

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      token: expect.any(String),
      sso: null,
    });
    const cookie = answer.headers.getSetCookie().find((line) => line.startsWith('refresh_token='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\/auth;/);

    const user = await t.http.get('/profile/user', { token: answer.body['token'] });
    expect(user.body['data']).toMatchObject({
      email: registration.email,
      currency: 'RUB',
      register_method: 'email',
      is_email_verified: false,
      is_password_exists: true,
      balance: 0,
      locale: null,
      features: ['bonus_balances'],
    });
  });

  it('sends an email confirmation code to the outbox', async () => {
    const registration = emailRegistration.build();
    await t.http.post('/api/v2/auth/register/email', registration);
    const message = await lastMessage(t.http, registration.email);
    expect(message.channel).toBe('email');
    expect(message.code).toMatch(/^\d{6}$/);
    expect(message.body).toContain(message.code);
  });

  it('stores the attribution fields it was given', async () => {
    const registration = emailRegistration.build({
      stag: 'stag-77',
      partner: 'p-9',
      adplace: 'top',
      fpp: 'fingerprint',
    });
    await t.http.post('/api/v2/auth/register/email', registration);
    const records = await t.http.get('/__dev/tracking?kind=register');
    expect(records.body['data'][0]['data']).toMatchObject({
      stag: 'stag-77',
      partner: 'p-9',
      adplace: 'top',
      fpp: 'fingerprint',
    });
    expect(JSON.stringify(records.body)).not.toContain(registration.password);
  });

  it('refuses a taken email with errors.email taken, whatever its case', async () => {
    const registration = emailRegistration.build();
    await t.http.post('/api/v2/auth/register/email', registration);
    const again = await t.http.post('/api/v2/auth/register/email', {
      ...registration,
      email: registration.email.toUpperCase(),
    });
    expect(again.status).toBe(422);
    expect(again.body).toEqual({ message: 'validation', errors: { email: ['taken'] } });
  });

  it('answers field codes for a bad email, a short password and an unknown currency', async () => {
    const answer = await t.http.post('/api/v2/auth/register/email', {
      email: 'not-an-email',
      password: '123',
      currency: 'BTC',
    });
    expect(answer.status).toBe(422);
    expect(answer.body['errors']).toEqual({
      email: ['invalid_email'],
      password: ['too_short'],
      currency: ['invalid_currency'],
    });
  });

  it('answers required for missing fields', async () => {
    const answer = await t.http.post('/api/v2/auth/register/email', {});
    expect(answer.status).toBe(422);
    expect(answer.body['errors']).toEqual({
      email: ['required'],
      password: ['required'],
      currency: ['required'],
    });
  });

  it('refuses an unknown promo code with errors.promo not_found', async () => {
    const answer = await t.http.post(
      '/api/v2/auth/register/email',
      emailRegistration.build({ promo: 'NOSUCHCODE' }),
    );
    expect(answer.status).toBe(422);
    expect(answer.body['errors']).toEqual({ promo: ['not_found'] });
  });

  it('puts a known promo on hold until the first deposit', async () => {
    const answer = await t.http.post(
      '/api/v2/auth/register/email',
      emailRegistration.build({ promo: 'welcome100' }),
    );
    const waiting = await t.http.get('/bonus-system/bonus-activation/waiting-reg-and-dep', {
      token: answer.body['token'],
      headers: { 'accept-language': 'en' },
    });
    expect(waiting.body['data']).toEqual([{ name: '100% first deposit bonus', expires_in: 7 * 86_400 }]);
  });

  it('takes the region from the Region header', async () => {
    const answer = await t.http.post('/api/v2/auth/register/email', emailRegistration.build(), {
      headers: { region: 'KZ' },
    });
    const user = await t.http.get('/profile/user', { token: answer.body['token'] });
    expect(user.body['data']['region']).toBe('KZ');
  });
});

describe('POST /api/v2/auth/register/phone', () => {
  it('accepts a masked phone, stores it as + and digits and sends an SMS code', async () => {
    const answer = await t.http.post('/api/v2/auth/register/phone', {
      phone: '+7 (701) 555 12 34',
      password: 'secret-pass-1',
      currency: 'KZT',
    });
    expect(answer.status).toBe(200);
    const user = await t.http.get('/profile/user', { token: answer.body['token'] });
    expect(user.body['data']).toMatchObject({
      phone: '+77015551234',
      email: null,
      register_method: 'phone',
      currency: 'KZT',
    });
    const sms = await lastMessage(t.http, '+77015551234');
    expect(sms.channel).toBe('sms');
    expect(sms.code).toMatch(/^\d{6}$/);
  });

  it('refuses a taken phone and a malformed one', async () => {
    const registration = phoneRegistration.build();
    await t.http.post('/api/v2/auth/register/phone', registration);
    const taken = await t.http.post('/api/v2/auth/register/phone', registration);
    expect(taken.body['errors']).toEqual({ phone: ['taken'] });
    const malformed = await t.http.post('/api/v2/auth/register/phone', { ...registration, phone: '12ab' });
    expect(malformed.status).toBe(422);
    expect(malformed.body['errors']).toEqual({ phone: ['invalid_phone'] });
  });
});
