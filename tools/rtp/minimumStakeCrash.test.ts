import { describe, expect, it } from 'vitest';
import { crashStakeRefusal } from '../../packages/api/src/live/crashLimits.ts';
import { payoutOfDraw } from '../../packages/api/src/live/crashMath.ts';

/**
 * Issue 33, crash: a cash-out at m× (auto or by hand) at the smallest legal stake of every currency returns what
 * docs/fairness.md publishes, 99 % (the chance to reach m× is floor(99 × 2⁵² / m) / 2⁵², times m), within 0.01 % of
 * the stake, with the API's own payout and its rounding draw (the share of draws that add a minor unit, counted
 * exactly by bisection). Floored, a 1.50× cash-out on one cent paid one cent: 66 % of the stake.
 */
const CURRENCIES = ['RUB', 'USD', 'EUR', 'KZT', 'INR'] as const;
const TWO_32 = 2 ** 32;
const TWO_52 = 2n ** 52n;
const TOLERANCE = 0.0001;

function smallestStake(currency: string): number {
  let stake = 1;
  while (crashStakeRefusal(currency, stake) === 'below_min') stake += 1;
  if (crashStakeRefusal(currency, stake) !== null) throw new Error(`crash not offered in ${currency}`);
  return stake;
}

/** The expected payout over the cash-out's draw: the draws that add a unit are the smallest ones. */
function expectedPayout(stake: number, hundredths: number): number {
  const whole = payoutOfDraw(stake, hundredths, TWO_32 - 1);
  if (payoutOfDraw(stake, hundredths, 0) === whole) return whole;
  let paysMore = 0;
  let paysWhole = TWO_32 - 1;
  while (paysWhole - paysMore > 1) {
    const middle = Math.floor((paysMore + paysWhole) / 2);
    if (payoutOfDraw(stake, hundredths, middle) > whole) paysMore = middle;
    else paysWhole = middle;
  }
  return whole + paysWhole / TWO_32;
}

/** The chance that a round reaches m×: the r of the 2⁵² with floor(99 × 2⁵² / (2⁵² − r)) ≥ m. */
const reaches = (hundredths: number): number => Number((99n * TWO_52) / BigInt(hundredths)) / Number(TWO_52);

/** Every target from 1.01× to 20.00×, and a few far ones. */
const TARGETS = [
  ...Array.from({ length: 1_900 }, (_, i) => 101 + i),
  2_345,
  9_999,
  10_001,
  123_457,
  99_999_999,
];

/** The real return and the published one (unrounded) of a cash-out at each target, as fractions of the stake. */
function returns(stake: number) {
  return TARGETS.map((target) => ({
    target,
    real: (reaches(target) * expectedPayout(stake, target)) / stake,
    published: (reaches(target) * target) / 100,
  }));
}

describe('crash at the smallest legal stake returns its published 99 % (issue 33)', () => {
  for (const currency of CURRENCIES) {
    it(`crash in ${currency}: every cash-out from 1.01x to 20x and beyond`, () => {
      const all = returns(smallestStake(currency));
      const worst = Math.max(...all.map((one) => Math.abs(one.real - one.published)));
      expect(worst).toBeLessThanOrEqual(TOLERANCE);
      for (const one of all) expect(Math.abs(one.published - 0.99)).toBeLessThan(1e-9);
    });
  }

  it('pays a 1.50x cash-out on one cent 1.5 cents on average, not the floor’s one cent', () => {
    expect(expectedPayout(1, 150)).toBeCloseTo(1.5, 9);
  });
});
