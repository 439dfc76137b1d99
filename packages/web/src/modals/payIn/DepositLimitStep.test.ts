import { describe, expect, it } from 'vitest';
import { DepositLimitPrompt, SetLimit } from '@casino/core';
import { FakeClock, FakeMoneyApi } from '@casino/core/test/fakes';
import { DepositLimitStep } from './DepositLimitStep.ts';

function world() {
  const moneyApi = new FakeMoneyApi();
  const step = new DepositLimitStep({
    depositLimitPrompt: new DepositLimitPrompt({ moneyApi }),
    setLimit: new SetLimit({ moneyApi, clock: new FakeClock() }),
    notifier: { notifyError: () => 0 },
  });
  return { moneyApi, step };
}

describe('DepositLimitStep', () => {
  it('asks a player before the first deposit and sets the limit they choose, in minor units', async () => {
    const w = world();
    await w.step.check();
    expect(w.step.status).toBe('asking');
    w.step.chooseKind('deposit_week');
    w.step.typeAmount('250');
    await w.step.saveLimit('RUB');
    expect(w.moneyApi.limitsSet).toEqual([{ kind: 'deposit_week', value: 25_000 }]);
    expect(w.step.status).toBe('done');
  });

  it('lets the player go on with no limit', async () => {
    const w = world();
    await w.step.check();
    w.step.chooseNoLimit();
    expect(w.step.status).toBe('done');
    expect(w.moneyApi.limitsSet).toEqual([]);
  });

  it('refuses an amount that is no limit', async () => {
    const w = world();
    await w.step.check();
    w.step.typeAmount('0');
    await w.step.saveLimit('USD');
    expect(w.step.invalid).toBe(true);
    expect(w.step.status).toBe('asking');
  });
});
