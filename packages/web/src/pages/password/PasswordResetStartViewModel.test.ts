import { describe, expect, it } from 'vitest';
import { FakeCaptcha, FakeClock } from '@casino/core/test/fakes';
import { FakeAccountAuth } from '../../testing/FakeAccountApis.ts';
import { FakeLocale, FakeModalOpener, FakeNotifier } from '../../testing/fakeStores.ts';
import { PasswordResetStartViewModel } from './PasswordResetStartViewModel.ts';

function world(locale = new FakeLocale('ru')) {
  const authApi = new FakeAccountAuth();
  const notifier = new FakeNotifier();
  const clock = new FakeClock();
  const modals = new FakeModalOpener();
  const captcha = new FakeCaptcha();
  const vm = new PasswordResetStartViewModel({ authApi, clock, notifier, locale, modals, captcha });
  return { authApi, notifier, clock, modals, vm, captcha };
}

describe('PasswordResetStartViewModel', () => {
  it('sends a code by email and sets the new password with the code and a captcha token in one request (reset/code)', async () => {
    const { vm, authApi, notifier, modals, captcha } = world();
    vm.typeEmail(' demo@example.com ');
    await vm.sendCode();
    expect(vm.step).toBe('code');
    vm.typeCode('123456');
    vm.typePassword('NewSecret1');
    vm.typeConfirm('NewSecret1');
    await vm.confirmCode();
    expect(authApi.calls).toEqual([
      { method: 'forgotPasswordByEmail', args: ['demo@example.com'] },
      {
        method: 'resetPasswordByCode',
        args: ['demo@example.com', '123456', 'NewSecret1', 'NewSecret1', 'captcha-verify_code'],
      },
    ]);
    // The code check is scored like sign-up's and login's: past the day's wrong guesses the API needs the token.
    expect(captcha.actions).toEqual(['verify_code']);
    expect(vm.step).toBe('done');
    expect(vm.password).toBe('');
    expect(notifier.notices).toContainEqual({ kind: 'success', titleKey: 'password:finish.changed' });
    vm.logIn();
    expect(modals.names()).toEqual(['Login']);
  });

  it('asks for the code and the new password twice before sending the email reset', async () => {
    const { vm, authApi } = world();
    vm.typeEmail('demo@example.com');
    await vm.sendCode();
    await vm.confirmCode();
    expect(vm.codeError).toBe('errors:error.required');
    expect(vm.passwordErrors).toEqual({ password: 'error.required', password_confirm: 'error.required' });
    expect(authApi.methods()).toEqual(['forgotPasswordByEmail']);
  });

  it('shows the server refusal of the new password under its field and keeps the code', async () => {
    const { vm, authApi } = world();
    vm.typeEmail('demo@example.com');
    await vm.sendCode();
    authApi.failures.set('resetPasswordByCode', {
      kind: 'validation',
      fields: { password_confirm: ['mismatch'] },
    });
    vm.typeCode('123456');
    vm.typePassword('NewSecret1');
    vm.typeConfirm('NewSecret2');
    await vm.confirmCode();
    expect(vm.passwordErrors).toEqual({ password_confirm: 'error.mismatch' });
    expect(vm.codeError).toBeNull();
    expect(vm.code).toBe('123456');
    expect(vm.step).toBe('code');
  });

  it('emails the login details to a player who does not remember the login, with the same answer either way', async () => {
    const { vm, authApi, notifier } = world();
    await vm.sendLoginData();
    expect(vm.contactError).toBe('password:start.errors.email');
    expect(authApi.calls).toEqual([]);
    vm.typeEmail(' who@example.com ');
    await vm.sendLoginData();
    expect(authApi.calls).toEqual([{ method: 'sendLoginData', args: ['who@example.com'] }]);
    expect(notifier.notices).toContainEqual({ kind: 'info', titleKey: 'password:start.loginDataSent' });
    expect(vm.step).toBe('contact');
  });

  it('recovers by phone through the mask, the code sent with a captcha token, and marks the reset page as a phone reset', async () => {
    const { vm, authApi } = world();
    vm.chooseChannel('phone');
    vm.typePhone('9001234567');
    await vm.sendCode();
    vm.typeCode('123456');
    await vm.confirmCode();
    expect(authApi.calls[0]).toEqual({ method: 'forgotPasswordByPhone', args: ['+79001234567'] });
    expect(authApi.calls[1]).toEqual({
      method: 'confirmPhoneResetCode',
      args: ['+79001234567', '123456', 'captcha-verify_code'],
    });
    expect(vm.resetPath).toBe('/reset-password/reset-token?via=phone');
  });

  it('starts the phone in Kazakhstan for the Kazakh interface', () => {
    expect(world(new FakeLocale('kz')).vm.phone.country).toBe('kz');
  });

  it('refuses an email or phone that is not whole, without a call', async () => {
    const { vm, authApi } = world();
    vm.typeEmail('demo@');
    await vm.sendCode();
    expect(vm.contactError).toBe('password:start.errors.email');
    vm.chooseChannel('phone');
    vm.typePhone('900');
    await vm.sendCode();
    expect(vm.contactError).toBe('password:start.errors.phone');
    expect(authApi.calls).toEqual([]);
  });

  it('shows a wrong code under the code field', async () => {
    const { vm } = world();
    vm.typeEmail('demo@example.com');
    await vm.sendCode();
    vm.typeCode('000000');
    vm.typePassword('NewSecret1');
    vm.typeConfirm('NewSecret1');
    await vm.confirmCode();
    expect(vm.codeError).toBe('errors:error.invalid_code');
    expect(vm.step).toBe('code');
  });

  it('tells a rate limit as a notification and stays on the contact step', async () => {
    const { vm, authApi, notifier } = world();
    authApi.failures.set('forgotPasswordByEmail', {
      kind: 'server',
      status: 429,
      messageKey: 'too_many_requests',
    });
    vm.typeEmail('demo@example.com');
    await vm.sendCode();
    expect(vm.step).toBe('contact');
    expect(notifier.errors).toHaveLength(1);
  });

  it('resends only after the cooldown, and releases its timer', async () => {
    const { vm, authApi, clock } = world();
    vm.typeEmail('demo@example.com');
    await vm.sendCode();
    await vm.sendCode();
    expect(authApi.methods()).toEqual(['forgotPasswordByEmail']);
    clock.advance(60_000);
    await vm.sendCode();
    expect(authApi.methods()).toEqual(['forgotPasswordByEmail', 'forgotPasswordByEmail']);
    vm.dispose();
    expect(clock.pendingTimers()).toBe(0);
  });

  it('lets the player go back and correct the contact', async () => {
    const { vm } = world();
    vm.typeEmail('demo@example.com');
    await vm.sendCode();
    vm.changeContact();
    expect(vm.step).toBe('contact');
  });
});
