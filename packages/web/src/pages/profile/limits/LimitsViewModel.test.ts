import { describe, expect, it } from 'vitest';
import { COOLING_OFF_MS, LoadSaferPlay, SetLimit, TakeBreak } from '@casino/core';
import { usd, userFactory } from '@casino/core/test/factories';
import { FakeClock, FakeMoneyApi } from '@casino/core/test/fakes';
import { LimitsViewModel, limitText, parseLimit } from './LimitsViewModel.ts';

function world() {
  const moneyApi = new FakeMoneyApi();
  const clock = new FakeClock();
  const errors: unknown[] = [];
  const vm = new LimitsViewModel({
    session: { user: userFactory.build({ currency: 'USD', balance: usd(10) }) },
    loadSaferPlay: new LoadSaferPlay({ moneyApi, clock }),
    setLimit: new SetLimit({ moneyApi, clock }),
    takeBreak: new TakeBreak({ moneyApi }),
    clock,
    notifier: { notify: () => 0, notifyError: (e) => errors.push(e) },
  });
  return { vm, moneyApi, clock, errors };
}

describe('limits on the page', () => {
  it('reads money limits as major units and the session limit as whole minutes', () => {
    expect(parseLimit('deposit_day', '150,50', 'USD')).toBe(15_050);
    expect(parseLimit('session_minutes', '90', 'USD')).toBe(90);
    expect(parseLimit('session_minutes', '1441', 'USD')).toBeUndefined();
    expect(parseLimit('loss_week', '0', 'USD')).toBeUndefined();
    expect(parseLimit('loss_week', '1e3', 'USD')).toBeUndefined();
    expect(parseLimit('wager_month', '  ', 'USD')).toBeNull();
    expect(limitText('deposit_day', 15_050, 'USD')).toBe('150.5');
  });
});

describe('LimitsViewModel', () => {
  it('preloads the limits for the page’s first render, with no countdown running', async () => {
    const w = world();
    await w.vm.preload();
    expect(w.vm.state.status).toBe('ready');
    expect(w.clock.pendingTimers()).toBe(0);
  });

  it('applies a first limit at once and shows a raise pending for 24 hours', async () => {
    const w = world();
    w.vm.start();
    await w.vm.state.retry();
    w.vm.typeLimit('deposit_day', '100');
    await w.vm.saveLimit('deposit_day');
    expect(w.vm.limit('deposit_day')).toEqual({ kind: 'deposit_day', value: 10_000, pending: null });
    w.vm.typeLimit('deposit_day', '500');
    await w.vm.saveLimit('deposit_day');
    expect(w.vm.limit('deposit_day')?.value).toBe(10_000);
    expect(w.vm.limit('deposit_day')?.pending?.value).toBe(50_000);
    expect(w.vm.pendingLeftMs('deposit_day')).toBe(COOLING_OFF_MS);
    w.clock.advance(60_000);
    expect(w.vm.pendingLeftMs('deposit_day')).toBe(COOLING_OFF_MS - 60_000);
    expect(w.moneyApi.limitsSet).toEqual([
      { kind: 'deposit_day', value: 10_000 },
      { kind: 'deposit_day', value: 50_000 },
    ]);
  });

  it('marks text that is no limit and sends nothing', async () => {
    const w = world();
    w.vm.start();
    await w.vm.state.retry();
    w.vm.typeLimit('session_minutes', '12.5');
    await w.vm.saveLimit('session_minutes');
    expect(w.vm.invalid).toBe('session_minutes');
    expect(w.moneyApi.limitsSet).toEqual([]);
  });

  it('starts a time-out only with the right password, and shows its end', async () => {
    const w = world();
    w.vm.start();
    await w.vm.state.retry();
    w.vm.breakForm.choose({ kind: 'time_out', period: '24h' });
    w.vm.breakForm.typePassword('wrong');
    await w.vm.breakForm.confirm();
    expect(w.vm.breakForm.passwordError).toBe('wrong_password');
    expect(w.vm.state.value?.exclusion).toBeNull();
    w.vm.breakForm.typePassword(w.moneyApi.password);
    await w.vm.breakForm.confirm();
    expect(w.vm.state.value?.exclusion).toEqual({ kind: 'time_out', endsAt: Date.UTC(2030, 0, 2) });
    expect(w.vm.breakForm.choice).toBeNull();
  });
});
