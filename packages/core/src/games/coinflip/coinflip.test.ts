import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percent, TWO_POW_32, u32sBelow } from '../../../test/exact/rational.ts';
import { coinflipMultiplierFor, coinSide, COINFLIP_MULTIPLIER } from './coinflip.ts';

describe('coinflip', () => {
  it('lands heads for the lower half of the floats and tails for the upper half', () => {
    expect(coinSide(0)).toBe('heads');
    expect(coinSide(2 ** 31 - 1)).toBe('heads');
    expect(coinSide(2 ** 31)).toBe('tails');
    expect(coinSide(2 ** 32 - 1)).toBe('tails');
  });

  it('pays 1.98x on a won coinflip and nothing on a lost one', () => {
    expect(coinflipMultiplierFor('tails', 'tails')).toBe(19_800);
    expect(coinflipMultiplierFor('heads', 'tails')).toBe(0);
  });

  it('always lands on one of the two sides', () => {
    fc.assert(fc.property(fc.nat({ max: 2 ** 32 - 1 }), (u32) => ['heads', 'tails'].includes(coinSide(u32))));
  });

  it('returns exactly 99 %: each side has exactly half of the u32 values', () => {
    const heads = u32sBelow(1, 2);
    expect(heads).toBe(TWO_POW_32 - heads);
    expect(percent(BigInt(COINFLIP_MULTIPLIER) * heads, 10_000n * TWO_POW_32, 4)).toBe('99.0000');
  });
});
