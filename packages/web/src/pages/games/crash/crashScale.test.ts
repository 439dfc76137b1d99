import { crashMultiplierAt } from '@casino/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crashScale } from './crashScale.ts';

describe('crashScale', () => {
  it('shows 1.00× to 2.00× over ten seconds before the round and at its start', () => {
    expect(crashScale(100, 0)).toEqual({
      topHundredths: 200,
      multiplierTicks: [100, 150, 200],
      spanMs: 10_000,
      timeTicks: [0, 5_000, 10_000],
    });
  });

  it('keeps the curve inside the stage with its ticks in order, whatever the time', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200_000 }), (elapsedMs) => {
        const hundredths = crashMultiplierAt(elapsedMs);
        const scale = crashScale(hundredths, elapsedMs);
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
    expect(crashScale(181, 9_000)).toEqual(crashScale(100, 0));
    expect(crashScale(182, 9_100).topHundredths).toBe(300);
  });
});
