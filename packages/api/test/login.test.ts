import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMessage, registerPlayer, startTestApi, type TestApi } from './support/api.ts';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi({ sso: 'https://sso.example.com/start' });
});
afterAll(() => t.close());

describe('POST /api/v2/auth/login/email/password', () => {
  it('logs the demo player in with the seeded credentials and the configured sso link', async () => {
    const answer = await t.http.post('/api/v2/auth/login/email/password', {
      email: 'demo@example.com',
      password: 'demo12345',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      token: expect.any(String),
      sso: 'https://sso.example.com/start',
    });
  });

  it('refuses a wrong password and an unknown email alike, with invalid_credentials', async () => {
    const wrong = await t.http.post('/api/v2/auth/login/email/password', {
      email: 'demo@example.com',
      password: 'nope-nope',
    });
    const unknown = await t.http.post('/api/v2/auth/login/email/password', {
      email: 'ghost@example.com',
      password: 'nope-nope',
    });
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(422);
      expect(answer.body['errors']['password']).toEqual(['invalid_credentials']);
    }
  });

  it('answers field codes for malformed input', async () => {
    const answer = await t.http.post('/api/v2/auth/login/email/password', { email: 42, password: null });
    expect(answer.status).toBe(422);
    expect(answer.body['errors']).toEqual({ email: ['invalid_email'], password: ['required'] });
  });
});

describe('POST /api/v2/auth/login/phone/password', () => {
  it('logs in by phone, masked or not', async () => {
    const answer = await t.http.post('/api/v2/auth/login/phone/password', {
      phone: '+7 (000) 123 45 67',
      password: 'demo12345',
    });
    expect(answer.status).toBe(200);
    const user = await t.http.get('/profile/user', { token: answer.body['token'] });
    expect(user.body['data']['email']).toBe('demo@example.com');
  });

  it('refuses a wrong password', async () => {
    const answer = await t.http.post('/api/v2/auth/login/phone/password', {
      phone: '+70001234567',
      password: 'wrong-pass',
    });
    expect(answer.status).toBe(422);
    expect(answer.body['errors']['password']).toEqual(['invalid_credentials']);
  });
});

describe('login by code', () => {
  it('sends an email login code to the outbox and logs in with it, verifying the email', async () => {
    const player = await registerPlayer(t.http);
    expect(
      (await t.http.post('/api/v2/auth/login/email/verification', { email: player.email })).body,
    ).toEqual({ success: true });
    const message = await lastMessage(t.http, player.email);
    const answer = await t.http.post('/api/v2/auth/login/email/code', {
      email: player.email,
      code: message.code,
    });
    expect(answer.status).toBe(200);
    const user = await t.http.get('/profile/user', { token: answer.body['token'] });
    expect(user.body['data']['is_email_verified']).toBe(true);
  });

  it('spends a code once', async () => {
    const player = await registerPlayer(t.http);
    await t.http.post('/api/v2/auth/login/email/verification', { email: player.email });
    const { code } = await lastMessage(t.http, player.email);
    await t.http.post('/api/v2/auth/login/email/code', { email: player.email, code });
    const again = await t.http.post('/api/v2/auth/login/email/code', { email: player.email, code });
    expect(again.status).toBe(422);
    expect(again.body['errors']).toEqual({ code: ['invalid_code'] });
  });

  it('answers expired for a code older than ten minutes', async () => {
    const player = await registerPlayer(t.http);
    await t.http.post('/api/v2/auth/login/email/verification', { email: player.email });
    const { code } = await lastMessage(t.http, player.email);
    t.clock.advance(11 * 60);
    const answer = await t.http.post('/api/v2/auth/login/email/code', { email: player.email, code });
    expect(answer.body['errors']).toEqual({ code: ['expired'] });
  });

  it('burns the code after five wrong tries', async () => {
    const player = await registerPlayer(t.http);
    await t.http.post('/api/v2/auth/login/email/verification', { email: player.email });
    const { code } = await lastMessage(t.http, player.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1)
      await t.http.post('/api/v2/auth/login/email/code', { email: player.email, code: wrong });
    const answer = await t.http.post('/api/v2/auth/login/email/code', { email: player.email, code });
    expect(answer.body['errors']).toEqual({ code: ['invalid_code'] });
  });

  it('a resend replaces the earlier code', async () => {
    const player = await registerPlayer(t.http);
    await t.http.post('/api/v2/auth/login/email/verification', { email: player.email });
    const first = await lastMessage(t.http, player.email);
    await t.http.post('/api/v2/auth/login/email/resend', { email: player.email });
    const second = await lastMessage(t.http, player.email);
    expect(second.id).toBeGreaterThan(first.id);
    if (first.code !== second.code) {
      const stale = await t.http.post('/api/v2/auth/login/email/code', {
        email: player.email,
        code: first.code,
      });
      expect(stale.body['errors']).toEqual({ code: ['invalid_code'] });
    }
    const fresh = await t.http.post('/api/v2/auth/login/email/code', {
      email: player.email,
      code: second.code,
    });
    expect(fresh.status).toBe(200);
  });

  it('logs in by an SMS code with ?type=sms, verifying the phone', async () => {
    expect(
      (await t.http.post('/api/v2/auth/login/phone/verification', { phone: '+70001234567' })).status,
    ).toBe(200);
    await t.http.post('/api/v2/auth/login/phone/code/resend?type=sms', { phone: '+70001234567' });
    const sms = await lastMessage(t.http, '+70001234567');
    expect(sms.channel).toBe('sms');
    const answer = await t.http.post('/api/v2/auth/login/phone/code?type=sms', {
      phone: '+70001234567',
      code: sms.code,
    });
    expect(answer.status).toBe(200);
    const user = await t.http.get('/profile/user', { token: answer.body['token'] });
    expect(user.body['data']['is_phone_verified']).toBe(true);
  });

  it('refuses an unknown ?type', async () => {
    const answer = await t.http.post('/api/v2/auth/login/phone/code?type=pigeon', {
      phone: '+70001234567',
      code: '123456',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: 'bad_request', errors: { type: ['invalid'] } });
  });

  it('answers success for an address with no account and sends a notice with no code', async () => {
    const answer = await t.http.post('/api/v2/auth/login/email/verification', {
      email: 'nobody@example.net',
    });
    expect(answer.body).toEqual({ success: true });
    const message = await lastMessage(t.http, 'nobody@example.net');
    expect(message.code).toBeNull();
    const login = await t.http.post('/api/v2/auth/login/email/code', {
      email: 'nobody@example.net',
      code: '123456',
    });
    expect(login.body['errors']).toEqual({ code: ['invalid_code'] });
  });
});
