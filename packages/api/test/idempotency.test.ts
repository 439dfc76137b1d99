import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ServerClock } from '../src/clock.ts';
import { Database } from '../src/db/database.ts';
import { MIGRATIONS } from '../src/db/migrations.ts';
import { once, remember, requestHashOf, type RequestKey } from '../src/money/idempotency.ts';
import { grantBonus } from '../src/money/bonusBalance.ts';
import { balanceOf, credit, debit } from '../src/money/money.ts';
import { MoneyRefusal, type MoneyDeps } from '../src/money/movement.ts';

/** A fresh in-memory database. */
function freshStore(): MoneyDeps {
  const db = new Database(':memory:');
  const clock = new ServerClock({ now: () => 1_700_000_000_000 });
  db.migrate(clock.now());
  return { db, clock };
}

/** A new player at zero (in a store of its own unless one is given: a property's runs share one). */
function freshMoney({ db, clock }: MoneyDeps = freshStore()): MoneyDeps & { player: number } {
  const player = db.run(
    "INSERT INTO players (name, register_method, currency, created_at) VALUES ('Player', 'email', 'RUB', ?)",
    clock.now(),
  ).lastId;
  return { db, clock, player };
}

const ledgerRows = (deps: MoneyDeps, playerId: number) =>
  deps.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM transactions WHERE player_id = ?', playerId)?.n ?? 0;

/** One call of a money path: a key, the request sent under it, and whether its work is refused. */
const call = fc.record({
  key: fc.constantFrom('a', 'b', 'c'),
  amount: fc.integer({ min: 1, max: 500 }),
  refused: fc.boolean(),
});

describe('the one idempotency mechanism (issue 37)', () => {
  // For any sequence of calls: a key's first answered request runs once, its repeats answer that answer and move
  // nothing, another request under it is refused, and a refused run keeps nothing, so the key stays free.
  it('runs a key once, replays its first answer, refuses another request, and keeps nothing of a refusal', () => {
    const store = freshStore();
    fc.assert(
      fc.property(fc.array(call, { minLength: 1, maxLength: 25 }), (calls) => {
        const deps = freshMoney(store);
        credit(deps, {
          playerId: deps.player,
          kind: 'deposit',
          amountMinor: 100_000,
          currency: 'RUB',
          reference: 'x',
        });
        const first = new Map<string, { amount: number; answer: unknown }>();
        let runs = 0;
        let expected = 100_000;
        calls.forEach((one, index) => {
          const request: RequestKey = {
            scope: 'bet',
            ownerId: deps.player,
            key: one.key,
            request: [one.amount],
          };
          const act = () => {
            runs += 1;
            if (one.refused) throw new MoneyRefusal('balance_not_enough');
            const effect = debit(deps, {
              playerId: deps.player,
              kind: 'bet',
              amountMinor: one.amount,
              currency: 'RUB',
              reference: `bet:${index}`,
            });
            return { balance: effect.balanceAfter, index };
          };
          const earlier = first.get(one.key);
          const runsBefore = runs;
          let outcome: { answer: unknown; replayed: boolean } | MoneyRefusal;
          try {
            outcome = once(deps, request, act);
          } catch (error) {
            if (!(error instanceof MoneyRefusal)) throw error;
            outcome = error;
          }
          if (earlier && earlier.amount === one.amount) {
            expect(outcome).toEqual({ answer: earlier.answer, replayed: true });
            expect(runs).toBe(runsBefore);
          } else if (earlier) {
            expect(outcome).toMatchObject({ code: 'idempotency_key_reused' });
            expect(runs).toBe(runsBefore);
          } else if (one.refused) {
            expect(outcome).toMatchObject({ code: 'balance_not_enough' });
          } else {
            expected -= one.amount;
            expect(outcome).toEqual({ answer: { balance: expected, index }, replayed: false });
            first.set(one.key, { amount: one.amount, answer: { balance: expected, index } });
          }
        });
        expect(balanceOf(deps, deps.player)).toBe(expected);
        // The deposit and one stake per answered key: nothing moved twice.
        expect(ledgerRows(deps, deps.player)).toBe(1 + first.size);
      }),
      { numRuns: 100 },
    );
  });

  it('keeps keys apart by scope and owner', () => {
    const deps = freshMoney();
    const key = (scope: 'bet' | 'round', ownerId: number): RequestKey => ({
      scope,
      ownerId,
      key: 'k',
      request: [1],
    });
    expect(once(deps, key('bet', 1), () => 'bet of 1').answer).toBe('bet of 1');
    expect(once(deps, key('round', 1), () => 'round of 1').answer).toBe('round of 1');
    expect(once(deps, key('bet', 2), () => 'bet of 2').answer).toBe('bet of 2');
    expect(once(deps, key('bet', 1), () => 'again')).toEqual({ answer: 'bet of 1', replayed: true });
  });

  it('lets a caller refuse in its own words, given the first answer (a wallet tombstone)', () => {
    const deps = freshMoney();
    const key: RequestKey = { scope: 'wallet', ownerId: 0, key: 'tx-1', request: ['tombstone'] };
    remember(deps, key, null);
    const reused = (earlier: unknown) => new Error(earlier === null ? 'rolled back' : 'reused');
    expect(() => once(deps, { ...key, request: ['debit', 100] }, () => 'paid', reused)).toThrow(
      'rolled back',
    );
  });

  it('grants a bonus once per key: a repeat answers the first effect and credits nothing', () => {
    const deps = freshMoney();
    const grant = {
      playerId: deps.player,
      amountMinor: 5_000,
      currency: 'RUB',
      reference: 'promo:WELCOME',
      wagerMinor: 150_000,
      expiresAt: deps.clock.now() + 86_400_000,
    };
    const firstGrant = grantBonus(deps, grant);
    const again = grantBonus(deps, grant);
    expect(again).toEqual({ ...firstGrant, replayed: true });
    expect(() => grantBonus(deps, { ...grant, amountMinor: 6_000 })).toThrow(MoneyRefusal);
    const bonus = deps.db.get<{ bonus_balance_minor: number }>(
      'SELECT bonus_balance_minor FROM players WHERE id = ?',
      deps.player,
    );
    expect(bonus?.bonus_balance_minor).toBe(5_000);
    expect(ledgerRows(deps, deps.player)).toBe(1);
  });

  // A database made before migration 23 kept its answers in the features' tables: they are moved, so a call sent
  // again after the upgrade is still answered, and a tombstone still refuses its debit.
  it('keeps the answers a database kept before the upgrade', () => {
    const db = new Database(':memory:');
    const clock = new ServerClock({ now: () => 1_700_000_000_000 });
    db.exec(
      'CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)',
    );
    for (const migration of MIGRATIONS.filter((one) => one.version < 23)) {
      db.exec(migration.sql);
      db.run('INSERT INTO schema_migrations VALUES (?, ?, 0)', migration.version, migration.name);
    }
    const { player } = freshMoney({ db, clock });
    const request = ['debit', player, 'round-1', 100, null];
    const answer = { transaction_id: 'tx-1', status: 'ok', balance_minor: 900, currency: 'RUB' };
    const legacy = `INSERT INTO wallet_transactions (transaction_id, player_id, kind, round_id, amount_minor, status,
      request_hash, answer, created_at) VALUES (?, ?, 'debit', ?, ?, ?, ?, ?, 0)`;
    db.run(legacy, 'tx-1', player, 'round-1', 100, 'ok', requestHashOf(request), JSON.stringify(answer));
    db.run(legacy, 'tx-2', player, 'unknown:tx-2', 0, 'rolled_back', '', '');
    db.migrate(clock.now());
    const deps = { db, clock };
    const wallet = (key: string): RequestKey => ({ scope: 'wallet', ownerId: 0, key, request });
    expect(once(deps, wallet('tx-1'), () => 'again')).toEqual({ answer, replayed: true });
    const reused = (earlier: unknown) => new Error(earlier === null ? 'rolled back' : 'reused');
    expect(() => once(deps, wallet('tx-2'), () => 'paid', reused)).toThrow('rolled back');
    expect(db.get("SELECT name FROM sqlite_master WHERE name = 'round_steps'")).toBeUndefined();
  });
});
