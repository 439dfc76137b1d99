import { describe, expect, it } from 'vitest';
import { FakeCaptcha, FakeClock } from '@casino/core/test/fakes';
import { userFactory } from '@casino/core/test/factories';
import { FakeAccountAuth, FakeLoadProfile, FakeProfileServer } from '../../../testing/FakeAccountApis.ts';
import { FakeNotifier, FakeSession } from '../../../testing/fakeStores.ts';
import { ProfileAccessViewModel } from './ProfileAccessViewModel.ts';

function world(
  user = userFactory.build({ isEmailVerified: false, isPhoneVerified: false, isPasswordExists: false }),
) {
  const session = new FakeSession(user);
  const server = new FakeProfileServer(user);
  const loadProfile = new FakeLoadProfile(server, session);
  const authApi = new FakeAccountAuth();
  const notifier = new FakeNotifier();
  const clock = new FakeClock();
  const captcha = new FakeCaptcha();
  const vm = new ProfileAccessViewModel({ session, authApi, loadProfile, notifier, clock, captcha });
  return { session, server, loadProfile, authApi, notifier, clock, vm };
}

describe('ProfileAccessViewModel', () => {
  it('offers to verify only the contacts that are not verified yet', () => {
    const { vm } = world(userFactory.build({ isEmailVerified: true, isPhoneVerified: false }));
    expect(vm.emailToVerify).toBeNull();
    expect(vm.phoneToVerify).not.toBeNull();
  });

  it('sends an email code, then verifies it with the captcha token and fetches the profile again', async () => {
    const { vm, authApi, server, loadProfile, notifier } = world();
    await vm.email.sendCode();
    expect(vm.email.sent).toBe(true);
    expect(authApi.methods()).toEqual(['resendEmailVerification']);
    server.user = { ...server.user, isEmailVerified: true };
    vm.email.typeCode(' 123456 ');
    await vm.email.submitCode();
    expect(authApi.calls.at(-1)).toEqual({
      method: 'verifyEmailCode',
      args: ['123456', 'captcha-verify_code'],
    });
    expect(loadProfile.runs).toBe(1);
    expect(vm.emailToVerify).toBeNull();
    expect(notifier.notices.map((notice) => notice.titleKey)).toEqual([
      'profile:access.codeSent',
      'profile:access.email.verified',
    ]);
  });

  it('shows a wrong code under the field in words', async () => {
    const { vm, loadProfile } = world();
    vm.phone.typeCode('000000');
    await vm.phone.submitCode();
    expect(vm.phone.codeError).toBe('errors:error.invalid_code');
    expect(loadProfile.runs).toBe(0);
  });

  it('asks for the code before sending an empty one', async () => {
    const { vm, authApi } = world();
    await vm.phone.submitCode();
    expect(vm.phone.codeError).toBe('errors:error.required');
    expect(authApi.calls).toEqual([]);
  });

  it('lets a code be sent again only after the cooldown', async () => {
    const { vm, authApi, clock } = world();
    await vm.phone.sendCode();
    await vm.phone.sendCode();
    expect(authApi.methods()).toEqual(['resendPhoneCode']);
    clock.advance(60_000);
    await vm.phone.sendCode();
    expect(authApi.methods()).toEqual(['resendPhoneCode', 'resendPhoneCode']);
    vm.dispose();
    expect(clock.pendingTimers()).toBe(0);
  });

  it('tells a failed send as an error notification', async () => {
    const { vm, authApi, notifier } = world();
    authApi.failures.set('resendEmailVerification', {
      kind: 'server',
      status: 429,
      messageKey: 'too_many_requests',
    });
    await vm.email.sendCode();
    expect(vm.email.sent).toBe(false);
    expect(notifier.errors).toHaveLength(1);
  });

  describe('setting a password', () => {
    it('is offered when the account has no password', () => {
      expect(world().vm.needsPassword).toBe(true);
      expect(world(userFactory.build({ isPasswordExists: true })).vm.needsPassword).toBe(false);
    });

    it('shows the first message of errors.password from a 422 (§5)', async () => {
      const { vm, authApi } = world();
      authApi.failures.set('setPassword', {
        kind: 'validation',
        fields: { password: ['too_short: at least 8', 'required'], password_confirm: ['mismatch'] },
      });
      vm.setPassword.typePassword('short');
      vm.setPassword.typeConfirm('other');
      await vm.setPassword.submit();
      expect(vm.setPassword.error).toEqual({ key: 'error.too_short', detail: 'at least 8' });
    });

    it('shows the password_confirm message when password has none', async () => {
      const { vm, authApi } = world();
      authApi.failures.set('setPassword', { kind: 'validation', fields: { password_confirm: ['mismatch'] } });
      vm.setPassword.typePassword('long enough');
      vm.setPassword.typeConfirm('different');
      await vm.setPassword.submit();
      expect(vm.setPassword.error?.key).toBe('error.mismatch');
    });

    it('sets the password and fetches the profile again', async () => {
      const { vm, authApi, server, loadProfile } = world();
      server.user = { ...server.user, isPasswordExists: true };
      vm.setPassword.typePassword('long enough');
      vm.setPassword.typeConfirm('long enough');
      await vm.setPassword.submit();
      expect(authApi.calls).toEqual([{ method: 'setPassword', args: ['long enough', 'long enough'] }]);
      expect(loadProfile.runs).toBe(1);
      expect(vm.needsPassword).toBe(false);
    });

    it('refuses empty fields without a call', async () => {
      const { vm, authApi } = world();
      await vm.setPassword.submit();
      expect(vm.setPassword.error?.key).toBe('error.required');
      expect(authApi.calls).toEqual([]);
    });
  });
});
