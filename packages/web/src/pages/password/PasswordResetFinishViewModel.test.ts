import { describe, expect, it } from 'vitest';
import { FakeAccountAuth } from '../../testing/FakeAccountApis.ts';
import { FakeModalOpener, FakeNotifier } from '../../testing/fakeStores.ts';
import { PasswordResetFinishViewModel } from './PasswordResetFinishViewModel.ts';
import { channelOf } from './resetLink.ts';

function world() {
  const authApi = new FakeAccountAuth();
  const notifier = new FakeNotifier();
  const modals = new FakeModalOpener();
  return { authApi, notifier, modals, vm: new PasswordResetFinishViewModel({ authApi, notifier, modals }) };
}

describe('PasswordResetFinishViewModel', () => {
  it('checks an email token first and confirms it, then shows the form', async () => {
    const { vm, authApi } = world();
    await vm.open('reset-token', 'email');
    expect(authApi.methods()).toEqual(['checkEmailResetToken', 'confirmEmailResetToken']);
    expect(vm.state).toBe('form');
  });

  it('sends a failed phone token check to /error (§8)', async () => {
    const { vm } = world();
    await vm.open('unknown-token', 'phone');
    expect(vm.state).toBe('leave');
  });

  it('says an email link is no longer valid', async () => {
    const { vm } = world();
    await vm.open('unknown-token', 'email');
    expect(vm.state).toBe('invalid');
  });

  it('offers a retry when the check could not be made', async () => {
    const { vm, authApi } = world();
    authApi.failures.set('checkEmailResetToken', { kind: 'network', message: 'Network Error' });
    await vm.open('reset-token', 'email');
    expect(vm.state).toBe('failed');
    authApi.failures.delete('checkEmailResetToken');
    await vm.retry();
    expect(vm.state).toBe('form');
  });

  it('does not send a token that cannot be one', async () => {
    const { vm, authApi } = world();
    await vm.open('<script>', 'email');
    expect(vm.state).toBe('invalid');
    await vm.open('a/b', 'phone');
    expect(vm.state).toBe('leave');
    expect(authApi.calls).toEqual([]);
  });

  it('sets the new password by phone token and offers the login', async () => {
    const { vm, authApi, notifier, modals } = world();
    await vm.open('reset-token', 'phone');
    vm.typePassword('new secret 1');
    vm.typeConfirm('new secret 1');
    await vm.submit();
    expect(authApi.calls.at(-1)).toEqual({
      method: 'resetPasswordByPhone',
      args: ['reset-token', 'new secret 1', 'new secret 1'],
    });
    expect(vm.state).toBe('done');
    expect(notifier.notices).toEqual([{ kind: 'success', titleKey: 'password:finish.changed' }]);
    vm.logIn();
    expect(modals.names()).toEqual(['Login']);
  });

  it('shows the 422 field messages under their fields', async () => {
    const { vm, authApi } = world();
    await vm.open('reset-token', 'email');
    authApi.failures.set('resetPasswordByToken', {
      kind: 'validation',
      fields: { password: ['too_short'], password_confirm: ['mismatch'] },
    });
    vm.typePassword('short');
    vm.typeConfirm('other');
    await vm.submit();
    expect(vm.fieldErrors).toEqual({ password: 'error.too_short', password_confirm: 'error.mismatch' });
    expect(vm.state).toBe('form');
  });

  it('turns an expired token at submit into the invalid-link state', async () => {
    const { vm, authApi } = world();
    await vm.open('reset-token', 'email');
    authApi.knownTokens.clear();
    vm.typePassword('new secret 1');
    vm.typeConfirm('new secret 1');
    await vm.submit();
    expect(vm.state).toBe('invalid');
  });

  it('asks for both fields before calling', async () => {
    const { vm, authApi } = world();
    await vm.open('reset-token', 'email');
    await vm.submit();
    expect(vm.fieldErrors).toEqual({ password: 'error.required', password_confirm: 'error.required' });
    expect(authApi.methods()).not.toContain('resetPasswordByToken');
  });

  it('reads the channel from the page query: only via=phone is a phone reset', () => {
    expect(channelOf('?via=phone')).toBe('phone');
    expect(channelOf('?via=PHONE&x=1')).toBe('email');
    expect(channelOf('')).toBe('email');
  });
});
