import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rub, usd } from '../../../test/factories/index.ts';
import { percent, TWO_POW_32, u32sBelow } from '../../../test/exact/rational.ts';
import type { RouletteBetKind, RouletteChip } from '../bet.ts';
import {
  columnNumbers,
  cornerNumbers,
  dozenNumbers,
  isLegalRouletteBet,
  LEGAL_ROULETTE_BETS,
  lineNumbers,
  OUTSIDE_NUMBERS,
  pocketColour,
  ROULETTE_POCKETS,
  streetNumbers,
} from './layout.ts';
import {
  chipPayout,
  rouletteChipMultiple,
  roulettePayout,
  roulettePocket,
  validateRouletteChips,
} from './roulette.ts';

const chip = (kind: RouletteBetKind, numbers: readonly number[], amount = rub(1)): RouletteChip => ({
  kind,
  numbers,
  amount,
});

describe('roulette layout', () => {
  it('colours zero green and the 18 red numbers red, the rest black', () => {
    expect(pocketColour(0)).toBe('green');
    expect(pocketColour(1)).toBe('red');
    expect(pocketColour(2)).toBe('black');
    expect(pocketColour(36)).toBe('red');
    expect(OUTSIDE_NUMBERS.red).toHaveLength(18);
    expect(OUTSIDE_NUMBERS.black).toHaveLength(18);
    expect(OUTSIDE_NUMBERS.black).not.toContain(0);
  });

  it('offers the European layout bets: 37 straights, 60 splits, 14 streets, 23 corners, 11 lines', () => {
    const count = (kind: RouletteBetKind) => LEGAL_ROULETTE_BETS.filter((bet) => bet.kind === kind).length;
    expect(count('straight')).toBe(37);
    expect(count('split')).toBe(60);
    expect(count('street')).toBe(14);
    expect(count('corner')).toBe(23);
    expect(count('line')).toBe(11);
    expect(count('dozen')).toBe(3);
    expect(count('column')).toBe(3);
  });

  it('builds the pockets each layout bet covers', () => {
    expect(streetNumbers(34)).toEqual([34, 35, 36]);
    expect(cornerNumbers(32)).toEqual([32, 33, 35, 36]);
    expect(lineNumbers(31)).toEqual([31, 32, 33, 34, 35, 36]);
    expect(dozenNumbers(2)).toEqual([13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24]);
    expect(columnNumbers(3)).toEqual([3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36]);
  });

  it('accepts only the legal chips, numbers ascending', () => {
    expect(isLegalRouletteBet('split', [0, 3])).toBe(true);
    expect(isLegalRouletteBet('split', [3, 4])).toBe(false);
    expect(isLegalRouletteBet('split', [2, 1])).toBe(false);
    expect(isLegalRouletteBet('street', [0, 2, 3])).toBe(true);
    expect(isLegalRouletteBet('street', [2, 3, 4])).toBe(false);
    expect(isLegalRouletteBet('corner', [3, 4, 6, 7])).toBe(false);
    expect(isLegalRouletteBet('corner', [0, 1, 2, 3])).toBe(true);
    expect(isLegalRouletteBet('line', [4, 5, 6, 7, 8, 9])).toBe(true);
    expect(isLegalRouletteBet('straight', [37])).toBe(false);
    expect(isLegalRouletteBet('red', OUTSIDE_NUMBERS.black)).toBe(false);
    expect(isLegalRouletteBet('bogus', [1])).toBe(false);
    expect(isLegalRouletteBet('straight', ['1'])).toBe(false);
  });

  it('refuses no chip, more than 50 chips, a zero chip, a fractional amount or two currencies', () => {
    expect(validateRouletteChips([]).ok).toBe(false);
    expect(validateRouletteChips(Array.from({ length: 51 }, () => chip('red', OUTSIDE_NUMBERS.red))).ok).toBe(
      false,
    );
    expect(validateRouletteChips(Array.from({ length: 50 }, () => chip('red', OUTSIDE_NUMBERS.red))).ok).toBe(
      true,
    );
    expect(validateRouletteChips([chip('red', OUTSIDE_NUMBERS.red, rub(0))]).ok).toBe(false);
    expect(
      validateRouletteChips([
        { ...chip('odd', OUTSIDE_NUMBERS.odd), amount: { minor: 1.5, currency: 'RUB' } },
      ]).ok,
    ).toBe(false);
    expect(
      validateRouletteChips([chip('odd', OUTSIDE_NUMBERS.odd), chip('even', OUTSIDE_NUMBERS.even, usd(1))])
        .ok,
    ).toBe(false);
    expect(validateRouletteChips('chips').ok).toBe(false);
  });
});

describe('roulette payouts', () => {
  it('pays a straight 36x, a split 18x, a corner 9x, a dozen 3x and red 2x, stake included', () => {
    expect(rouletteChipMultiple(1)).toBe(36);
    expect(chipPayout(chip('straight', [17]), 17)).toEqual(rub(36));
    expect(chipPayout(chip('split', [17, 20]), 20)).toEqual(rub(18));
    expect(chipPayout(chip('corner', cornerNumbers(16)), 17)).toEqual(rub(9));
    expect(chipPayout(chip('dozen', dozenNumbers(2)), 17)).toEqual(rub(3));
    expect(chipPayout(chip('black', OUTSIDE_NUMBERS.black), 17)).toEqual(rub(2));
  });

  it('loses every outside bet on zero', () => {
    const outside = Object.entries(OUTSIDE_NUMBERS).map(([kind, numbers]) =>
      chip(kind as RouletteBetKind, numbers),
    );
    expect(roulettePayout(outside, 0)).toEqual(rub(0));
  });

  it('always lands in a pocket 0..36', () => {
    fc.assert(
      fc.property(fc.nat({ max: 2 ** 32 - 1 }), (u32) => {
        const pocket = roulettePocket(u32);
        return Number.isInteger(pocket) && pocket >= 0 && pocket < ROULETTE_POCKETS;
      }),
    );
  });

  it('pays a whole number of minor units, never more than 36x the stake', () => {
    const anyChip = fc.record({
      bet: fc.constantFrom(...LEGAL_ROULETTE_BETS),
      minor: fc.integer({ min: 1, max: 1_000_000 }),
    });
    fc.assert(
      fc.property(
        fc.array(anyChip, { minLength: 1, maxLength: 50 }),
        fc.nat({ max: 36 }),
        (chips, pocket) => {
          const spin = chips.map(({ bet, minor }) => chip(bet.kind, bet.numbers, { minor, currency: 'RUB' }));
          const stake = chips.reduce((sum, { minor }) => sum + minor, 0);
          const payout = roulettePayout(spin, pocket).minor;
          expect(Number.isSafeInteger(payout)).toBe(true);
          expect(payout).toBeLessThanOrEqual(stake * 36);
        },
      ),
    );
  });
});

describe('roulette RTP, computed exactly from the rules', () => {
  /** u32 values landing in each pocket: 2^32 = 37 × 116 080 197 + 7, so seven pockets have one more. */
  const perPocket = Array.from({ length: 37 }, (_, p) => u32sBelow(p + 1, 37) - u32sBelow(p, 37));

  it('gives 116 080 197 or 116 080 198 u32 values to each pocket, seven pockets the larger count', () => {
    expect(perPocket.filter((count) => count === 116_080_198n)).toHaveLength(7);
    expect(perPocket.filter((count) => count === 116_080_197n)).toHaveLength(30);
  });

  it('returns 36/37 = 97.2973 % on every legal chip, within 36/2^32 of it', () => {
    for (const bet of LEGAL_ROULETTE_BETS) {
      const covered = bet.numbers.reduce((sum, p) => sum + (perPocket[p] ?? 0n), 0n);
      const num = (36n / BigInt(bet.numbers.length)) * covered;
      expect(percent(num, TWO_POW_32, 4)).toBe('97.2973');
      expect(num >= 36n * 116_080_197n && num <= 36n * 116_080_198n).toBe(true);
    }
    expect(percent(36n, 37n, 4)).toBe('97.2973');
  });
});
