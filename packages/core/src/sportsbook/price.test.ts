import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { potentialReturn, totalOdds } from './price.ts';
import { settleSportsBet } from './settlement.ts';

const anyOdds = fc.integer({ min: 101, max: 100_000 });
const anyStake = fc.integer({ min: 1, max: 100_000_000 });

describe('accumulator price and return (issue 20)', () => {
  it('returns floor(stake × Π odds / 100^n): 10.00 on 1.85 and 2.10 returns 38.85', () => {
    expect(totalOdds([185, 210])).toBe(388);
    expect(potentialReturn(1_000, [185, 210])).toBe(3_885);
    expect(potentialReturn(1_000, [185])).toBe(1_850);
  });

  it('is exact where decimal floats round down: 1.00 on 1.15 returns 1.15 (1.15 × 100 is 114.999… in floats)', () => {
    expect(1.15 * 100).toBeLessThan(115);
    expect(potentialReturn(100, [115])).toBe(115);
    expect(potentialReturn(333, [333, 333, 333])).toBe(12_296);
  });

  it('never returns less than the stake, and grows with every leg added', () => {
    fc.assert(
      fc.property(
        anyStake,
        fc.array(anyOdds, { minLength: 1, maxLength: 6 }),
        anyOdds,
        (stake, legs, extra) => {
          const base = potentialReturn(stake, legs);
          expect(base).toBeGreaterThanOrEqual(stake);
          expect(potentialReturn(stake, [...legs, extra])).toBeGreaterThanOrEqual(base);
        },
      ),
    );
  });
});

describe('settlement (issue 20)', () => {
  it('pays a won single stake × odds, nothing on a lost one, the stake back on a void one', () => {
    expect(settleSportsBet(1_000, [{ odds: 185, result: 'won' }])).toEqual({
      result: 'won',
      returnMinor: 1_850,
    });
    expect(settleSportsBet(1_000, [{ odds: 185, result: 'lost' }])).toEqual({
      result: 'lost',
      returnMinor: 0,
    });
    expect(settleSportsBet(1_000, [{ odds: 185, result: 'void' }])).toEqual({
      result: 'void',
      returnMinor: 1_000,
    });
  });

  it('counts a void leg of an accumulator as 1.00, as if it was never there', () => {
    fc.assert(
      fc.property(
        anyStake,
        fc.array(anyOdds, { minLength: 1, maxLength: 8 }),
        anyOdds,
        (stake, legs, voided) => {
          const won = legs.map((odds) => ({ odds, result: 'won' as const }));
          expect(settleSportsBet(stake, [...won, { odds: voided, result: 'void' }])).toEqual({
            result: 'won',
            returnMinor: potentialReturn(stake, legs),
          });
          expect(settleSportsBet(stake, [...won, { odds: voided, result: 'lost' }]).returnMinor).toBe(0);
        },
      ),
    );
  });
});
