import { describe, expect, it } from 'vitest';
import { testContainer } from '../../app/testing/testContainer.ts';
import { TOKENS } from '../../di/tokens.ts';
import { MODAL_VM } from '../modalTokens.ts';
import type { ModalStore } from '../ModalStore.ts';
import type { LoginByEmailViewModel } from './LoginByEmailViewModel.ts';

describe('LoginByEmailViewModel', () => {
  it('sends a code to the email, then logs in with it', async () => {
    const { container, ports } = testContainer();
    const modals = container.get<ModalStore>(TOKENS.ModalStore);
    modals.openWith('LoginByEmail', { email: 'demo@example.com' });
    const vm = container.get<LoginByEmailViewModel>(MODAL_VM.LoginByEmail);
    expect(vm.email).toBe('demo@example.com');
    await vm.sendCode();
    expect(ports.auth.codeRequests).toEqual(['demo@example.com']);
    expect(vm.step).toBe('code');
    vm.typeCode('123456');
    await vm.submitCode();
    expect(ports.auth.calls[0]).toMatchObject({
      method: 'loginByEmailCode',
      args: ['demo@example.com', '123456', 'captcha-login'],
    });
    expect(modals.current()).toBeNull();
    vm.dispose();
  });

  it('requests the VIP club join for a code login begun on the VIP page (§6)', async () => {
    window.history.pushState({}, '', '/en/vip-club');
    try {
      const { container, ports } = testContainer();
      container.get<ModalStore>(TOKENS.ModalStore).openWith('LoginByEmail', { email: 'demo@example.com' });
      const vm = container.get<LoginByEmailViewModel>(MODAL_VM.LoginByEmail);
      await vm.sendCode();
      vm.typeCode('123456');
      await vm.submitCode();
      expect(ports.profile.vipJoins).toBe(1);
      vm.dispose();
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it('does not send a code to something that is not an email', async () => {
    const { container, ports } = testContainer();
    const vm = container.get<LoginByEmailViewModel>(MODAL_VM.LoginByEmail);
    vm.typeEmail('nobody');
    await vm.sendCode();
    expect(ports.auth.codeRequests).toEqual([]);
    expect(vm.emailError).toBe('validation.email');
  });
});
