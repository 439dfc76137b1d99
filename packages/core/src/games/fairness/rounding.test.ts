import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TestDigests } from '../../../test/fakes/sha256.ts';
import { owesFraction, roundPayout } from './rounding.ts';
import { deriveRounds, u32Stream } from './rounds.ts';

const TWO_POW_32 = 2 ** 32;
const u32 = fc.nat({ max: TWO_POW_32 - 1 });
const stakeMinor = fc.integer({ min: 1, max: 50_000_000 });
const multiplier = fc.integer({ min: 0, max: 100_000_000 });
const digests = new TestDigests();

/**
 * Hoeffding: the mean of n draws in [0, 1] is further than t from its expectation with chance at most 2·e^(−2nt²).
 * With t = sqrt(ln(2 / 10⁻⁹) / 2n) a correct rule fails this test once in a billion runs, whatever the machine.
 */
const hoeffding = (n: number): number => Math.sqrt(Math.log(2 / 1e-9) / (2 * n));

/** The rounding draws of `n` dice bets of one pair, nonces 0 .. n − 1: float 1 of each (after the roll's). */
async function diceDraws(serverSeed: string, clientSeed: string, n: number): Promise<number[]> {
  const draws: number[] = [];
  for (let nonce = 0; nonce < n; nonce += 1) {
    const rounds = await deriveRounds(digests, { serverSeed, clientSeed, nonce }, 2);
    draws.push(u32Stream(rounds, 2)[1] ?? 0);
  }
  return draws;
}

describe('a payout of stake × M / 10000 made whole by the rounding draw (docs/fairness.md, "Payout")', () => {
  it('pays the floor or one unit more, never above the ceiling, and exactly when there is no fraction', () => {
    fc.assert(
      fc.property(stakeMinor, multiplier, u32, (stake, m, draw) => {
        const exact = (BigInt(stake) * BigInt(m)) / 10_000n;
        const rounding = roundPayout(stake, m, 1, draw);
        expect(rounding.whole).toBe(Number(exact));
        expect([rounding.whole, rounding.whole + 1]).toContain(rounding.paid);
        expect(BigInt(rounding.paid) * 10_000n).toBeLessThan(BigInt(stake) * BigInt(m) + 10_000n);
        if (rounding.fraction === 0) expect(rounding.paid).toBe(rounding.whole);
      }),
    );
  });

  it('says a page’s whole amount may be one unit short exactly when stake × M leaves a fraction (issue 33)', () => {
    fc.assert(
      fc.property(stakeMinor, multiplier, (stake, m) => {
        expect(owesFraction(stake, m)).toBe(roundPayout(stake, m, 1, 0).fraction > 0);
      }),
    );
    expect(owesFraction(100, 10_312)).toBe(true);
    expect(owesFraction(100, 14_300)).toBe(false);
  });

  it('adds the unit for exactly the first ceil(fraction × 2³² / 10000) draws: a chance within 2⁻³² of the fraction', () => {
    fc.assert(
      fc.property(stakeMinor, multiplier, (stake, m) => {
        const { fraction } = roundPayout(stake, m, 1, 0);
        const threshold = Math.ceil((fraction * TWO_POW_32) / 10_000);
        if (threshold > 0)
          expect(roundPayout(stake, m, 1, threshold - 1).paid).toBe(roundPayout(stake, m, 1, 0).whole + 1);
        if (threshold < TWO_POW_32)
          expect(roundPayout(stake, m, 1, threshold).paid).toBe(roundPayout(stake, m, 1, 0).whole);
        expect(Math.abs(threshold / TWO_POW_32 - fraction / 10_000)).toBeLessThan(1 / TWO_POW_32);
      }),
    );
  });

  it('pays stake × M on average over the draws of many bets, within a bound set by their number', async () => {
    await fc.assert(
      fc.asyncProperty(
        stakeMinor,
        multiplier,
        fc.string({ minLength: 1, maxLength: 20 }),
        async (stake, m, clientSeed) => {
          const n = 300;
          const draws = await diceDraws('3a'.repeat(32), clientSeed, n);
          const paid = draws.map((draw) => roundPayout(stake, m, 1, draw).paid);
          const { whole } = roundPayout(stake, m, 1, 0);
          // Each payout is whole + (0 or 1): the mean of the units added is a mean of n draws in [0, 1].
          const mean = paid.reduce((sum, value) => sum + (value - whole), 0) / n;
          const exact = ((stake * m) % 10_000) / 10_000;
          expect(Math.abs(mean - exact)).toBeLessThanOrEqual(hoeffding(n) + 1 / TWO_POW_32);
        },
      ),
      { numRuns: 10 },
    );
  });

  it('pays dice under 50.50 on one cent 1.9603 cents on average over 10 000 bets, not the 1 cent of a floor', async () => {
    const n = 10_000;
    const draws = await diceDraws(
      '8f3c1a9e5b7d2f4061c8e3a7b9d5f0e2c4a6b8d0f1e3c5a7b9d1f3e5a7c9b0d2',
      'rounding',
      n,
    );
    const mean = draws.reduce((sum, draw) => sum + roundPayout(1, 19_603, 1, draw).paid, 0) / n;
    expect(Math.abs(mean - 1.9603)).toBeLessThanOrEqual(hoeffding(n));
  });
});
