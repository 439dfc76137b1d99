import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isNetWin, outcomeWording } from './outcomeWording.ts';

const minor = fc.integer({ min: 0, max: 1_000_000_000_00 });

describe('outcomeWording', () => {
  it('says the cases and roulette losses of issue 38 in net terms, not as wins', () => {
    expect(outcomeWording(50, 25)).toEqual({ kind: 'partial', netMinor: -25 });
    expect(outcomeWording(9, 6)).toEqual({ kind: 'partial', netMinor: -3 });
    expect(outcomeWording(10, 40)).toEqual({ kind: 'won', netMinor: 30 });
    expect(outcomeWording(50, 50)).toEqual({ kind: 'even', netMinor: 0 });
    expect(outcomeWording(50, 0)).toEqual({ kind: 'lost', netMinor: -50 });
  });

  it('says "won" exactly when the payout is more than the stake, and the net is payout less stake', () => {
    fc.assert(
      fc.property(minor, minor, (stake, payout) => {
        const wording = outcomeWording(stake, payout);
        expect(wording.netMinor).toBe(payout - stake);
        expect(wording.kind === 'won').toBe(payout > stake);
        expect(isNetWin(stake, payout)).toBe(payout > stake);
        expect(wording.kind === 'lost').toBe(payout === 0);
        if (wording.kind === 'partial') expect(payout > 0 && payout < stake).toBe(true);
        if (wording.kind === 'even') expect(payout).toBe(stake);
      }),
    );
  });

  it('refuses amounts that are not whole non-negative minor units', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ max: -1 }), fc.double({ noInteger: true }), fc.constant(Number.NaN)),
        minor,
        (bad, good) => {
          expect(() => outcomeWording(bad, good)).toThrow(RangeError);
          expect(() => outcomeWording(good, bad)).toThrow(RangeError);
        },
      ),
    );
  });
});
