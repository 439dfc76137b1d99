import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percent, TWO_POW_32, u32sBelow } from '../../../test/exact/rational.ts';
import {
  DICE_MAX_CHANCE,
  DICE_MIN_CHANCE,
  DICE_OUTCOMES,
  diceChance,
  diceChanceForMultiplier,
  diceMultiplier,
  diceMultiplierFor,
  diceRoll,
  diceTargetForChance,
  validateDiceChoice,
} from './dice.ts';

const u32 = fc.nat({ max: 2 ** 32 - 1 });

describe('dice', () => {
  it('rolls 0.00 for the smallest float and 100.00 for the largest', () => {
    expect(diceRoll(0)).toBe(0);
    expect(diceRoll(2 ** 32 - 1)).toBe(10_000);
  });

  it('always rolls a whole number of hundredths from 0.00 to 100.00', () => {
    fc.assert(
      fc.property(u32, (value) => {
        const roll = diceRoll(value);
        expect(Number.isInteger(roll) && roll >= 0 && roll <= 10_000).toBe(true);
      }),
    );
  });

  it('pays 99 / chance rounded down to four decimals: 1.9603x at 50.50 %, 9900x at 0.01 %, 1.0102x at 98 %', () => {
    expect(diceMultiplier(5050)).toBe(19_603);
    expect(diceMultiplier(1)).toBe(99_000_000);
    expect(diceMultiplier(9800)).toBe(10_102);
  });

  it('wins under when the roll is below the target and over when above; the target itself loses', () => {
    expect(diceMultiplierFor(4999, 5000, 'under')).toBe(19_800);
    expect(diceMultiplierFor(5000, 5000, 'under')).toBe(0);
    expect(diceMultiplierFor(5000, 5000, 'over')).toBe(0);
    expect(diceMultiplierFor(5001, 5000, 'over')).toBe(19_800);
  });

  it('turns a target into its chance and back, in both directions', () => {
    expect(diceChance(2500, 'under')).toBe(2500);
    expect(diceChance(2500, 'over')).toBe(7500);
    fc.assert(
      fc.property(
        fc.integer({ min: DICE_MIN_CHANCE, max: DICE_MAX_CHANCE }),
        fc.boolean(),
        (chance, under) => {
          const direction = under ? 'under' : 'over';
          expect(diceChance(diceTargetForChance(chance, direction), direction)).toBe(chance);
        },
      ),
    );
  });

  it('finds the chance for a wanted multiplier: at least that multiplier, within 0.01 %..98 %', () => {
    expect(diceChanceForMultiplier(20_000)).toBe(4950);
    expect(diceChanceForMultiplier(1)).toBe(DICE_MAX_CHANCE);
    expect(diceChanceForMultiplier(10 ** 12)).toBe(DICE_MIN_CHANCE);
    fc.assert(
      fc.property(fc.integer({ min: 10_102, max: 99_000_000 }), (wanted) => {
        expect(diceMultiplier(diceChanceForMultiplier(wanted))).toBeGreaterThanOrEqual(wanted);
      }),
    );
  });

  it('accepts under 0.01..98.00 and over 2.00..99.99, whole hundredths only', () => {
    expect(validateDiceChoice(1, 'under').ok).toBe(true);
    expect(validateDiceChoice(9800, 'under').ok).toBe(true);
    expect(validateDiceChoice(9801, 'under')).toEqual({ ok: false, error: 'target' });
    expect(validateDiceChoice(0, 'under')).toEqual({ ok: false, error: 'target' });
    expect(validateDiceChoice(200, 'over').ok).toBe(true);
    expect(validateDiceChoice(9999, 'over').ok).toBe(true);
    expect(validateDiceChoice(199, 'over')).toEqual({ ok: false, error: 'target' });
    expect(validateDiceChoice(10_000, 'over')).toEqual({ ok: false, error: 'target' });
    expect(validateDiceChoice(50.5, 'over')).toEqual({ ok: false, error: 'target' });
    expect(validateDiceChoice(5000, 'sideways')).toEqual({ ok: false, error: 'direction' });
  });
});

describe('dice RTP, computed exactly from the rules', () => {
  /** The exact return of a target: M × (u32 values that win) / (10000 × 2^32). */
  function exactReturn(target: number, direction: 'over' | 'under'): bigint {
    const winning =
      direction === 'under'
        ? u32sBelow(target, DICE_OUTCOMES)
        : TWO_POW_32 - u32sBelow(target + 1, DICE_OUTCOMES);
    return BigInt(diceMultiplier(diceChance(target, direction))) * winning;
  }
  const DEN = 10_000n * TWO_POW_32;

  it('lies between 98.98042 % (over 2.76) and 98.99015 % (reached by under 0.01) for every legal target, as published', () => {
    const returns: { label: string; value: bigint }[] = [];
    for (let target = 1; target <= 9800; target += 1) {
      returns.push({ label: `under ${target}`, value: exactReturn(target, 'under') });
    }
    for (let target = 200; target <= 9999; target += 1) {
      returns.push({ label: `over ${target}`, value: exactReturn(target, 'over') });
    }
    const sorted = [...returns].sort((a, b) => (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
    const lowest = sorted[0];
    const highest = sorted[sorted.length - 1];
    expect(lowest?.label).toBe('over 276');
    expect(percent(lowest?.value ?? 0n, DEN, 5)).toBe('98.98042');
    expect(highest?.value).toBe(exactReturn(1, 'under'));
    expect(percent(highest?.value ?? 0n, DEN, 5)).toBe('98.99015');
  });

  it('would be 99 % × 10000/10001 = 98.99010 % with equally likely rolls and unrounded multipliers', () => {
    expect(percent(99n * 10_000n, 100n * 10_001n, 5)).toBe('98.99010');
  });
});
