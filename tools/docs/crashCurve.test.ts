import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { multiplierAt, timeOf } from '../../packages/api/src/live/crashMath.ts';
import {
  CRASH_GROWTH_MAX,
  CRASH_GROWTH_MIN,
  CRASH_GROWTH_PER_MS,
  crashMultiplierAt,
  crashTimeOf,
} from '../../packages/core/src/games/crash/crash.ts';

/**
 * docs/fairness.md, "Crash": the curve is floor(100 × e^(g t)) / 100 with g the table's pace, which the server sends
 * with the table (issue 37). The API settles on its own curve and the client draws the core's: two implementations of
 * one contract, which must agree at every pace a client accepts, at every instant and for every target.
 */
const pace = fc.double({ min: CRASH_GROWTH_MIN, max: CRASH_GROWTH_MAX, noNaN: true });

describe("the API's and the core's crash curves agree at the table's pace", () => {
  it('show the same multiplier at every instant', () => {
    fc.assert(
      fc.property(pace, fc.integer({ min: -10, max: 2_000_000 }), (growth, ms) => {
        expect(multiplierAt(ms, growth)).toBe(crashMultiplierAt(ms, growth));
      }),
    );
  });

  it('reach every target at the same millisecond: the bust and the auto cash-outs the server pays', () => {
    fc.assert(
      fc.property(pace, fc.integer({ min: 100, max: 100_000_000 }), (growth, hundredths) => {
        expect(timeOf(hundredths, growth)).toBe(crashTimeOf(hundredths, growth));
      }),
    );
  });

  it('keep the worked examples at the default pace: 2.00× at 11 553 ms, 1.86× at 10 343 ms', () => {
    expect(CRASH_GROWTH_PER_MS).toBe(0.00006);
    for (const [hundredths, ms] of [
      [200, 11_553],
      [186, 10_343],
    ] as const) {
      expect(timeOf(hundredths, CRASH_GROWTH_PER_MS)).toBe(ms);
      expect(crashTimeOf(hundredths, CRASH_GROWTH_PER_MS)).toBe(ms);
    }
  });
});
