import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectServerErrors, moneyOf } from '@casino/core';
import { startLiveApi, type LiveApi } from './liveApi.ts';
import { PlayerSession } from './playerSession.ts';
import {
  DEMO,
  PASSWORD,
  emailRegistrationFactory,
  expectOk,
  phoneRegistrationFactory,
  registerByEmail,
} from './registrations.ts';

let api: LiveApi;
beforeAll(async () => {
  api = await startLiveApi();
});
afterAll(() => api.stop());

const tab = () => new PlayerSession(api.url);

describe('registration against the local API', () => {
  it('registers by email with the attribution fields, answers a token and keeps the fields beside the account', async () => {
    const player = tab();
    const form = emailRegistrationFactory.build({
      currency: 'USD',
      fpp: 'fingerprint-hash',
      partner: 'partner-7',
      adplace: 'banner-top',
      stag: 'stag-42',
      promo: 'WELCOME100',
    });
    const answer = expectOk(await player.auth.registerByEmail(form));
    expect(answer.token).not.toBe('');
    expect(answer.sso).toBeNull();
    player.signIn(answer);

    const user = expectOk(await player.profile.getUser());
    expect(user).toMatchObject({
      email: form.email,
      currency: 'USD',
      registerMethod: 'email',
      isPasswordExists: true,
      isEmailVerified: false,
      balance: moneyOf(0, 'USD'),
    });
    const [record] = await api.tracking('register');
    expect(record?.data).toMatchObject({
      email: form.email,
      fpp: 'fingerprint-hash',
      partner: 'partner-7',
      adplace: 'banner-top',
      stag: 'stag-42',
      promo: 'WELCOME100',
    });
    const waiting = expectOk(await player.bonus.waitingRegAndDep());
    expect(waiting.map((bonus) => bonus.name)).toEqual(['Бонус 100% на первый депозит']);
  });

  it('registers by phone with the attribution fields, in the region the client sends', async () => {
    const player = tab();
    player.region = 'KZ';
    const form = phoneRegistrationFactory.build({ currency: 'KZT', stag: 'stag-phone', partner: '900' });
    player.signIn(expectOk(await player.auth.registerByPhone(form)));

    const user = expectOk(await player.profile.getUser());
    expect(user).toMatchObject({ phone: form.phone, currency: 'KZT', registerMethod: 'phone', region: 'KZ' });
    const [record] = await api.tracking('register');
    expect(record?.data).toMatchObject({ phone: form.phone, stag: 'stag-phone', partner: '900' });
  });

  it('answers a taken email and an unknown promo as field errors the client translates', async () => {
    const { email } = await registerByEmail(tab());
    const again = await tab().auth.registerByEmail(emailRegistrationFactory.build({ email, promo: 'NOPE' }));
    expect(again).toEqual({
      ok: false,
      error: { kind: 'validation', fields: { email: ['taken'], promo: ['not_found'] } },
    });
    if (again.ok || again.error.kind !== 'validation') return;
    expect(collectServerErrors(again.error.fields).map((line) => line.key)).toEqual([
      'error.taken',
      'error.not_found',
    ]);
  });
});

describe('login against the local API', () => {
  it('logs in by email and password', async () => {
    const { email } = await registerByEmail(tab());
    const player = tab();
    player.signIn(expectOk(await player.auth.loginByEmailPassword(email, PASSWORD)));
    expect(expectOk(await player.profile.getUser()).email).toBe(email);
  });

  it('logs in by phone and password, with the phone as the mask writes it', async () => {
    const form = phoneRegistrationFactory.build();
    expectOk(await tab().auth.registerByPhone(form));
    const masked = form.phone.replace(/^\+7(\d{3})(\d{3})(\d{2})(\d{2})$/, '+7 ($1) $2 $3 $4');
    const player = tab();
    player.signIn(expectOk(await player.auth.loginByPhonePassword(masked, PASSWORD)));
    expect(expectOk(await player.profile.getUser()).phone).toBe(form.phone);
  });

  it('logs in by email and a code read from the outbox, which also verifies the email', async () => {
    const { email } = await registerByEmail(tab());
    const player = tab();
    expectOk(await player.auth.requestEmailLoginCode(email));
    player.signIn(expectOk(await player.auth.loginByEmailCode(email, await api.latestCode(email))));
    expect(expectOk(await player.profile.getUser())).toMatchObject({ email, isEmailVerified: true });
  });

  it('logs in by phone and a code sent by SMS, which also verifies the phone', async () => {
    const player = tab();
    expectOk(await player.auth.requestPhoneLoginCode(DEMO.phone));
    const code = await api.latestCode(DEMO.phone);
    player.signIn(expectOk(await player.auth.loginByPhoneCode(DEMO.phone, code, true)));
    expect(expectOk(await player.profile.getUser())).toMatchObject({
      email: DEMO.email,
      isPhoneVerified: true,
    });
  });

  it('refuses a wrong password as invalid_credentials, and after three asks for a captcha the client skips', async () => {
    const { email } = await registerByEmail(tab());
    const player = tab();
    const first = await player.auth.loginByEmailPassword(email, 'wrong-password');
    expect(first).toEqual({
      ok: false,
      error: { kind: 'validation', fields: { password: ['invalid_credentials'] } },
    });
    await player.auth.loginByEmailPassword(email, 'wrong-password');
    await player.auth.loginByEmailPassword(email, 'wrong-password');
    const withoutCaptcha = await player.auth.loginByEmailPassword(email, PASSWORD);
    expect(withoutCaptcha).toEqual({
      ok: false,
      error: { kind: 'validation', fields: { captcha: ['captcha-required'] } },
    });
    if (withoutCaptcha.ok || withoutCaptcha.error.kind !== 'validation') return;
    expect(collectServerErrors(withoutCaptcha.error.fields)).toEqual([]);
    player.signIn(expectOk(await player.auth.loginByEmailPassword(email, PASSWORD, 'captcha-token')));
    expect(expectOk(await player.profile.getUser()).email).toBe(email);
  });

  it('refuses a wrong login code as invalid_code', async () => {
    const { email } = await registerByEmail(tab());
    const player = tab();
    expectOk(await player.auth.requestEmailLoginCode(email));
    const code = await api.latestCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await player.auth.loginByEmailCode(email, wrong)).toEqual({
      ok: false,
      error: { kind: 'validation', fields: { code: ['invalid_code'] } },
    });
  });
});
