import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ServerClock } from '../src/clock.ts';
import { Database } from '../src/db/database.ts';
import { grantBonus } from '../src/money/bonusBalance.ts';
import {
  balanceOf,
  confirmDeposit,
  credit,
  debit,
  expireDeposit,
  hold,
  openDeposit,
  settleHold,
} from '../src/money/money.ts';
import { DEBIT_KINDS, MoneyRefusal, type MoneyDeps } from '../src/money/movement.ts';

/** One in-memory store for a property's runs, and a fake clock. */
function freshStore(): MoneyDeps {
  const db = new Database(':memory:');
  const clock = new ServerClock({ now: () => 1_700_000_000_000 });
  db.migrate(clock.now());
  return { db, clock };
}

/** Two new players at zero: each run of a property starts from accounts no earlier run touched. */
function freshMoney({ db, clock }: MoneyDeps = freshStore()): MoneyDeps & { players: number[] } {
  const players = [1, 2].map(
    (n) =>
      db.run(
        "INSERT INTO players (name, register_method, currency, created_at) VALUES (?, 'email', 'RUB', ?)",
        `Player ${n}`,
        clock.now(),
      ).lastId,
  );
  return { db, clock, players };
}

interface Row {
  id: number;
  player_id: number;
  kind: string;
  amount_minor: number;
  balance_after_minor: number | null;
  idempotency_key: string | null;
}

const rowsOf = (deps: MoneyDeps, playerId: number) =>
  deps.db.all<Row>(
    `SELECT id, player_id, kind, amount_minor, balance_after_minor, idempotency_key FROM transactions
     WHERE player_id = ? ORDER BY id`,
    playerId,
  );

/** A row's effect on the real balance: nothing until it moved money (a pending deposit), nothing for a bonus. */
const signed = (row: Row) =>
  row.balance_after_minor === null || row.kind === 'bonus'
    ? 0
    : (DEBIT_KINDS as readonly string[]).includes(row.kind)
      ? -row.amount_minor
      : row.amount_minor;

const keys = fc.constantFrom<string>('a', 'b', 'c', 'd', 'e', 'f');
const amounts = fc.integer({ min: 0, max: 5_000 });
const who = fc.integer({ min: 0, max: 1 });

const operation = fc.oneof(
  fc.record({ op: fc.constant('debit' as const), who, key: keys, amount: amounts }),
  fc.record({ op: fc.constant('credit' as const), who, key: keys, amount: amounts }),
  fc.record({ op: fc.constant('hold' as const), who, key: keys, amount: amounts }),
  fc.record({
    op: fc.constant('settle' as const),
    who,
    key: keys,
    to: fc.constantFrom('paid' as const, 'rejected' as const, 'cancelled' as const),
  }),
  fc.record({ op: fc.constant('deposit' as const), who, key: keys, amount: amounts }),
  fc.record({ op: fc.constant('confirm' as const), who, key: keys }),
  fc.record({ op: fc.constant('expire' as const), key: keys }),
  fc.record({ op: fc.constant('bonus' as const), who, key: keys, amount: amounts }),
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

/** Runs one operation; a refusal is an answer too. */
function run(deps: MoneyDeps & { players: number[] }, step: Operation) {
  const playerId = 'who' in step ? (deps.players[step.who] as number) : 0;
  const base = { playerId, currency: 'RUB' };
  try {
    switch (step.op) {
      case 'debit':
        return debit(deps, { ...base, kind: 'bet', amountMinor: step.amount, reference: `bet:${step.key}` });
      case 'credit':
        return credit(deps, { ...base, kind: 'win', amountMinor: step.amount, reference: `bet:${step.key}` });
      case 'hold':
        return hold(deps, { ...base, amountMinor: step.amount, reference: `withdrawal:${step.key}` });
      case 'settle':
        return settleHold(deps, { playerId, reference: `withdrawal:${step.key}` }, step.to);
      case 'deposit':
        return openDeposit(deps, { ...base, amountMinor: step.amount, reference: `invoice:${step.key}` });
      case 'confirm':
        return confirmDeposit(deps, playerId, `invoice:${step.key}`);
      case 'expire':
        return expireDeposit(deps, `invoice:${step.key}`);
      case 'bonus':
        return grantBonus(deps, {
          ...base,
          amountMinor: step.amount,
          reference: `promo:${step.key}`,
          wagerMinor: step.amount * 30,
          expiresAt: deps.clock.now() + 7 * 86_400_000,
        });
    }
  } catch (error) {
    if (error instanceof MoneyRefusal) return error.code;
    throw error;
  }
}

describe('the money module', () => {
  // Issue 37: for every sequence of operations the balance equals the sum of the ledger, is never negative, and each
  // idempotency key has exactly one effect.
  it('keeps the balance equal to its ledger, never negative, one effect per key', () => {
    const store = freshStore();
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 40 }), (steps) => {
        const deps = freshMoney(store);
        for (const step of steps) {
          run(deps, step);
          for (const playerId of deps.players) {
            const rows = rowsOf(deps, playerId);
            const balance = balanceOf(deps, playerId);
            expect(balance).toBeGreaterThanOrEqual(0);
            expect(rows.reduce((sum, row) => sum + signed(row), 0)).toBe(balance);
            const rowKeys = rows.map((row) => row.idempotency_key);
            expect(new Set(rowKeys).size).toBe(rowKeys.length);
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('answers a repeated key with its first effect and moves nothing', () => {
    const store = freshStore();
    fc.assert(
      fc.property(
        fc.array(operation, { maxLength: 20 }),
        fc.constantFrom('debit' as const, 'credit' as const, 'hold' as const, 'bonus' as const),
        amounts,
        (before, op, amount) => {
          const deps = freshMoney(store);
          for (const step of before) run(deps, step);
          const step = { op, who: 0, key: 'z', amount } as Operation;
          const first = run(deps, step);
          const rows = rowsOf(deps, deps.players[0] as number).length;
          const balance = balanceOf(deps, deps.players[0] as number);
          const again = run(deps, step);
          if (typeof first === 'object' && first !== null) {
            expect(again).toEqual({ ...first, replayed: true });
          } else {
            expect(again).toBe(first);
          }
          expect(rowsOf(deps, deps.players[0] as number)).toHaveLength(rows);
          expect(balanceOf(deps, deps.players[0] as number)).toBe(balance);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('answers a replayed stake that released a bonus with the released balance, as the first call did', () => {
    const deps = freshMoney();
    const playerId = deps.players[0] as number;
    const base = { playerId, currency: 'RUB' };
    credit(deps, { ...base, kind: 'win', amountMinor: 60, reference: 'bet:a' });
    grantBonus(deps, {
      ...base,
      amountMinor: 1,
      reference: 'promo:a',
      wagerMinor: 30,
      expiresAt: 1_800_000_000_000,
    });
    const stake = { ...base, kind: 'bet' as const, amountMinor: 60, reference: 'bet:z' };
    const first = debit(deps, stake);
    expect(first.balanceAfter).toBe(1);
    expect(debit(deps, stake)).toEqual({ ...first, replayed: true });
    expect(balanceOf(deps, playerId)).toBe(1);
  });

  it('refuses a debit past the balance and the same key for another amount', () => {
    const deps = freshMoney();
    const playerId = deps.players[0] as number;
    credit(deps, { playerId, kind: 'deposit', amountMinor: 500, currency: 'RUB', reference: 'invoice:1' });
    const bet = { playerId, kind: 'bet' as const, currency: 'RUB', reference: 'bet:1' };
    expect(() => debit(deps, { ...bet, amountMinor: 501 })).toThrow('balance_not_enough');
    expect(debit(deps, { ...bet, amountMinor: 500 }).balanceAfter).toBe(0);
    expect(() => debit(deps, { ...bet, amountMinor: 400 })).toThrow('idempotency_key_reused');
    expect(balanceOf(deps, playerId)).toBe(0);
    expect(rowsOf(deps, playerId)).toHaveLength(2);
  });

  it('pays a deposit and ends a hold written before keys once, found by kind and reference', () => {
    const deps = freshMoney();
    const playerId = deps.players[0] as number;
    const legacy = (kind: string, status: string, balanceAfter: number | null) =>
      deps.db.run(
        `INSERT INTO transactions (player_id, kind, amount_minor, currency, status, reference, created_at,
           balance_after_minor) VALUES (?, ?, 300, 'RUB', ?, ?, 0, ?)`,
        playerId,
        kind,
        status,
        kind === 'deposit' ? 'invoice:9' : 'withdrawal:9',
        balanceAfter,
      );
    legacy('deposit', 'pending', null);
    expect(confirmDeposit(deps, playerId, 'invoice:9').balanceAfter).toBe(300);
    expect(confirmDeposit(deps, playerId, 'invoice:9')).toMatchObject({ balanceAfter: 300, replayed: true });
    // An old hold: its amount left the balance when it was written, by the code of then.
    deps.db.run('UPDATE players SET balance_minor = balance_minor - 300 WHERE id = ?', playerId);
    legacy('withdrawal', 'pending', 0);
    expect(settleHold(deps, { playerId, reference: 'withdrawal:9' }, 'rejected')?.balanceAfter).toBe(300);
    expect(settleHold(deps, { playerId, reference: 'withdrawal:9' }, 'rejected')).toBeNull();
    expect(balanceOf(deps, playerId)).toBe(300);
  });
});
