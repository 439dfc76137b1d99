import { describe, expect, it } from 'vitest';
import {
  CancelWithdrawal,
  ListWithdrawals,
  RequestWithdrawal,
  ok,
  type ModalName,
  type User,
} from '@casino/core';
import { billingDataFactory, paymentMethodFactory, usd, userFactory } from '@casino/core/test/factories';
import { FakeClock, FakeMoneyApi, FakeRandomness } from '@casino/core/test/fakes';
import type { NotificationRequest } from '../../../components/notifications/NotificationStore.ts';
import { WithdrawViewModel } from './WithdrawViewModel.ts';

const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

function world(user: User = userFactory.build({ currency: 'USD', balance: usd(100) })) {
  const moneyApi = new FakeMoneyApi();
  const opened: ModalName[] = [];
  const notes: NotificationRequest[] = [];
  let profileReads = 0;
  const loadProfile = { execute: async () => ((profileReads += 1), ok(user)) };
  const vm = new WithdrawViewModel({
    session: { user },
    billingApi: {
      getBillingData: async () =>
        ok(
          billingDataFactory.build({
            methods: [
              paymentMethodFactory.build({ hash: 'card', currency: 'USD' }),
              paymentMethodFactory.build({ hash: 'phone', currency: 'USD', kind: 'phone' }),
            ],
            cryptoPayouts: [
              paymentMethodFactory.build({
                hash: 'usdt',
                name: 'USDT (TRC20)',
                nameEn: 'USDT (TRC20)',
                kind: 'crypto',
                crypto: true,
              }),
            ],
          }),
        ),
    },
    requestWithdrawal: new RequestWithdrawal({
      moneyApi,
      randomness: new FakeRandomness(),
      clock: new FakeClock(),
      loadProfile,
    }),
    listWithdrawals: new ListWithdrawals({ moneyApi }),
    cancelWithdrawal: new CancelWithdrawal({ moneyApi, loadProfile }),
    modals: { open: (name) => void opened.push(name) },
    notifier: { notify: (note) => notes.push(note), notifyError: () => 0 },
  });
  return { vm, moneyApi, opened, notes, profileReads: () => profileReads };
}

async function started(w: ReturnType<typeof world>) {
  w.vm.start();
  await w.vm.methods.retry();
  await w.vm.loadWithdrawals();
  return w;
}

describe('WithdrawViewModel', () => {
  it('preloads the payout methods and the withdrawals for the page’s first render, opening no dialog', async () => {
    const user = userFactory.build({
      currency: 'USD',
      balance: usd(100),
      verification: { isNeed: true, status: 'pending' },
    });
    const w = world(user);
    await w.vm.preload();
    expect(w.vm.methods.value?.map((m) => m.hash)).toEqual(['card', 'usdt']);
    expect(w.vm.withdrawals.status).toBe('ready');
    expect(w.opened).toEqual([]);
  });

  it('offers the card and the crypto payout, never the transfer by phone', async () => {
    const { vm } = await started(world());
    expect(vm.methods.value?.map((m) => m.hash)).toEqual(['card', 'usdt']);
  });

  it('opens Verification first when the profile asks for it, and sends nothing', async () => {
    const user = userFactory.build({
      currency: 'USD',
      balance: usd(100),
      verification: { isNeed: true, status: 'pending' },
    });
    const w = await started(world(user));
    await w.vm.submit();
    expect(w.opened).toEqual(['Verification', 'Verification']);
    expect(w.moneyApi.calls).not.toContain('requestWithdrawal');
  });

  it('says the §9 minimum payout and the withdrawable balance, and sends nothing outside them', async () => {
    const w = await started(world());
    w.vm.chooseMethod('usdt');
    w.vm.typeDestination(TRON);
    w.vm.typeAmount('0.50');
    await w.vm.submit();
    expect(w.vm.shownProblem).toEqual({ reason: 'below_min_payout', minMinor: 100 });
    w.vm.typeAmount('100.01');
    expect(w.vm.shownProblem).toEqual({ reason: 'above_withdrawable', maxMinor: 10_000 });
    expect(w.moneyApi.calls).not.toContain('requestWithdrawal');
  });

  it('refuses an address that fails its checksum', async () => {
    const w = await started(world());
    w.vm.chooseMethod('usdt');
    w.vm.typeAmount('10');
    w.vm.typeDestination(`${TRON.slice(0, -1)}X`);
    await w.vm.submit();
    expect(w.vm.shownProblem).toEqual({ reason: 'invalid_destination' });
  });

  it('holds a valid request, lists it pending, and cancels it', async () => {
    const w = await started(world());
    w.vm.chooseMethod('usdt');
    w.vm.typeAmount('10');
    w.vm.typeDestination(TRON);
    await w.vm.submit();
    expect(w.vm.withdrawals.value?.map((x) => x.status)).toEqual(['pending']);
    expect(w.moneyApi.withdrawals[0]).toMatchObject({ amountMinor: 1000, method: 'usdt', destination: TRON });
    expect(w.vm.amountText).toBe('');
    await w.vm.cancel('1');
    expect(w.vm.withdrawals.value?.map((x) => x.status)).toEqual(['cancelled']);
    expect(w.profileReads()).toBe(2);
    expect(w.notes.map((n) => n.titleKey)).toEqual(['money:withdraw.requested', 'money:withdraw.cancelled']);
  });

  it('warns that a request forfeits an unfinished bonus and sends it only once the player confirms', async () => {
    const user = userFactory.build({
      currency: 'USD',
      balance: usd(100),
      bonusBalance: usd(50),
      bonus: usd(1000),
    });
    const w = await started(world(user));
    expect(w.vm.bonusAtStake).toEqual(usd(50));
    w.vm.chooseMethod('usdt');
    w.vm.typeAmount('10');
    w.vm.typeDestination(TRON);
    await w.vm.submit();
    expect(w.vm.shownProblem).toEqual({ reason: 'bonus_forfeit_unconfirmed' });
    expect(w.moneyApi.calls).not.toContain('requestWithdrawal');
    w.vm.confirmForfeit(true);
    await w.vm.submit();
    expect(w.moneyApi.requests).toEqual([expect.objectContaining({ amountMinor: 1000, forfeitBonus: true })]);
    expect(w.vm.forfeitConfirmed).toBe(false);
  });

  it('asks nothing about a bonus when none is being wagered', async () => {
    const user = userFactory.build({
      currency: 'USD',
      balance: usd(100),
      bonusBalance: usd(50),
      bonus: usd(0),
    });
    const w = await started(world(user));
    expect(w.vm.bonusAtStake).toBeNull();
    w.vm.chooseMethod('usdt');
    w.vm.typeAmount('10');
    w.vm.typeDestination(TRON);
    await w.vm.submit();
    expect(w.moneyApi.requests).toHaveLength(1);
    expect(w.moneyApi.requests[0]?.forfeitBonus).toBeUndefined();
  });

  it('withdraws the whole real balance, never the bonus', async () => {
    const user = userFactory.build({ currency: 'USD', balance: usd(42.5), bonusBalance: usd(300) });
    const w = await started(world(user));
    w.vm.chooseAll();
    expect(w.vm.amountText).toBe('42.5');
  });

  it('offers the identity check beside the payout rules until it is passed', () => {
    const unverified = world(
      userFactory.build({
        currency: 'USD',
        balance: usd(100),
        verification: { isNeed: false, status: 'failed' },
      }),
    );
    expect(unverified.vm.identityVerified).toBe(false);
    unverified.vm.openVerification();
    expect(unverified.opened).toEqual(['Verification']);
    const verified = world(
      userFactory.build({
        currency: 'USD',
        balance: usd(100),
        verification: { isNeed: false, status: 'success' },
      }),
    );
    expect(verified.vm.identityVerified).toBe(true);
  });
});
