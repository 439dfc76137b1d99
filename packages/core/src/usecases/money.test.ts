import { describe, expect, it } from 'vitest';
import { ok } from '../domain/result.ts';
import { FakeClock } from '../../test/fakes/FakeClock.ts';
import { FakeMoneyApi } from '../../test/fakes/FakeMoneyApi.ts';
import { FakeRandomness } from '../../test/fakes/FakeRandomness.ts';
import { movementFactory } from '../../test/factories/movements.ts';
import { COOLING_OFF_MS, LIMIT_KINDS } from '../saferPlay/limits.ts';
import { CancelWithdrawal } from './CancelWithdrawal.ts';
import { createMoneyUseCases, MONEY_USE_CASE_NAMES } from './createMoneyUseCases.ts';
import { DepositLimitPrompt } from './DepositLimitPrompt.ts';
import { ExportHistory } from './ExportHistory.ts';
import { ListWithdrawals } from './ListWithdrawals.ts';
import { LoadHistory } from './LoadHistory.ts';
import { LoadSaferPlay } from './LoadSaferPlay.ts';
import { TakeBreak } from './TakeBreak.ts';

const profileReader = () => {
  const reads = { count: 0 };
  return { reads, loadProfile: { execute: async () => ((reads.count += 1), ok(undefined as never)) } };
};

async function withPending(api: FakeMoneyApi) {
  await api.requestWithdrawal({ methodHash: 'm', amountMinor: 500, destination: 'x', idempotencyKey: 'k1' });
  await api.requestWithdrawal({ methodHash: 'm', amountMinor: 700, destination: 'x', idempotencyKey: 'k2' });
}

describe('CancelWithdrawal', () => {
  it('cancels a pending withdrawal and reads the profile so the hold shows back in the balance', async () => {
    const api = new FakeMoneyApi();
    await withPending(api);
    const { reads, loadProfile } = profileReader();
    const result = await new CancelWithdrawal({ moneyApi: api, loadProfile }).execute('1');
    expect(result.ok && result.value.status).toBe('cancelled');
    expect(reads.count).toBe(1);
  });

  it('reads nothing again when the API refuses', async () => {
    const api = new FakeMoneyApi();
    const { reads, loadProfile } = profileReader();
    const result = await new CancelWithdrawal({ moneyApi: api, loadProfile }).execute('404');
    expect(result).toEqual({ ok: false, error: { kind: 'notFound' } });
    expect(reads.count).toBe(0);
  });
});

describe('createMoneyUseCases (the money use cases, apart from play: issue 35)', () => {
  it('makes each one once, on first use, over the ports it is given', async () => {
    const api = new FakeMoneyApi();
    await withPending(api);
    const { reads, loadProfile } = profileReader();
    const money = createMoneyUseCases({
      moneyApi: api,
      randomness: new FakeRandomness(),
      clock: new FakeClock(),
      loadProfile,
    });
    expect([...MONEY_USE_CASE_NAMES].sort()).toEqual([
      'cancelWithdrawal',
      'exportHistory',
      'listWithdrawals',
      'loadHistory',
      'requestWithdrawal',
    ]);
    for (const name of MONEY_USE_CASE_NAMES) expect(money[name], name).toBe(money[name]);
    const cancelled = await money.cancelWithdrawal.execute('1');
    expect(cancelled.ok && cancelled.value.status).toBe('cancelled');
    expect(reads.count).toBe(1);
    const listed = await money.listWithdrawals.execute();
    expect(listed.ok && listed.value.map((w) => [w.id, w.status])).toEqual([
      ['2', 'pending'],
      ['1', 'cancelled'],
    ]);
  });
});

describe('ListWithdrawals', () => {
  it('lists the pending withdrawals first, the ones the player may still cancel', async () => {
    const api = new FakeMoneyApi();
    await withPending(api);
    await api.cancelWithdrawal('2');
    const result = await new ListWithdrawals({ moneyApi: api }).execute();
    expect(result.ok && result.value.map((w) => [w.id, w.status])).toEqual([
      ['1', 'pending'],
      ['2', 'cancelled'],
    ]);
  });
});

describe('LoadHistory and ExportHistory', () => {
  it('asks for a kind and a range of whole days, the end day included', async () => {
    const api = new FakeMoneyApi();
    const filter = { kind: 'deposit', fromDay: '2026-05-01', toDay: '2026-05-05' } as const;
    await new LoadHistory({ moneyApi: api }).execute(filter);
    await new ExportHistory({ moneyApi: api }).execute(filter);
    expect(api.calls).toEqual([
      'getHistory {"kind":"deposit","from":"2026-05-01","to":"2026-05-06","limit":50}',
      'exportHistory {"kind":"deposit","from":"2026-05-01","to":"2026-05-06"}',
    ]);
  });

  it("pages with the previous answer's cursor", async () => {
    const api = new FakeMoneyApi();
    api.movements = movementFactory.buildList(60);
    const load = new LoadHistory({ moneyApi: api });
    const all = { kind: null, fromDay: '', toDay: '' };
    const first = await load.execute(all);
    const cursor = first.ok ? first.value.nextCursor : null;
    const second = await load.execute(all, cursor);
    expect(first.ok && first.value.movements).toHaveLength(50);
    expect(second.ok && second.value).toMatchObject({ nextCursor: null });
    expect(second.ok && second.value.movements).toHaveLength(10);
  });
});

describe('LoadSaferPlay', () => {
  it('gives every limit kind once, and shows a loosening in force once its 24 hours have passed', async () => {
    const api = new FakeMoneyApi();
    const clock = new FakeClock(Date.UTC(2030, 0, 1));
    api.limits = [
      { kind: 'deposit_day', value: 100_00, pending: { value: 500_00, effectiveAt: clock.now() - 1 } },
      {
        kind: 'loss_week',
        value: 50_00,
        pending: { value: null, effectiveAt: clock.now() + COOLING_OFF_MS },
      },
    ];
    api.exclusion = { kind: 'time_out', endsAt: clock.now() - 1 };
    const result = await new LoadSaferPlay({ moneyApi: api, clock }).execute();
    if (!result.ok) throw new Error('expected the state');
    expect(result.value.limits.map((l) => l.kind)).toEqual([...LIMIT_KINDS]);
    expect(result.value.limits[0]).toEqual({ kind: 'deposit_day', value: 500_00, pending: null });
    expect(result.value.limits[4]?.pending?.value).toBeNull();
    expect(result.value.exclusion).toBeNull();
  });
});

describe('TakeBreak', () => {
  it('sends nothing without the password', async () => {
    const api = new FakeMoneyApi();
    const result = await new TakeBreak({ moneyApi: api }).execute({
      kind: 'time_out',
      period: '24h',
      password: '',
    });
    expect(result).toEqual({ ok: false, error: { kind: 'validation', fields: { password: ['required'] } } });
    expect(api.calls).toEqual([]);
  });
});

describe('DepositLimitPrompt', () => {
  it('asks a player who never deposited and set no deposit limit', async () => {
    expect(await new DepositLimitPrompt({ moneyApi: new FakeMoneyApi() }).isDue()).toBe(true);
  });

  it('does not ask once a deposit limit is set or a deposit was made', async () => {
    const limited = new FakeMoneyApi();
    limited.limits = [{ kind: 'deposit_week', value: 100_00, pending: null }];
    const deposited = new FakeMoneyApi();
    deposited.movements = [movementFactory.build({ kind: 'deposit' })];
    expect(await new DepositLimitPrompt({ moneyApi: limited }).isDue()).toBe(false);
    expect(await new DepositLimitPrompt({ moneyApi: deposited }).isDue()).toBe(false);
  });

  it('asks when the state cannot be read: offering a limit once too often is the safe mistake', async () => {
    const api = new FakeMoneyApi();
    api.movements = [movementFactory.build({ kind: 'deposit' })];
    api.failWith = { kind: 'network', message: 'Network Error' };
    expect(await new DepositLimitPrompt({ moneyApi: api }).isDue()).toBe(true);
  });
});
