import { describe, expect, it } from 'vitest';
import { SPORTS } from '../src/sports/catalogue.ts';
import { DEFAULT_SPORTS_TIMING, paceOf, sportsTimingWith } from '../src/sports/sportsTiming.ts';
import { measurePriceMoves } from '../scripts/priceMoves.ts';

/**
 * Issue 38: a 40-minute basketball game played in 6 minutes tripled an underdog's live price within 30 s in about 31 %
 * of the 30-second windows of its last fifth. Each sport now has its own match length and tick
 * (`pnpm exec node packages/api/scripts/priceMoves.ts` prints the figures before and after).
 */
describe('each sport plays at a pace a player can act on (issue 38)', () => {
  it('rarely triples a live basketball price within 30 s in the last fifth of a match', () => {
    const moves = measurePriceMoves(DEFAULT_SPORTS_TIMING, 'basketball', 20 * 60_000);
    expect(moves.windows).toBeGreaterThan(500);
    expect(moves.tripled / moves.windows).toBeLessThan(0.12);
  }, 30_000);

  it('gives every sport its own match length and tick', () => {
    for (const sport of SPORTS) {
      const pace = paceOf(DEFAULT_SPORTS_TIMING, sport);
      expect(pace.matchMs, sport).toBeGreaterThanOrEqual(20 * 60_000);
      expect(pace.tickMs, sport).toBeGreaterThanOrEqual(DEFAULT_SPORTS_TIMING.tickMs);
    }
  });

  it('plays every sport at one pace when a match length or tick is set from outside (fast test matches)', () => {
    const fast = sportsTimingWith({ matchMs: 60_000, tickMs: 1_000 });
    for (const sport of SPORTS) expect(paceOf(fast, sport)).toEqual({ matchMs: 60_000, tickMs: 1_000 });
    expect(sportsTimingWith({ gapMs: 15_000 }).paces).toEqual(DEFAULT_SPORTS_TIMING.paces);
  });
});
