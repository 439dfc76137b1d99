import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromAmerican, fromFractional, isOdds, oddsText, toAmerican, toFractional } from './odds.ts';

const anyOdds = fc.integer({ min: 101, max: 100_000 });

describe('odds formats (issue 20)', () => {
  it('reads the worked examples: 1.85 is 17/20 and −118; 2.50 is 3/2 and +150; 1.01 is 1/100 and −10000', () => {
    expect(oddsText(185, 'decimal')).toBe('1.85');
    expect(oddsText(185, 'fractional')).toBe('17/20');
    expect(oddsText(185, 'american')).toBe('−118');
    expect(oddsText(250, 'fractional')).toBe('3/2');
    expect(oddsText(250, 'american')).toBe('+150');
    expect(oddsText(150, 'american')).toBe('−200');
    expect(oddsText(101, 'fractional')).toBe('1/100');
    expect(oddsText(101, 'american')).toBe('−10000');
    expect(oddsText(100_000, 'decimal')).toBe('1000.00');
  });

  it('rounds American odds half away from zero: 1.32 is −312.5, shown −313', () => {
    expect(toAmerican(132)).toBe(-313);
  });

  it('gives back the same odds from fractional, exactly, for every odds', () => {
    fc.assert(
      fc.property(anyOdds, (odds) => {
        const { numerator, denominator } = toFractional(odds);
        expect(fromFractional(numerator, denominator)).toBe(odds);
      }),
    );
  });

  it('gives back the same odds from American from 2.00 up, and never more than the odds below', () => {
    fc.assert(
      fc.property(anyOdds, (odds) => {
        const back = fromAmerican(toAmerican(odds));
        if (odds >= 200) expect(back).toBe(odds);
        else expect(Math.abs((back ?? 0) - odds)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('refuses what is not odds: below 1.01, above 1000.00, fractions and American values that are no price', () => {
    expect(isOdds(100)).toBe(false);
    expect(isOdds(100_001)).toBe(false);
    expect(isOdds(1.5)).toBe(false);
    expect(fromFractional(1, 0)).toBeNull();
    expect(fromFractional(-1, 2)).toBeNull();
    expect(fromAmerican(50)).toBeNull();
    expect(fromAmerican(-99)).toBeNull();
    expect(fromAmerican(Number.NaN)).toBeNull();
  });
});
