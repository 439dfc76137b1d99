import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  pointsOf,
  prizeIn,
  prizesOf,
  rankStandings,
  type Standing,
} from '../src/tournaments/tournamentRules.ts';

const standing = fc.record({
  playerId: fc.integer({ min: 1, max: 10_000 }),
  points: fc.integer({ min: 0, max: 1_000_000 }),
  reachedAt: fc.integer({ min: 0, max: 1_000_000 }),
});
/** One standing per player, as the store's query gives them. */
const standings = fc.uniqueArray(standing, { selector: (one) => one.playerId, maxLength: 60 });

describe('the leaderboard ranks standings (issue 34)', () => {
  it('gives every player with points one place of their own, 1 to n, more points above fewer', () => {
    fc.assert(
      fc.property(standings, (given) => {
        const ranked = rankStandings(given);
        const scoring = given.filter((one) => one.points > 0);
        expect(ranked.map((one) => one.place)).toEqual(scoring.map((_, index) => index + 1));
        expect(new Set(ranked.map((one) => one.playerId)).size).toBe(scoring.length);
        for (let index = 1; index < ranked.length; index += 1) {
          const above = ranked[index - 1]!;
          const below = ranked[index]!;
          expect(above.points).toBeGreaterThanOrEqual(below.points);
          // Equal points: whoever reached them first is above.
          if (above.points === below.points) expect(above.reachedAt).toBeLessThanOrEqual(below.reachedAt);
        }
      }),
    );
  });

  it('does not depend on the order the standings come in', () => {
    fc.assert(
      fc.property(
        standings.chain((given) =>
          fc.tuple(fc.constant(given), fc.shuffledSubarray(given, { minLength: given.length })),
        ),
        ([given, shuffled]: [Standing[], Standing[]]) => {
          expect(rankStandings(shuffled)).toEqual(rankStandings(given));
        },
      ),
    );
  });
});

describe('a bet’s points by the published rules', () => {
  const currency = fc.constantFrom('RUB', 'USD', 'EUR', 'KZT', 'INR');
  const play = fc.record({
    stakeMinor: fc.integer({ min: 1, max: 10_000_000 }),
    payoutMinor: fc.integer({ min: 0, max: 100_000_000 }),
    currency,
  });

  it('scores one point per whole rouble staked or paid, and the multiplier in hundredths', () => {
    expect(pointsOf('stake', { stakeMinor: 1_000, payoutMinor: 0, currency: 'RUB' }, 0)).toBe(10);
    expect(pointsOf('stake', { stakeMinor: 100, payoutMinor: 0, currency: 'USD' }, 0)).toBe(100);
    expect(pointsOf('stake', { stakeMinor: 1_000, payoutMinor: 0, currency: 'KZT' }, 0)).toBe(2);
    expect(pointsOf('payout', { stakeMinor: 100, payoutMinor: 250, currency: 'USD' }, 0)).toBe(250);
    expect(pointsOf('payout', { stakeMinor: 100, payoutMinor: 0, currency: 'USD' }, 0)).toBe(0);
    expect(pointsOf('multiplier', { stakeMinor: 1_000, payoutMinor: 52_500, currency: 'RUB' }, 1_000)).toBe(
      5_250,
    );
    // Below the smallest stake, or a free spin with no stake: nothing.
    expect(pointsOf('multiplier', { stakeMinor: 999, payoutMinor: 52_500, currency: 'RUB' }, 1_000)).toBe(0);
    expect(pointsOf('stake', { stakeMinor: 0, payoutMinor: 500, currency: 'RUB' }, 0)).toBe(0);
  });

  it('never scores a negative or fractional point, and a larger stake never scores fewer by the stake', () => {
    fc.assert(
      fc.property(play, fc.integer({ min: 1, max: 1_000 }), (one, more) => {
        for (const rule of ['stake', 'payout', 'multiplier'] as const) {
          const points = pointsOf(rule, one, 0);
          expect(Number.isSafeInteger(points) && points >= 0).toBe(true);
        }
        const bigger = { ...one, stakeMinor: one.stakeMinor + more };
        expect(pointsOf('stake', bigger, 0)).toBeGreaterThanOrEqual(pointsOf('stake', one, 0));
      }),
    );
  });

  it('splits the pool by the shares, never paying more than the pool, in any currency by the scale', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.array(fc.integer({ min: 0, max: 2_000 }), { maxLength: 5 }),
        currency,
        currency,
        (pool, shares, from, to) => {
          const prizes = prizesOf(pool, shares);
          expect(prizes.reduce((sum, prize) => sum + prize, 0)).toBeLessThanOrEqual(pool);
          for (const prize of prizes) expect(Number.isSafeInteger(prizeIn(prize, from, to))).toBe(true);
        },
      ),
    );
    expect(prizeIn(800_000, 'INR', 'USD')).toBe(8_000);
    expect(prizeIn(800_000, 'INR', 'KZT')).toBe(4_000_000);
  });
});
