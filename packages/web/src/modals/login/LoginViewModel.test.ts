import { describe, expect, it } from 'vitest';
import { settle } from '@casino/core/test/fakes';
import { testContainer } from '../../app/testing/testContainer.ts';
import { TOKENS } from '../../di/tokens.ts';
import type { NotificationStore } from '../../components/notifications/NotificationStore.ts';
import type { SessionStore } from '../../session/SessionStore.ts';
import { MODAL_VM } from '../modalTokens.ts';
import type { ModalStore } from '../ModalStore.ts';
import type { LoginViewModel } from './LoginViewModel.ts';

function setUp() {
  const { container, ports } = testContainer();
  const modals = container.get<ModalStore>(TOKENS.ModalStore);
  modals.open('Login');
  return {
    ports,
    modals,
    vm: container.get<LoginViewModel>(MODAL_VM.Login),
    session: container.get<SessionStore>(TOKENS.SessionStore),
    notifier: container.get<NotificationStore>(TOKENS.Notifier),
  };
}

describe('LoginViewModel', () => {
  it('logs in by email and password: the session starts, the modal closes and the login flag leaves the address', async () => {
    const { vm, ports, modals, session, notifier } = setUp();
    ports.navigation.go('/games?login&ref=7');
    vm.form.typeEmail(' demo@example.com ');
    vm.form.typePassword('demo12345');
    await vm.submitLogin();
    await settle();
    expect(ports.auth.calls[0]).toMatchObject({
      method: 'loginByEmailPassword',
      args: ['demo@example.com', 'demo12345', 'captcha-login'],
    });
    expect(session.isLoggedIn).toBe(true);
    expect(session.user).not.toBeNull();
    expect(modals.current()).toBeNull();
    expect(ports.navigation.current()).toMatchObject({ path: '/games', query: { ref: '7' } });
    expect(notifier.items.map((item) => item.titleKey)).toEqual(['auth:login.success']);
  });

  it('asks for nothing while the email is not one, and says which field is wrong', async () => {
    const { vm, ports } = setUp();
    vm.form.typeEmail('not an email');
    vm.form.typePassword('');
    await vm.submitLogin();
    expect(ports.auth.calls).toEqual([]);
    expect(vm.form.emailError).toBe('validation.email');
    expect(vm.form.passwordError).toBe('validation.password');
  });

  it('shows the server’s refusal as an error notification and keeps the modal open', async () => {
    const { vm, ports, modals, notifier } = setUp();
    ports.auth.failure = { kind: 'validation', fields: { email: ['invalid_credentials'] } };
    vm.form.typeEmail('demo@example.com');
    vm.form.typePassword('wrong');
    await vm.submitLogin();
    expect(modals.current()).toBe('Login');
    expect(notifier.items[0]).toMatchObject({ kind: 'error', lines: [{ key: 'error.invalid_credentials' }] });
  });

  it('logs in by phone through the mask: +7 (000) 123 45 67 goes to the server as +70001234567', async () => {
    const { vm, ports } = setUp();
    vm.form.chooseMethod('phone');
    vm.form.choosePhoneCountry('kz');
    vm.form.typePhone('8 000 123 45 67');
    expect(vm.form.phone.shown).toBe('+7 (000) 123 45 67');
    vm.form.typePassword('demo12345');
    await vm.submitLogin();
    expect(ports.auth.calls[0]).toMatchObject({
      method: 'loginByPhonePassword',
      args: ['+70001234567', 'demo12345', 'captcha-login'],
    });
  });

  it('sends a login code to the phone and moves on to ConfirmByPhone with that phone', async () => {
    const { vm, ports, modals } = setUp();
    vm.form.typePhone('+7 900 000 00 01');
    await vm.requestPhoneCode();
    expect(ports.auth.codeRequests).toEqual(['+79000000001']);
    expect(modals.current()).toBe('ConfirmByPhone');
    expect(modals.context).toMatchObject({ phone: '+79000000001' });
  });

  it('opens PayIn after the login when the address also asked for a deposit (§2)', async () => {
    const { vm, ports, modals } = setUp();
    ports.navigation.go('/?deposit');
    vm.form.typeEmail('demo@example.com');
    vm.form.typePassword('demo12345');
    await vm.submitLogin();
    expect(modals.current()).toBe('PayIn');
  });
});
