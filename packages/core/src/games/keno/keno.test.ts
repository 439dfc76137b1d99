import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KENO_RISKS } from '../bet.ts';
import { kenoDraw, kenoHits, kenoMultiplier, kenoPaytableRow, validateKenoPicks } from './keno.ts';

const tenFloats = fc.array(fc.nat({ max: 2 ** 32 - 1 }), { minLength: 10, maxLength: 10 });

describe('keno', () => {
  it('draws 10 distinct squares of 1..40', () => {
    fc.assert(
      fc.property(tenFloats, (u32s) => {
        const { drawn } = kenoDraw(u32s);
        expect(drawn).toHaveLength(10);
        expect(new Set(drawn).size).toBe(10);
        expect(drawn.every((square) => Number.isInteger(square) && square >= 1 && square <= 40)).toBe(true);
      }),
    );
  });

  it('takes the first square left for the smallest floats and the last for the largest', () => {
    expect(kenoDraw(Array(10).fill(0)).drawn).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(kenoDraw(Array(10).fill(2 ** 32 - 1)).drawn).toEqual([40, 39, 38, 37, 36, 35, 34, 33, 32, 31]);
  });

  it('counts the hits among the picks', () => {
    expect(kenoHits([1, 2, 3], [3, 9, 1, 4, 5, 6, 7, 8, 10, 11])).toBe(2);
  });

  it('pays by the risk paytable: 4 hits of 8 picks on medium is 4x, 1 hit of 1 on classic 3.92x', () => {
    expect(kenoMultiplier('medium', 8, 4)).toBe(40_000);
    expect(kenoMultiplier('classic', 1, 1)).toBe(39_200);
    expect(kenoMultiplier('high', 10, 3)).toBe(0);
  });

  it('has a row for every risk and 1..10 picks, one multiplier per possible number of hits', () => {
    for (const risk of KENO_RISKS) {
      for (let picks = 1; picks <= 10; picks += 1) {
        const row = kenoPaytableRow(risk, picks);
        expect(row.pays).toHaveLength(picks + 1);
        expect(row.pays.every((m) => m >= 0 && Number.isInteger(Math.round(m * 10_000)))).toBe(true);
      }
    }
  });

  it('accepts 1 to 10 distinct squares of 1..40 and nothing else', () => {
    expect(validateKenoPicks([1]).ok).toBe(true);
    expect(validateKenoPicks([1, 2, 3, 4, 5, 6, 7, 8, 9, 40]).ok).toBe(true);
    expect(validateKenoPicks([]).ok).toBe(false);
    expect(validateKenoPicks([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]).ok).toBe(false);
    expect(validateKenoPicks([0]).ok).toBe(false);
    expect(validateKenoPicks([41]).ok).toBe(false);
    expect(validateKenoPicks([5, 5]).ok).toBe(false);
    expect(validateKenoPicks([1.5]).ok).toBe(false);
    expect(validateKenoPicks('1,2').ok).toBe(false);
  });
});
