import { describe, expect, it } from 'vitest';
import { testContainer } from '../../app/testing/testContainer.ts';
import { TOKENS } from '../../di/tokens.ts';
import { MODAL_VM } from '../modalTokens.ts';
import type { ModalStore } from '../ModalStore.ts';
import type { ConfirmByPhoneViewModel } from './ConfirmByPhoneViewModel.ts';

function setUp() {
  const { container, ports } = testContainer();
  const modals = container.get<ModalStore>(TOKENS.ModalStore);
  modals.openWith('ConfirmByPhone', { phone: '+70001234567' });
  return { ports, modals, vm: container.get<ConfirmByPhoneViewModel>(MODAL_VM.ConfirmByPhone) };
}

describe('ConfirmByPhoneViewModel', () => {
  it('logs in with the code sent to the phone', async () => {
    const { vm, ports, modals } = setUp();
    vm.typeCode('12 34');
    await vm.submitCode();
    expect(ports.auth.calls[0]).toMatchObject({
      method: 'loginByPhoneCode',
      args: ['+70001234567', '1234', false, 'captcha-login'],
    });
    expect(modals.current()).toBeNull();
  });

  it('offers to send the code again only after the 60 s wait, and by SMS it says so on login', async () => {
    const { vm, ports } = setUp();
    expect(vm.cooldown.canResend).toBe(false);
    ports.clock.advance(60_000);
    expect(vm.cooldown.canResend).toBe(true);
    await vm.resend(true);
    expect(vm.cooldown.secondsLeft).toBe(60);
    vm.typeCode('5678');
    await vm.submitCode();
    expect(ports.auth.calls.at(-1)).toMatchObject({ args: ['+70001234567', '5678', true, 'captcha-login'] });
    vm.dispose();
    ports.clock.advance(5_000);
    expect(vm.cooldown.secondsLeft).toBe(60);
  });
});
