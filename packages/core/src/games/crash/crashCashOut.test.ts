import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TestDigests } from '../../../test/fakes/sha256.ts';
import { crashCashOutDraw, crashCashOutRounding, isCrashBetKey } from './crashCashOut.ts';
import { roundPayout } from '../fairness/rounding.ts';

// Worked example 16 of docs/fairness.md: cash-outs in round 1 of the chain of example 8 (it busts at 1.86×).
const ROUND_1 = '584d34f8696d57ad326729d4bc839a3256f3e7b063c0c8d5d0a833a6d9d7ce31';
const digests = new TestDigests();

describe('a crash cash-out’s rounding draw (docs/fairness.md, worked example 16)', () => {
  it.each([
    {
      key: 'lucky-player-42-bet-1',
      stake: 1,
      at: 150,
      u32: 2_315_302_516,
      whole: 1,
      fraction: 5000,
      draw: 5390,
      paid: 1,
    },
    {
      key: '5f2c9e01d7a84b36-bet-1',
      stake: 1,
      at: 150,
      u32: 808_075_333,
      whole: 1,
      fraction: 5000,
      draw: 1881,
      paid: 2,
    },
    {
      key: 'lucky-player-42-bet-2',
      stake: 7,
      at: 185,
      u32: 3_053_753_439,
      whole: 12,
      fraction: 9500,
      draw: 7110,
      paid: 13,
    },
    {
      key: 'lucky-player-42-bet-1',
      stake: 100,
      at: 150,
      u32: 2_315_302_516,
      whole: 150,
      fraction: 0,
      draw: 5390,
      paid: 150,
    },
  ])('$key, $stake minor units cashed out at $at hundredths, is paid $paid', async (row) => {
    expect(await crashCashOutDraw(digests, ROUND_1, row.key)).toBe(row.u32);
    expect(await crashCashOutRounding(digests, ROUND_1, row.key, row.stake, row.at)).toEqual({
      whole: row.whole,
      fraction: row.fraction,
      drawIndex: 0,
      draw: row.draw,
      paid: row.paid,
    });
  });

  it('draws from the round’s hash: the same key in another round draws another number', async () => {
    const other = '5c3b60936bf27b6e210774110812ab2137825599f66674d5bbac3bd133d34cab';
    expect(await crashCashOutDraw(digests, other, 'lucky-player-42-bet-1')).toBe(1_612_548_371);
  });

  it('takes a bet key in the seed pair’s alphabet only', () => {
    expect(isCrashBetKey('a-1_B')).toBe(true);
    expect(isCrashBetKey('')).toBe(false);
    expect(isCrashBetKey('a:1')).toBe(false);
  });

  it('pays stake × multiplier exactly on average over the 10 000 values of the draw', () => {
    // The first u32 of each value d = floor(f × 10000) of the draw: every d is (within 2⁻³²) equally likely.
    const firstOf = (d: number) => Math.ceil((d * 2 ** 32) / 10_000);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 25_000_000 }),
        fc.integer({ min: 100, max: 100_000_000 }),
        (stake, hundredths) => {
          let total = 0n;
          let least = Number.POSITIVE_INFINITY;
          let most = 0;
          for (let d = 0; d < 10_000; d += 1) {
            const { paid } = roundPayout(stake, hundredths * 100, 0, firstOf(d));
            total += BigInt(paid);
            least = Math.min(least, paid);
            most = Math.max(most, paid);
          }
          // Σ paid over the 10 000 draws = 10 000 × stake × h / 100: the mean is the exact amount owed.
          expect(total).toBe(BigInt(stake) * BigInt(hundredths) * 100n);
          expect(most - least).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 200 },
    );
  });
});
