import { describe, expect, it } from 'vitest';
import { settle } from '@casino/core/test/fakes';
import { paymentMethodFactory, rub } from '@casino/core/test/factories';
import { testContainer } from '../../app/testing/testContainer.ts';
import { TOKENS } from '../../di/tokens.ts';
import type { SessionStore } from '../../session/SessionStore.ts';
import { MODAL_VM } from '../modalTokens.ts';
import type { ModalStore } from '../ModalStore.ts';
import type { PayInViewModel } from './PayInViewModel.ts';

async function setUp(context: Record<string, string> = {}) {
  const { container, ports } = testContainer();
  container.get<SessionStore>(TOKENS.SessionStore).setToken('access-token');
  const modals = container.get<ModalStore>(TOKENS.ModalStore);
  modals.openWith('PayIn', context);
  const vm = container.get<PayInViewModel>(MODAL_VM.PayIn);
  return { container, ports, modals, vm };
}

describe('PayInViewModel', () => {
  it('offers the methods of the billing data, with the §5 defaults for a method that gives no limits', async () => {
    const { vm } = await setUp();
    await vm.load();
    expect(vm.status).toBe('ready');
    expect(vm.limits).toEqual({ min: rub(100), max: rub(300000) });
    expect(vm.amountText).toBe('100');
    expect(vm.presets).toHaveLength(5);
    expect(vm.presets[0]).toEqual(rub(100));
    expect(vm.presets.at(-1)).toEqual(rub(300000));
  });

  it('uses the method’s own limits and preset amounts when it has them', async () => {
    const { vm, ports } = await setUp();
    ports.billing.billingData = {
      ...ports.billing.billingData,
      methods: [
        paymentMethodFactory.build({
          minAmount: rub(500),
          maxAmount: rub(20000),
          preset: { default: rub(1000), amounts: [rub(500), rub(1000), rub(5000)] },
        }),
      ],
    };
    await vm.load();
    expect(vm.amountText).toBe('1000');
    expect(vm.presets).toEqual([rub(500), rub(1000), rub(5000)]);
  });

  it('refuses an amount outside the limits with the limit to show, and sends nothing', async () => {
    const { vm, ports } = await setUp();
    await vm.load();
    vm.typeAmount('50');
    expect(vm.shownAmountProblem).toMatchObject({ reason: 'below_min', limits: { min: rub(100) } });
    await vm.submitDeposit();
    expect(ports.billing.created).toEqual([]);
  });

  it('reads "1500,5" as 1500.50 and refuses a third decimal', async () => {
    const { vm } = await setUp();
    await vm.load();
    vm.typeAmount('1500,5');
    expect(vm.amount).toEqual(rub(1500.5));
    vm.typeAmount('10.555');
    expect(vm.amount).toBeNull();
  });

  it('creates the invoice, counts down from its life time, and on status 3 shows SuccessPayment (§4)', async () => {
    const { vm, ports, modals } = await setUp();
    await vm.load();
    vm.choosePreset(rub(1000));
    await vm.submitDeposit();
    expect(ports.billing.created).toEqual([{ methodHash: vm.selectedHash, amount: rub(1000) }]);
    expect(vm.invoice?.secondsLeft).toBe(1200);
    ports.clock.advance(1_000);
    expect(vm.invoice?.secondsLeft).toBe(1199);
    ports.billing.statuses = [1, 3];
    await ports.clock.advanceAndSettle(10_000);
    await settle();
    expect(vm.invoice).toBeNull();
    expect(modals.current()).toBe('SuccessPayment');
    vm.dispose();
  });

  it('carries the code of “Deposit and get the bonus” into the invoice (issue 34)', async () => {
    const { vm, ports } = await setUp({ promo: 'WELCOME100' });
    await vm.load();
    vm.choosePreset(rub(1000));
    await vm.submitDeposit();
    expect(ports.billing.created).toEqual([
      { methodHash: vm.selectedHash, amount: rub(1000), promo: 'WELCOME100' },
    ]);
    vm.dispose();
  });

  it('asks a visitor to log in first', async () => {
    const { container } = testContainer();
    const vm = container.get<PayInViewModel>(MODAL_VM.PayIn);
    expect(vm.isLoggedIn).toBe(false);
    vm.logInFirst();
    expect(container.get<ModalStore>(TOKENS.ModalStore).current()).toBe('Login');
  });
});
