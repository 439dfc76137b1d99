import { CRASH_GROWTH_MAX, CRASH_GROWTH_MIN, CRASH_GROWTH_PER_MS, crashMultiplierAt } from '@casino/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crashScale } from './crashScale.ts';

describe('crashScale', () => {
  it('shows 1.00× to 2.00× over ten seconds before the round and at its start', () => {
    expect(crashScale(100, 0, CRASH_GROWTH_PER_MS)).toEqual({
      topHundredths: 200,
      multiplierTicks: [100, 150, 200],
      spanMs: 10_000,
      timeTicks: [0, 5_000, 10_000],
    });
  });

  it('keeps the curve inside the stage with its ticks in order, whatever the time', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200_000 }), (elapsedMs) => {
        const hundredths = crashMultiplierAt(elapsedMs, CRASH_GROWTH_PER_MS);
        const scale = crashScale(hundredths, elapsedMs, CRASH_GROWTH_PER_MS);
        expect(scale.topHundredths).toBeGreaterThan(hundredths);
        expect(scale.spanMs).toBeGreaterThan(elapsedMs);
        expect(scale.multiplierTicks[0]).toBe(100);
        expect(scale.multiplierTicks.at(-1)).toBe(scale.topHundredths);
        expect([...scale.multiplierTicks].sort((a, b) => a - b)).toEqual(scale.multiplierTicks);
        expect(scale.timeTicks).toEqual([0, scale.spanMs / 2, scale.spanMs]);
      }),
    );
  });

  it('moves its labels in steps, not every frame: the same axes from 1.00× to 1.81×', () => {
    expect(crashScale(181, 9_000, CRASH_GROWTH_PER_MS)).toEqual(crashScale(100, 0, CRASH_GROWTH_PER_MS));
    expect(crashScale(182, 9_100, CRASH_GROWTH_PER_MS).topHundredths).toBe(300);
  });

  it("times its axis by the table's pace: a curve three times as fast starts on three seconds (issue 37)", () => {
    expect(crashScale(100, 0, 0.0002)).toMatchObject({ spanMs: 3_000, timeTicks: [0, 1_500, 3_000] });
    expect(crashScale(182, 3_000, 0.0002)).toMatchObject({ topHundredths: 300, spanMs: 6_000 });
  });

  it('keeps the curve inside the stage at any pace a client accepts', () => {
    fc.assert(
      fc.property(
        fc.double({ min: CRASH_GROWTH_MIN, max: CRASH_GROWTH_MAX, noNaN: true }),
        fc.integer({ min: 0, max: 200_000 }),
        (growth, elapsedMs) => {
          const hundredths = crashMultiplierAt(elapsedMs, growth);
          fc.pre(hundredths < 1e12);
          const scale = crashScale(hundredths, elapsedMs, growth);
          expect(scale.topHundredths).toBeGreaterThan(hundredths);
          expect(scale.spanMs).toBeGreaterThan(elapsedMs);
          expect(scale.spanMs % 100).toBe(0);
        },
      ),
    );
  });
});
