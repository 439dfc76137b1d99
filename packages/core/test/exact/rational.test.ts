import { describe, expect, it } from 'vitest';
import { binomial, percent, percentWithin, u32sBelow } from './rational.ts';

describe('exact rational helpers', () => {
  it('counts C(40, 10) draws of keno', () => {
    expect(binomial(40, 10)).toBe(847_660_528n);
  });

  it('rounds a percent half up at the last decimal', () => {
    expect(percent(9_899_015_072n, 10_000_000_000n, 5)).toBe('98.99015');
    expect(percent(2n, 3n, 4)).toBe('66.6667');
    expect(percentWithin(97n, 100n, '96', '99')).toBe(true);
    expect(percentWithin(99n, 100n, '96', '98.9999')).toBe(false);
  });

  it('counts the u32 values below an index: 2^32 / 2 for half a coin', () => {
    expect(u32sBelow(1, 2)).toBe(2n ** 31n);
  });
});
