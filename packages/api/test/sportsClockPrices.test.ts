import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SPORT_RULES } from '../src/sports/catalogue.ts';
import { oddsOf, probabilities, type PricedState } from '../src/sports/pricing.ts';

/** The steps of a five-minute match at one step a second: a browser test's own match (e2e/sportsbookSlip.spec.ts). */
const STEPS = 300;
/** How many steps a browser test waits for a price to move: 30 s. */
const WAITED = 30;

const football = (state: Omit<PricedState, 'sport' | 'totalLine' | 'handicapLine'>): PricedState => ({
  sport: 'football',
  totalLine: 2.5,
  handicapLine: 0,
  ...state,
});

/** A 1x2 price of the state at each of the waited steps after `from` (a share of the match played). */
function pricesOver(
  side: 'home' | 'draw' | 'away',
  from: number,
  state: Omit<PricedState, 'sport' | 'totalLine' | 'handicapLine' | 'progress'>,
): (number | null)[] {
  return Array.from({ length: WAITED + 1 }, (_, step) =>
    oddsOf(probabilities(football({ ...state, progress: from + step / STEPS }))['1x2'][side] ?? 0),
  );
}

describe('a live football price over half a minute with no goal scored in it (what a browser test may wait for)', () => {
  it("may keep a side's price for half a minute of a five-minute match: two sides the line draws, at kick-off", () => {
    // About one pair of strengths in a hundred the line draws does this; here 0.77 at home (with its advantage) and
    // 1.26 away, 4.08 for the home side all along.
    const prices = pricesOver('home', 0, { ratingHome: 0.77, ratingAway: 1.26, scoreHome: 0, scoreAway: 0 });
    expect(new Set(prices)).toEqual(new Set([408]));
  });

  it('moves the draw at every step once the home side is made the strong favourite, at any score of a goal a side or less', () => {
    const { strength } = SPORT_RULES.football;
    fc.assert(
      fc.property(
        fc.double({ min: strength.min, max: strength.max, noNaN: true }),
        fc.double({ min: 0, max: 0.15, noNaN: true }),
        fc.integer({ min: 0, max: 1 }),
        fc.integer({ min: 0, max: 1 }),
        (ratingAway, from, scoreHome, scoreAway) => {
          // A trader's review at the top of its range (POST /__dev/sports/events/:id, rating_home 3).
          const prices = pricesOver('draw', from, { ratingHome: 3, ratingAway, scoreHome, scoreAway });
          for (let step = 1; step < prices.length; step += 1) expect(prices[step]).not.toBe(prices[step - 1]);
        },
      ),
    );
  });
});
