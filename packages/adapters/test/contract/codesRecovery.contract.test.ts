import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveApi, type LiveApi } from './liveApi.ts';
import { PlayerSession } from './playerSession.ts';
import {
  NEW_PASSWORD,
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

/** The token of the newest reset link mailed to an address (`<web origin>/reset-password/<token>`). */
async function resetLinkToken(email: string): Promise<string> {
  const [newest] = await api.outbox(email);
  const match = /\/reset-password\/([^/?#]+)$/.exec(newest?.link ?? '');
  if (!match?.[1]) throw new Error(`no reset link mailed to ${email}`);
  return decodeURIComponent(match[1]);
}

describe('login codes resent and addresses verified against the local API', () => {
  it('resends an email login code, and the new code logs in', async () => {
    const { email } = await registerByEmail(tab());
    const player = tab();
    expectOk(await player.auth.requestEmailLoginCode(email));
    const first = await api.latestCode(email);
    expectOk(await player.auth.resendEmailLoginCode(email));
    const outbox = await api.outbox(email);
    expect(outbox[1]?.code).toBe(first);
    player.signIn(expectOk(await player.auth.loginByEmailCode(email, await api.latestCode(email))));
    expect(expectOk(await player.profile.getUser()).email).toBe(email);
  });

  it('resends a phone login code by SMS, and the new code logs in', async () => {
    const form = phoneRegistrationFactory.build();
    expectOk(await tab().auth.registerByPhone(form));
    const player = tab();
    expectOk(await player.auth.requestPhoneLoginCode(form.phone));
    expectOk(await player.auth.resendPhoneLoginCodeBySms(form.phone));
    const [sms] = await api.outbox(form.phone);
    expect(sms?.channel).toBe('sms');
    player.signIn(expectOk(await player.auth.loginByPhoneCode(form.phone, sms?.code ?? '', true)));
    expect(expectOk(await player.profile.getUser()).phone).toBe(form.phone);
  });

  it('resends the phone confirmation after a phone registration, and the code verifies the phone', async () => {
    const player = tab();
    const form = phoneRegistrationFactory.build();
    player.signIn(expectOk(await player.auth.registerByPhone(form)));
    expect(expectOk(await player.profile.getUser()).isPhoneVerified).toBe(false);
    expectOk(await player.auth.resendPhoneCode(form.phone));
    expectOk(await player.auth.verifyPhoneCode(await api.latestCode(form.phone)));
    expect(expectOk(await player.profile.getUser()).isPhoneVerified).toBe(true);
  });

  it('resends the email confirmation to the logged-in player, and the code verifies the email', async () => {
    const player = tab();
    const { email } = await registerByEmail(player);
    expectOk(await player.auth.resendEmailVerification(email));
    expect(await api.outbox(email)).toHaveLength(2);
    expectOk(await player.auth.verifyEmailCode(await api.latestCode(email)));
    expect(expectOk(await player.profile.getUser()).isEmailVerified).toBe(true);
  });

  it('refuses a verification code that was never sent as invalid_code', async () => {
    const player = tab();
    const { email } = await registerByEmail(player);
    const sent = await api.latestCode(email);
    const wrong = sent === '123456' ? '654321' : '123456';
    expect(await player.auth.verifyEmailCode(wrong)).toEqual({
      ok: false,
      error: { kind: 'validation', fields: { code: ['invalid_code'] } },
    });
  });
});

describe('password recovery against the local API', () => {
  it('recovers by email code to a reset token, resets, and ends the sessions that knew the old password', async () => {
    const before = tab();
    const { email } = await registerByEmail(before);
    const player = tab();
    expectOk(await player.auth.forgotPasswordByEmail(email));
    const { resetToken } = expectOk(
      await player.auth.confirmEmailResetCode(email, await api.latestCode(email)),
    );
    expectOk(await player.auth.checkEmailResetToken(resetToken));
    expectOk(await player.auth.resetPasswordByToken(resetToken, NEW_PASSWORD, NEW_PASSWORD));

    expect(await player.auth.loginByEmailPassword(email, PASSWORD)).toMatchObject({ ok: false });
    player.signIn(expectOk(await player.auth.loginByEmailPassword(email, NEW_PASSWORD)));
    expect(expectOk(await player.profile.getUser()).email).toBe(email);
    expect(await before.profile.getUser()).toEqual({ ok: false, error: { kind: 'unauthorised' } });
    expect(before.session.token).toBeNull();
  });

  it('recovers by the emailed reset link: confirmed, checked and reset', async () => {
    const { email } = await registerByEmail(tab());
    const player = tab();
    expectOk(await player.auth.forgotPasswordByEmail(email));
    const token = await resetLinkToken(email);
    expectOk(await player.auth.confirmEmailResetToken(token));
    expectOk(await player.auth.checkEmailResetToken(token));
    expectOk(await player.auth.resetPasswordByToken(token, NEW_PASSWORD, NEW_PASSWORD));
    expectOk(await player.auth.loginByEmailPassword(email, NEW_PASSWORD));
    expect(await player.auth.checkEmailResetToken(token)).toEqual({
      ok: false,
      error: { kind: 'validation', fields: { token: ['invalid_token'] } },
    });
  });

  it('resets by email and code in one call, refusing a confirmation that does not match first', async () => {
    const { email } = await registerByEmail(tab());
    const player = tab();
    expectOk(await player.auth.forgotPasswordByEmail(email));
    const code = await api.latestCode(email);
    expect(await player.auth.resetPasswordByCode(email, code, NEW_PASSWORD, 'something-else')).toEqual({
      ok: false,
      error: { kind: 'validation', fields: { password_confirm: ['mismatch'] } },
    });
    expectOk(await player.auth.resetPasswordByCode(email, code, NEW_PASSWORD, NEW_PASSWORD));
    expectOk(await player.auth.loginByEmailPassword(email, NEW_PASSWORD));
  });

  it('answers success for an address with no account, so nobody can probe for accounts', async () => {
    const { email } = emailRegistrationFactory.build();
    expectOk(await tab().auth.forgotPasswordByEmail(email));
  });

  it('recovers by phone code to a reset token, checks it and resets', async () => {
    const form = phoneRegistrationFactory.build();
    expectOk(await tab().auth.registerByPhone(form));
    const player = tab();
    expectOk(await player.auth.forgotPasswordByPhone(form.phone));
    const { resetToken } = expectOk(
      await player.auth.confirmPhoneResetCode(form.phone, await api.latestCode(form.phone)),
    );
    expectOk(await player.auth.checkPhoneResetToken(resetToken));
    expectOk(await player.auth.resetPasswordByPhone(resetToken, NEW_PASSWORD, NEW_PASSWORD));
    player.signIn(expectOk(await player.auth.loginByPhonePassword(form.phone, NEW_PASSWORD)));
    expect(expectOk(await player.profile.getUser()).phone).toBe(form.phone);
  });

  it('answers an unknown phone reset token as invalid_token, which the reset page turns into /error', async () => {
    expect(await tab().auth.checkPhoneResetToken('not-a-reset-token')).toEqual({
      ok: false,
      error: { kind: 'validation', fields: { token: ['invalid_token'] } },
    });
  });
});

describe('login data sent by email against the local API', () => {
  it('mails the login and a reset link that the recovery calls accept', async () => {
    const { email } = await registerByEmail(tab());
    const player = tab();
    expectOk(await player.auth.sendLoginData(email));
    const [mail] = await api.outbox(email);
    expect(mail?.body).toContain(email);
    expectOk(await player.auth.checkEmailResetToken(await resetLinkToken(email)));
  });
});
