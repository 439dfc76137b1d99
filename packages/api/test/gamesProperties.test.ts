import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { betIntegers, floatOf } from '../src/fairness/fairness.ts';
import { INSTANT_GAMES, prepareBet, type InstantGame } from '../src/games/games.ts';
import { KENO_PAYTABLES } from '../src/games/kenoPaytables.ts';
import { WHEEL_LAYOUTS, WHEEL_SEGMENTS } from '../src/games/wheelLayouts.ts';

const u32 = fc.integer({ min: 0, max: 2 ** 32 - 1 });
const stake = fc.integer({ min: 1, max: 5_000_000 });

function settle(game: InstantGame, params: unknown, integers: readonly number[], stakeMinor: number) {
  const prepared = prepareBet(game, params);
  if (!prepared.ok) throw new Error(`illegal params ${JSON.stringify(params)}`);
  return prepared.bet.settle(integers, stakeMinor);
}

/**
 * stake × M / 10000 paid whole by the rounding draw (docs/fairness.md, "Payout"): the floor, and one unit more when
 * the draw's float is below the fraction left over.
 */
function expectFairPayout(payoutMinor: number, stakeMinor: number, multiplier: number, draw: number): void {
  const whole = Math.floor((stakeMinor * multiplier) / 10_000);
  const fraction = ((stakeMinor * multiplier) % 10_000) / 10_000;
  expect(payoutMinor).toBe(whole + (draw / 2 ** 32 < fraction ? 1 : 0));
}

interface Chip {
  readonly kind: string;
  readonly numbers: readonly number[];
}

const OTHER_CHIPS: readonly Chip[] = [
  { kind: 'even', numbers: Array.from({ length: 18 }, (_, i) => 2 * i + 2) },
  { kind: 'high', numbers: Array.from({ length: 18 }, (_, i) => 19 + i) },
  { kind: 'street', numbers: [0, 2, 3] },
  { kind: 'corner', numbers: [0, 1, 2, 3] },
];

describe('game maths, for any floats', () => {
  it('reads floats in [0, 1) from any seeds and nonce', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 64, maxLength: 64 }),
        fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/),
        fc.nat(),
        (server, client, nonce) => {
          for (const value of betIntegers(server, client, nonce, 10)) {
            expect(floatOf(value)).toBeGreaterThanOrEqual(0);
            expect(floatOf(value)).toBeLessThan(1);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('rolls dice in 0.00..100.00 and pays 99 / chance only on a win', () => {
    const legal = fc.oneof(
      fc.record({ target: fc.integer({ min: 1, max: 9800 }), direction: fc.constant('under' as const) }),
      fc.record({ target: fc.integer({ min: 200, max: 9999 }), direction: fc.constant('over' as const) }),
    );
    fc.assert(
      fc.property(legal, u32, u32, stake, ({ target, direction }, value, draw, stakeMinor) => {
        const result = settle('dice', { target: target / 100, direction }, [value, draw], stakeMinor);
        const roll = Math.round((result.outcome['roll'] as number) * 100);
        expect(roll).toBeGreaterThanOrEqual(0);
        expect(roll).toBeLessThanOrEqual(10_000);
        const won = direction === 'under' ? roll < target : roll > target;
        const chance = direction === 'under' ? target : 10_000 - target;
        expect(result.multiplier).toBe(won ? Math.floor(99_000_000 / chance) : 0);
        expectFairPayout(result.payoutMinor, stakeMinor, result.multiplier, draw);
      }),
    );
  });

  it('draws ten distinct keno squares and pays the paytable by hits', () => {
    const picks = fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 10 });
    const risk = fc.constantFrom('classic', 'low', 'medium', 'high' as const);
    fc.assert(
      fc.property(
        picks,
        risk,
        fc.array(u32, { minLength: 11, maxLength: 11 }),
        stake,
        (chosen, level, integers, stakeMinor) => {
          const result = settle('keno', { picks: chosen, risk: level }, integers, stakeMinor);
          const drawn = result.outcome['drawn'] as number[];
          expect(new Set(drawn).size).toBe(10);
          expect(drawn.every((square) => square >= 1 && square <= 40)).toBe(true);
          const hits = chosen.filter((pick) => drawn.includes(pick)).length;
          expect(result.multiplier).toBe(KENO_PAYTABLES[level][chosen.length - 1]?.[hits]);
          expectFairPayout(result.payoutMinor, stakeMinor, result.multiplier, integers[10] ?? 0);
        },
      ),
    );
  });

  it('lands the wheel on a segment of the layout and pays its multiplier', () => {
    const risk = fc.constantFrom('low', 'medium', 'high' as const);
    fc.assert(
      fc.property(
        risk,
        fc.constantFrom(...WHEEL_SEGMENTS),
        u32,
        u32,
        stake,
        (level, segments, value, draw, stakeMinor) => {
          const result = settle('wheel', { risk: level, segments }, [value, draw], stakeMinor);
          const segment = result.outcome['segment'] as number;
          expect(segment).toBeGreaterThanOrEqual(0);
          expect(segment).toBeLessThan(segments);
          expect(result.multiplier).toBe(WHEEL_LAYOUTS[level][segments][segment]);
          expectFairPayout(result.payoutMinor, stakeMinor, result.multiplier, draw);
        },
      ),
    );
  });

  it('pays each winning roulette chip 36 / n of itself and nothing for the others', () => {
    const chip: fc.Arbitrary<Chip> = fc.oneof(
      fc.integer({ min: 0, max: 36 }).map((p) => ({ kind: 'straight', numbers: [p] })),
      fc
        .integer({ min: 0, max: 2 })
        .map((d) => ({ kind: 'dozen', numbers: Array.from({ length: 12 }, (_, i) => 12 * d + i + 1) })),
      fc.constantFrom(...OTHER_CHIPS),
    );
    const chips = fc.array(fc.record({ chip, amount: fc.integer({ min: 1, max: 10_000 }) }), {
      minLength: 1,
      maxLength: 50,
    });
    fc.assert(
      fc.property(chips, u32, (placed, value) => {
        const wire = placed.map(({ chip: c, amount }) => ({ ...c, amount: amount / 100 }));
        const total = placed.reduce((sum, { amount }) => sum + amount, 0);
        const result = settle('roulette', { chips: wire }, [value], total);
        const pocket = result.outcome['pocket'] as number;
        expect(pocket).toBeGreaterThanOrEqual(0);
        expect(pocket).toBeLessThanOrEqual(36);
        const expected = placed
          .filter(({ chip: c }) => c.numbers.includes(pocket))
          .reduce((sum, { chip: c, amount }) => sum + (amount * 36) / c.numbers.length, 0);
        expect(result.payoutMinor).toBe(expected);
        expect(result.multiplier).toBe(Math.floor((expected * 10_000) / total));
      }),
    );
  });

  it('parses any JSON as parameters without throwing', () => {
    fc.assert(
      fc.property(fc.constantFrom(...INSTANT_GAMES), fc.jsonValue(), (game, value) => {
        expect(() => prepareBet(game, value)).not.toThrow();
      }),
    );
  });
});
