import { describe, expect, it } from 'vitest';
import { binomial, percent, percentWithin } from '../../../test/exact/rational.ts';
import { KENO_RISKS } from '../bet.ts';
import { tenThousandthsOf } from '../multiplier.ts';
import { KENO_PAYTABLES } from './paytables.ts';

/** Σ M[k] × C(picks, k) × C(40 − picks, 10 − k), over C(40, 10) × 10000: the hypergeometric return of a row. */
function exactReturn(pays: readonly number[]): { num: bigint; den: bigint } {
  const picks = pays.length - 1;
  const num = pays.reduce(
    (sum, m, hits) =>
      sum + BigInt(tenThousandthsOf(m)) * binomial(picks, hits) * binomial(40 - picks, 10 - hits),
    0n,
  );
  return { num, den: binomial(40, 10) * 10_000n };
}

describe('keno RTP, computed exactly from the paytables', () => {
  for (const risk of KENO_RISKS) {
    it(`returns between 96 % and 99 % on every ${risk} row, exactly the published figure`, () => {
      KENO_PAYTABLES[risk].forEach((row) => {
        const { num, den } = exactReturn(row.pays);
        expect(percentWithin(num, den, '96', '99')).toBe(true);
        expect(percent(num, den, 4)).toBe(row.rtp);
      });
    });
  }

  it('lets low pay more often than high: with 10 picks low pays from 2 hits, high from 4', () => {
    const firstPaid = (risk: 'low' | 'high') => KENO_PAYTABLES[risk][9]?.pays.findIndex((m) => m > 0);
    expect(firstPaid('low')).toBe(2);
    expect(firstPaid('high')).toBe(4);
  });
});
