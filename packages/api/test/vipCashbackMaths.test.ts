import fc from 'fast-check';
import { VIP_LEVELS } from '@casino/tables';
import { describe, expect, it } from 'vitest';
import { cashbackMinor, lastEndedWeek, weekStartOf } from '../src/vip/cashbackWeek.ts';

const percents = fc.constantFrom(...VIP_LEVELS.map((level) => level.cashbackPercent));
const losses = fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 });

describe('the cashback maths (issue 34)', () => {
  it('is the percent of a net loss rounded down to the minor unit, never negative, nothing on a net win', () => {
    fc.assert(
      fc.property(losses, percents, (loss, percent) => {
        const paid = cashbackMinor(loss, percent);
        expect(Number.isSafeInteger(paid)).toBe(true);
        expect(paid).toBeGreaterThanOrEqual(0);
        if (loss <= 0) expect(paid).toBe(0);
        else {
          // Exact: paid × 100 ≤ loss × percent < (paid + 1) × 100.
          expect(paid * 100).toBeLessThanOrEqual(loss * percent);
          expect((paid + 1) * 100).toBeGreaterThan(loss * percent);
          expect(paid).toBeLessThan(loss);
        }
      }),
      { numRuns: 2_000 },
    );
  });

  it('grows with the loss and with the level', () => {
    fc.assert(
      fc.property(losses, fc.nat({ max: 1_000_000 }), percents, percents, (loss, more, a, b) => {
        expect(cashbackMinor(loss + more, a)).toBeGreaterThanOrEqual(cashbackMinor(loss, a));
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(cashbackMinor(loss, high)).toBeGreaterThanOrEqual(cashbackMinor(loss, low));
      }),
    );
  });

  it('puts every instant in one week from Monday 00:00 UTC, and pays the week that ended last', () => {
    const instants = fc.integer({ min: Date.parse('2000-01-01'), max: Date.parse('2100-01-01') });
    fc.assert(
      fc.property(instants, (at) => {
        const start = weekStartOf(at);
        expect(new Date(start).getUTCDay()).toBe(1);
        expect(start % 86_400_000).toBe(0);
        expect(start).toBeLessThanOrEqual(at);
        expect(at - start).toBeLessThan(7 * 86_400_000);
        const ended = lastEndedWeek(at);
        expect(ended.end).toBe(start);
        expect(ended.end - ended.start).toBe(7 * 86_400_000);
      }),
    );
  });
});
