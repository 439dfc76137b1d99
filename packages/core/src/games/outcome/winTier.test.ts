import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { WIN_TIER_MULTIPLES, winTier } from './winTier.ts';

const minor = fc.integer({ min: 0, max: 1_000_000_000 });
const rank = (tier: ReturnType<typeof winTier>) => (tier === 'huge' ? 2 : tier === 'big' ? 1 : 0);

describe('winTier', () => {
  it('names a big win from 10 times the stake and a huge win from 50 times', () => {
    expect(WIN_TIER_MULTIPLES).toEqual({ big: 10, huge: 50 });
    expect(winTier(100, 999)).toBeNull();
    expect(winTier(100, 1_000)).toBe('big');
    expect(winTier(100, 4_999)).toBe('big');
    expect(winTier(100, 5_000)).toBe('huge');
    expect(winTier(0, 5_000)).toBeNull();
  });

  it('follows the published multiples exactly, in whole minor units', () => {
    fc.assert(
      fc.property(minor, minor, (stake, payout) => {
        const tier = winTier(stake, payout);
        if (stake === 0) {
          expect(tier).toBeNull();
          return;
        }
        expect(tier === 'huge').toBe(payout >= stake * WIN_TIER_MULTIPLES.huge);
        expect(tier === 'big').toBe(
          payout >= stake * WIN_TIER_MULTIPLES.big && payout < stake * WIN_TIER_MULTIPLES.huge,
        );
        // A stake that did not grow is never shown as a big win.
        if (payout <= stake) expect(tier).toBeNull();
      }),
    );
  });

  it('never shows a larger payout on the same stake as a smaller tier', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), minor, minor, (stake, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(rank(winTier(stake, high))).toBeGreaterThanOrEqual(rank(winTier(stake, low)));
      }),
    );
  });

  it('refuses amounts that are not whole non-negative minor units', () => {
    expect(() => winTier(-1, 0)).toThrow(RangeError);
    expect(() => winTier(1, 0.5)).toThrow(RangeError);
  });
});
