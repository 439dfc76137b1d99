import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percent, percentWithin } from '../../../test/exact/rational.ts';
import { WHEEL_RISKS, WHEEL_SEGMENTS } from '../bet.ts';
import { tenThousandthsOf } from '../multiplier.ts';
import { WHEEL_LAYOUTS } from './layouts.ts';
import { wheelLayout, wheelMultiplier, wheelSegment } from './wheel.ts';

describe('wheel of fortune', () => {
  it('has a layout of exactly the chosen size for every risk', () => {
    for (const risk of WHEEL_RISKS) {
      for (const segments of WHEEL_SEGMENTS)
        expect(wheelLayout(risk, segments).segments).toHaveLength(segments);
    }
  });

  it('always stops on a segment of the wheel', () => {
    fc.assert(
      fc.property(fc.nat({ max: 2 ** 32 - 1 }), fc.constantFrom(...WHEEL_SEGMENTS), (u32, segments) => {
        const segment = wheelSegment(u32, segments);
        return Number.isInteger(segment) && segment >= 0 && segment < segments;
      }),
    );
  });

  it('pays the multiplier of the segment: high 10 pays 9.8x on its last segment only', () => {
    expect(wheelMultiplier('high', 10, 9)).toBe(98_000);
    expect(wheelMultiplier('high', 10, 0)).toBe(0);
    expect(wheelMultiplier('low', 10, 0)).toBe(15_000);
  });
});

describe('wheel RTP, computed exactly from the layouts', () => {
  it('returns between 96 % and 99 % on every layout, exactly the published figure', () => {
    for (const risk of WHEEL_RISKS) {
      for (const segments of WHEEL_SEGMENTS) {
        const layout = WHEEL_LAYOUTS[risk][segments];
        const num = layout.segments.reduce((sum, m) => sum + BigInt(tenThousandthsOf(m)), 0n);
        const den = BigInt(segments) * 10_000n;
        expect(percentWithin(num, den, '96', '99')).toBe(true);
        expect(percent(num, den, 4)).toBe(layout.rtp);
      }
    }
  });
});
