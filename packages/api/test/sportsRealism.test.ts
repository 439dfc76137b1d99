import { describe, expect, it } from 'vitest';
import { SPORT_RULES, SPORTS, type SportId } from '../src/sports/catalogue.ts';
import { eventView, type EventRow } from '../src/sports/events.ts';
import { MAX_ODDS, MIN_OFFERED_ODDS } from '../src/sports/pricing.ts';
import { simulatorWorld } from './support/sportsWorld.ts';

/**
 * What real matches produce (issue 33, item 2: a basketball side scored 150 and a live line was priced 1,000.00):
 * properties over many matches the simulator plays, each drawn afresh from the CSPRNG.
 */
describe('the simulated matches stay within what real matches produce (issue 33, item 2)', () => {
  it('keeps every side of some 200 matches per sport within its sport’s scores', () => {
    // Short matches, a kick-off every few steps: many matches in little time; the bounds do not depend on the pace.
    const timing = { matchMs: 40_000, tickMs: 2_000, gapMs: 8_000, suspendMs: 4_000 };
    const { told, step, simulator } = simulatorWorld(timing);
    const ended = new Map<SportId, EventRow[]>(SPORTS.map((sport) => [sport, []]));
    for (let index = 0; index < 800; index += 1) {
      step();
      for (const row of told.at(-1)?.closed ?? [])
        if (row.status === 'ended') ended.get(row.sport)?.push(row);
    }
    simulator.stop();
    for (const sport of SPORTS) {
      const rows = ended.get(sport) ?? [];
      expect(rows.length, sport).toBeGreaterThanOrEqual(150);
      const most = Math.max(...rows.flatMap((row) => [row.score_home, row.score_away]));
      expect(most, sport).toBeLessThanOrEqual(SPORT_RULES[sport].maxScore);
    }
    // Basketball as FIBA plays it: sides average 65 to 100 points.
    const basketball = (ended.get('basketball') ?? []).flatMap((row) => [row.score_home, row.score_away]);
    const mean = basketball.reduce((sum, one) => sum + one, 0) / basketball.length;
    expect(mean).toBeGreaterThan(65);
    expect(mean).toBeLessThan(100);
  }, 30_000);

  it('offers every price between 1.02 and 101.00, and moves a clock sport’s open price a little a step', () => {
    const { deps, told, step, simulator } = simulatorWorld();
    /** Each selection's implied probability at the last step it was open, with that step's number. */
    const last = new Map<string, { step: number; implied: number }>();
    const largest: Partial<Record<SportId, number>> = {};
    let prices = 0;
    /** Every price offered outside the bounds (one `expect` a price cost seconds: the check is made once, on all). */
    const outside: { id: string; odds: number }[] = [];
    for (let index = 0; index < 1_200; index += 1) {
      step();
      for (const row of told.at(-1)?.changed ?? []) {
        const view = eventView(deps, row);
        for (const market of view.markets)
          for (const selection of market.selections) {
            if (selection.odds === null) continue;
            prices += 1;
            if (selection.odds < MIN_OFFERED_ODDS || selection.odds > MAX_ODDS)
              outside.push({ id: selection.id, odds: selection.odds });
            if (row.status !== 'live' || view.suspended) {
              last.delete(selection.id);
              continue;
            }
            const implied = 100 / selection.odds;
            const before = last.get(selection.id);
            if (before?.step === index - 1 && row.progress <= 0.8) {
              const moved = Math.abs(implied - before.implied);
              largest[row.sport] = Math.max(largest[row.sport] ?? 0, moved);
            }
            last.set(selection.id, { step: index, implied });
          }
      }
    }
    simulator.stop();
    expect(prices).toBeGreaterThan(10_000);
    expect(outside).toEqual([]);
    // Between two open steps football and hockey move only with the clock (a goal suspends the markets first).
    expect(largest.football ?? 0).toBeLessThan(0.05);
    expect(largest.hockey ?? 0).toBeLessThan(0.05);
  }, 30_000);
});
