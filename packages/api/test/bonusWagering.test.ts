import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ServerClock } from '../src/clock.ts';
import { Database } from '../src/db/database.ts';
import { activeBonusOf, expireBonuses, grantBonus } from '../src/money/bonusBalance.ts';
import { credit, debit } from '../src/money/money.ts';
import { countedStake, WAGER_WEIGHTS } from '../src/money/wagering.ts';

const DAY = 86_400_000;

/** A fresh store with one player holding 1 000 000 of real balance and a 1 000 bonus to wager `required`. */
function withBonus(required: number) {
  let now = 1_700_000_000_000;
  const db = new Database(':memory:');
  const clock = new ServerClock({ now: () => now });
  db.migrate(now);
  const deps = { db, clock };
  const playerId = db.run(
    "INSERT INTO players (name, register_method, currency, created_at) VALUES ('P', 'email', 'RUB', ?)",
    now,
  ).lastId;
  credit(deps, {
    playerId,
    kind: 'deposit',
    amountMinor: 1_000_000,
    currency: 'RUB',
    reference: 'invoice:1',
  });
  grantBonus(deps, {
    playerId,
    amountMinor: 1_000,
    wagerMinor: required,
    currency: 'RUB',
    reference: 'promo:TEST',
    expiresAt: now + 7 * DAY,
  });
  const cash = () =>
    db.get<{ b: number; x: number }>(
      'SELECT balance_minor AS b, bonus_balance_minor AS x FROM players WHERE id = ?',
      playerId,
    ) as { b: number; x: number };
  return { deps, playerId, cash, advance: (ms: number) => (now += ms) };
}

const references = fc.constantFrom(
  'slot:r',
  'slot:lt7',
  'bet:',
  'round:',
  'case:',
  'crash:',
  'room:',
  'sports:',
);
const stakes = fc.array(fc.record({ reference: references, amount: fc.integer({ min: 1, max: 5_000 }) }), {
  maxLength: 30,
});

describe('wagering by weight (issue 34)', () => {
  it('publishes slots at 100 % and every other group lower', () => {
    expect(countedStake('slot:abc', 1234)).toBe(1234);
    expect(countedStake('bet:1', 1235)).toBe(Math.floor((1235 * WAGER_WEIGHTS.originals) / 100));
    expect(countedStake('slot:lt4', 1000)).toBe(100);
    expect(countedStake('sports:9', 1000)).toBe(200);
    expect(countedStake('withdrawal:1', 1000)).toBe(0);
  });

  it('counts each stake by its weight and releases the bonus exactly once, with one ledger row', () => {
    fc.assert(
      fc.property(stakes, fc.integer({ min: 1, max: 40_000 }), fc.boolean(), (bets, required, replay) => {
        const { deps, playerId, cash } = withBonus(required);
        let expected = 0;
        bets.forEach((bet, index) => {
          const stake = { playerId, kind: 'bet' as const, amountMinor: bet.amount, currency: 'RUB' };
          const reference = `${bet.reference}${index}`;
          // The balance a stake answers is the balance after it, a bonus it released included.
          expect(debit(deps, { ...stake, reference }).balanceAfter).toBe(cash().b);
          // A repeated stake (the same key) moves nothing and counts nothing.
          if (replay) debit(deps, { ...stake, reference });
          if (expected < required) expected += countedStake(reference, bet.amount);
        });
        const released = deps.db.all<{ amount_minor: number }>(
          "SELECT amount_minor FROM transactions WHERE player_id = ? AND kind = 'bonus_release'",
          playerId,
        );
        const staked = bets.reduce((sum, bet) => sum + bet.amount, 0);
        if (expected >= required) {
          expect(released).toEqual([{ amount_minor: 1_000 }]);
          expect(activeBonusOf(deps, playerId)).toBeUndefined();
          expect(cash()).toEqual({ b: 1_000_000 - staked + 1_000, x: 0 });
        } else {
          expect(released).toEqual([]);
          expect(activeBonusOf(deps, playerId)?.wagered_minor).toBe(expected);
          expect(cash()).toEqual({ b: 1_000_000 - staked, x: 1_000 });
        }
      }),
    );
  });

  it('takes a refunded stake off the count', () => {
    const { deps, playerId } = withBonus(10_000);
    const stake = { playerId, kind: 'bet' as const, amountMinor: 1_000, currency: 'RUB' };
    debit(deps, { ...stake, reference: 'crash:1' });
    debit(deps, { ...stake, reference: 'slot:r1' });
    debit(deps, { ...stake, reference: 'slot:r2' });
    // A void crash round pays the stake back as a win under `:refund`; a provider rolls a spin back.
    credit(deps, { ...stake, kind: 'win', reference: 'crash:1:refund' });
    credit(deps, { ...stake, kind: 'rollback', reference: 'slot:r2' });
    expect(activeBonusOf(deps, playerId)?.wagered_minor).toBe(1_000);
  });

  it('removes the bonus at its expiry once, however often the job runs', () => {
    const { deps, playerId, cash, advance } = withBonus(10_000);
    advance(7 * DAY - 1);
    expect(expireBonuses(deps)).toBe(0);
    advance(1);
    expect(expireBonuses(deps)).toBe(1);
    expect(expireBonuses(deps)).toBe(0);
    expect(cash()).toEqual({ b: 1_000_000, x: 0 });
    debit(deps, { playerId, kind: 'bet', amountMinor: 20_000, currency: 'RUB', reference: 'slot:late' });
    expect(deps.db.get("SELECT id FROM transactions WHERE kind = 'bonus_release'")).toBeUndefined();
  });
});
