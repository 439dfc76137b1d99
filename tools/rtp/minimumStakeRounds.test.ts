import { describe, expect, it } from 'vitest';
import { fairPayout } from '../../packages/api/src/games/game.ts';
import { hiloMultiplier } from '../../packages/api/src/rounds/hilo.ts';
import { minerMultiplier, TILES } from '../../packages/api/src/rounds/miner.ts';
import { roundStakeRefusal, type RoundGame } from '../../packages/api/src/rounds/roundLimits.ts';

/**
 * Issue 33, the multi-step originals: a miner or hilo cash-out at the smallest legal stake of every currency returns
 * what the same cash-out returns unrounded (99 % before the four-decimal rounding of M that docs/fairness.md
 * publishes), within 0.01 % of the stake, with the API's own payout and its rounding draw (the share of draws that
 * add a minor unit, counted exactly by bisection).
 */
const CURRENCIES = ['RUB', 'USD', 'EUR', 'KZT', 'INR'] as const;
const TWO_32 = 2 ** 32;
const TOLERANCE = 0.0001;

function smallestStake(game: RoundGame, currency: string): number {
  let stake = 1;
  while (roundStakeRefusal(game, currency, stake) === 'below_min') stake += 1;
  if (roundStakeRefusal(game, currency, stake) !== null)
    throw new Error(`${game} not offered in ${currency}`);
  return stake;
}

/** The expected payout over the draw: the draws that add a unit are the smallest ones. */
function expectedPayout(stake: number, multiplier: number): number {
  const whole = fairPayout(stake, multiplier, TWO_32 - 1);
  if (fairPayout(stake, multiplier, 0) === whole) return whole;
  let paysMore = 0;
  let paysWhole = TWO_32 - 1;
  while (paysWhole - paysMore > 1) {
    const middle = Math.floor((paysMore + paysWhole) / 2);
    if (fairPayout(stake, multiplier, middle) > whole) paysMore = middle;
    else paysWhole = middle;
  }
  return whole + paysWhole / TWO_32;
}

const choose = (n: number, k: number): number => {
  let value = 1;
  for (let i = 0; i < k; i += 1) value = (value * (n - i)) / (i + 1);
  return value;
};

/** The largest gap between the real and the unrounded return of every cash-out listed, as a fraction of the stake. */
function worstGap(stake: number, cashOuts: readonly { chance: number; multiplier: number }[]): number {
  return Math.max(
    ...cashOuts.map(
      ({ chance, multiplier }) =>
        chance * Math.abs(expectedPayout(stake, multiplier) / stake - multiplier / 10_000),
    ),
  );
}

const MINER = Array.from({ length: 24 }, (_, i) => i + 1).flatMap((mines) =>
  Array.from({ length: TILES - mines }, (_, r) => ({
    chance: choose(TILES - mines, r + 1) / choose(TILES, r + 1),
    multiplier: minerMultiplier(mines, r + 1),
  })),
);

const Q = Array.from({ length: 12 }, (_, i) => i + 1);
const HILO = [
  ...Q.map((q) => ({ chance: q / 13, multiplier: hiloMultiplier([q]) })),
  ...Q.flatMap((a) => Q.map((b) => ({ chance: (a * b) / 169, multiplier: hiloMultiplier([a, b]) }))),
];

describe('a cash-out at the smallest legal stake returns what is published (issue 33)', () => {
  for (const currency of CURRENCIES) {
    it(`miner in ${currency}: every mine count and number of reveals`, () => {
      expect(worstGap(smallestStake('miner', currency), MINER)).toBeLessThanOrEqual(TOLERANCE);
    });
    it(`hilo in ${currency}: every cash-out after one or two guesses`, () => {
      expect(worstGap(smallestStake('hilo', currency), HILO)).toBeLessThanOrEqual(TOLERANCE);
    });
  }
});
