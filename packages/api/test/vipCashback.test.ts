import { VIP_LEVELS } from '@casino/tables';
import { describe, expect, it } from 'vitest';
import { ServerClock } from '../src/clock.ts';
import { Database } from '../src/db/database.ts';
import type { Deps } from '../src/deps.ts';
import { credit, debit, openDeposit } from '../src/money/money.ts';
import { runCashback } from '../src/vip/cashback.ts';
import { levelFor } from '../src/vip/vipLevels.ts';
import { confirmedDeposits } from '../src/vip/vipStore.ts';

const DAY = 86_400_000;
/** A Wednesday: its week started on Monday 2026-03-02 and ends on Monday 2026-03-09, 00:00 UTC. */
const WEDNESDAY = Date.parse('2026-03-04T10:00:00Z');
const NEXT_MONDAY = Date.parse('2026-03-09T00:00:00Z');

/** A store on a hand-moved clock with one RUB player, a VIP member since the day before, unless told otherwise. */
function world(options: { member?: boolean; joinedAt?: number; currency?: string } = {}) {
  let now = WEDNESDAY;
  const db = new Database(':memory:');
  db.migrate(now);
  const clock = new ServerClock({ now: () => now });
  const deps = { db, clock, log: () => undefined, warn: () => undefined } as unknown as Deps;
  const currency = options.currency ?? 'RUB';
  const playerId = db.run(
    `INSERT INTO players (name, register_method, currency, created_at, premium_status, vip_joined_at)
     VALUES ('P', 'email', ?, ?, ?, ?)`,
    currency,
    now - 30 * DAY,
    options.member === false ? null : 'vip',
    options.member === false ? null : (options.joinedAt ?? now - DAY),
  ).lastId;
  let refs = 0;
  const ref = () => `t:${(refs += 1)}`;
  return {
    deps,
    playerId,
    at: (ms: number) => (now = ms),
    deposit: (minor: number) =>
      credit(deps, { playerId, kind: 'deposit', amountMinor: minor, currency, reference: ref() }),
    bet: (minor: number) =>
      debit(deps, { playerId, kind: 'bet', amountMinor: minor, currency, reference: ref() }),
    win: (minor: number) =>
      credit(deps, { playerId, kind: 'win', amountMinor: minor, currency, reference: ref() }),
    cashbacks: () =>
      db.all<{ amount_minor: number; reference: string; currency: string }>(
        "SELECT amount_minor, reference, currency FROM transactions WHERE player_id = ? AND kind = 'cashback'",
        playerId,
      ),
    balance: () =>
      db.get<{ b: number }>('SELECT balance_minor AS b FROM players WHERE id = ?', playerId)?.b ?? 0,
  };
}

describe('VIP levels from confirmed deposits (issue 34)', () => {
  it('ranks by the published table in the player’s currency, counting only paid deposits', () => {
    const w = world({ currency: 'USD' });
    w.deposit(40_000);
    openDeposit(w.deps, {
      playerId: w.playerId,
      amountMinor: 1_000_000,
      currency: 'USD',
      reference: 'invoice:open',
    });
    expect(confirmedDeposits(w.deps, w.playerId)).toBe(40_000);
    expect(levelFor('USD', 40_000)).toMatchObject({
      current: { level: 1 },
      next: { level: 2, minDepositMinor: 50_000 },
    });
    w.deposit(10_000);
    expect(levelFor('USD', confirmedDeposits(w.deps, w.playerId)).current?.name).toBe('Silver');
    // Every currency of the table has a threshold for every level, rising with the level.
    for (const currency of ['RUB', 'USD', 'EUR', 'KZT', 'INR']) {
      const thresholds = VIP_LEVELS.map((row) => (row.minDeposit as Record<string, number>)[currency]);
      expect(thresholds.every((value, index) => index === 0 || value! > thresholds[index - 1]!)).toBe(true);
    }
    expect(levelFor('KZT', 2_500_000_000)).toMatchObject({ current: { level: 5 }, next: null });
  });
});

describe('the weekly cashback job (issue 34)', () => {
  it('pays the level’s percent of the week’s net loss once the week has ended, with a ledger row', () => {
    const w = world();
    w.deposit(6_000_000); // 60 000 ₽: Silver, 5 %
    w.bet(1_000_000);
    w.win(400_000);
    w.bet(100_000);
    // The week has not ended: nothing yet.
    expect(runCashback(w.deps)).toBe(0);
    w.at(NEXT_MONDAY - 1);
    expect(runCashback(w.deps)).toBe(0);
    w.at(NEXT_MONDAY + 3_600_000);
    const before = w.balance();
    expect(runCashback(w.deps)).toBe(1);
    // Net loss 7 000 ₽ × 5 % = 350 ₽.
    expect(w.cashbacks()).toEqual([
      { amount_minor: 35_000, reference: 'cashback:2026-03-02', currency: 'RUB' },
    ]);
    expect(w.balance()).toBe(before + 35_000);
  });

  it('pays a week once, however often the job runs', () => {
    const w = world();
    w.deposit(100_000);
    w.bet(50_000);
    w.at(NEXT_MONDAY + 1);
    expect(runCashback(w.deps)).toBe(1);
    expect(runCashback(w.deps)).toBe(0);
    w.at(NEXT_MONDAY + 6 * DAY);
    expect(runCashback(w.deps)).toBe(0);
    // 500 ₽ lost at Bronze, 3 %: 15 ₽.
    expect(w.cashbacks()).toEqual([
      { amount_minor: 1_500, reference: 'cashback:2026-03-02', currency: 'RUB' },
    ]);
    // The next week had no play: nothing more.
    w.at(NEXT_MONDAY + 7 * DAY + 1);
    expect(runCashback(w.deps)).toBe(0);
    expect(w.cashbacks()).toHaveLength(1);
  });

  it('pays nothing for a week the player won or broke even', () => {
    const w = world();
    w.deposit(100_000);
    w.bet(50_000);
    w.win(80_000);
    w.at(NEXT_MONDAY + 1);
    expect(runCashback(w.deps)).toBe(0);
    expect(w.cashbacks()).toEqual([]);
  });

  it('counts only the ended week’s play, at the level the deposits had reached by its end', () => {
    const w = world();
    w.at(WEDNESDAY - 7 * DAY);
    w.deposit(100_000);
    w.bet(90_000); // the week before: not this week's loss
    w.at(WEDNESDAY);
    w.bet(2_000);
    w.at(NEXT_MONDAY + 1);
    w.bet(5_000); // this week: not ended yet
    w.deposit(10_000_000); // after the week: the week is paid at Bronze, 3 %
    expect(runCashback(w.deps)).toBe(1);
    expect(w.cashbacks()).toEqual([{ amount_minor: 60, reference: 'cashback:2026-03-02', currency: 'RUB' }]);
  });

  it('pays no one outside the club, nor a member who joined after the week ended', () => {
    for (const w of [world({ member: false }), world({ joinedAt: NEXT_MONDAY + 1 })]) {
      w.deposit(100_000);
      w.bet(50_000);
      w.at(NEXT_MONDAY + 2);
      expect(runCashback(w.deps)).toBe(0);
      expect(w.cashbacks()).toEqual([]);
    }
  });
});
