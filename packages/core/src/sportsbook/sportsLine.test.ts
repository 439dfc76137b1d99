import { describe, expect, it } from 'vitest';
import { sportEventFactory } from '../../test/factories/index.ts';
import { byLeague, endedInPlace, eventsOf, mainMarket, sportCounts, SportsLine } from './sportsLine.ts';
import type { SportEvent } from './sportsTypes.ts';

const withHomeOdds = (event: SportEvent, odds: number | null, version: number): SportEvent => ({
  ...event,
  version,
  markets: event.markets.map((market) => ({
    ...market,
    selections: market.selections.map((one) => (one.outcome === 'home' ? { ...one, odds } : one)),
  })),
});

describe('the line from the real-time channel (issue 20)', () => {
  it('takes a snapshot, then updates: a moved price is remembered with its direction, a closed event leaves', () => {
    const line = new SportsLine();
    const [first, second] = sportEventFactory.buildList(2);
    if (!first || !second) throw new Error('factory');
    line.apply({ type: 'snapshot', events: [first, second] }, 1_000);
    expect(line.events).toHaveLength(2);
    const moved = line.apply(
      { type: 'update', events: [withHomeOdds(first, 190, 2)], closed: [second.id] },
      2_000,
    );
    expect(moved.map((one) => one.id)).toEqual([`${first.id}:1x2:home`]);
    expect(line.move(`${first.id}:1x2:home`)).toEqual({ direction: 'up', at: 2_000 });
    expect(line.event(second.id)).toBeUndefined();
    line.apply({ type: 'update', events: [withHomeOdds(first, 170, 3)], closed: [] }, 3_000);
    expect(line.move(`${first.id}:1x2:home`)?.direction).toBe('down');
  });

  it('keeps the event it holds when a new snapshot repeats it unchanged, and takes the changed ones', () => {
    const line = new SportsLine();
    const same = sportEventFactory.build({ version: 3 });
    const changed = sportEventFactory.build({ version: 1 });
    const closing = sportEventFactory.build({ version: 2, suspended: false });
    line.apply({ type: 'snapshot', events: [same, changed, closing] }, 0);
    const again = { ...same, markets: [...same.markets] };
    const newer = { ...changed, version: 2 };
    const suspended = { ...closing, suspended: true };
    line.apply({ type: 'snapshot', events: [again, newer, suspended] }, 1);
    expect(line.events.find((e) => e.id === same.id)).toBe(same);
    expect(line.events.find((e) => e.id === changed.id)).toBe(newer);
    expect(line.events.find((e) => e.id === closing.id)).toBe(suspended);
  });

  it('ignores an update older than the event it holds', () => {
    const line = new SportsLine();
    const event = sportEventFactory.build({ version: 5 });
    line.apply({ type: 'snapshot', events: [event] }, 0);
    line.apply({ type: 'update', events: [withHomeOdds(event, 300, 4)], closed: [] }, 1);
    expect(mainMarket(line.event(event.id) as SportEvent)?.selections[0]?.odds).toBe(185);
  });

  it('keeps an ended match in the list it was in when the page says so, at its place by start', () => {
    const first = sportEventFactory.build({ status: 'live', startAt: 5 });
    const ended = endedInPlace(sportEventFactory.build({ status: 'live', startAt: 7 }), undefined);
    const last = sportEventFactory.build({ status: 'live', startAt: 9 });
    const all = [last, ended, first];
    expect(eventsOf(all, null, 'live').map((e) => e.id)).toEqual([first.id, last.id]);
    const keptLive = (event: SportEvent) => (event.id === ended.id ? 'live' : event.status);
    expect(eventsOf(all, null, 'live', keptLive).map((e) => e.id)).toEqual([first.id, ended.id, last.id]);
    expect(sportCounts(all)).toEqual({ football: { live: 2, upcoming: 0 } });
  });

  it('shows a closed match with its final status and score, no clock, and every price it showed closed', () => {
    const shown = sportEventFactory.build({
      status: 'live',
      clock: { period: 2, minute: 88 },
      score: { home: 1, away: 0 },
      version: 40,
    });
    const final = {
      ...shown,
      status: 'ended' as const,
      score: { home: 1, away: 1 },
      version: 41,
      markets: [],
    };
    const row = endedInPlace(shown, final);
    expect(row).toMatchObject({ status: 'ended', clock: null, score: { home: 1, away: 1 }, suspended: true });
    expect(row.markets.map((market) => market.id)).toEqual(shown.markets.map((market) => market.id));
    expect(row.markets.flatMap((market) => market.selections.map((one) => one.odds))).toSatisfy(
      (odds: unknown[]) => odds.every((one) => one === null),
    );
    // Called off at kick-off: the API says 0:0; the row keeps the score it showed (none before kick-off).
    const upcoming = sportEventFactory.build({ score: null });
    expect(
      endedInPlace(upcoming, { ...upcoming, status: 'abandoned', score: { home: 0, away: 0 } }),
    ).toMatchObject({ status: 'abandoned', score: null });
    // The channel did not say how it ended: the last score known stands.
    expect(endedInPlace(shown, undefined)).toMatchObject({ status: 'ended', score: { home: 1, away: 0 } });
  });

  it('lists live and upcoming events of a sport by start, groups them by league and counts them per sport', () => {
    const live = sportEventFactory.build({ status: 'live', startAt: 5 });
    const early = sportEventFactory.build({ startAt: 10 });
    const late = sportEventFactory.build({ startAt: 20, league: { id: 'x', country: null, name: 'X Cup' } });
    const tennis = sportEventFactory.build({ sport: 'tennis', startAt: 1 });
    const all = [late, tennis, early, live];
    expect(eventsOf(all, 'football', 'upcoming').map((e) => e.id)).toEqual([early.id, late.id]);
    expect(eventsOf(all, null, 'upcoming').map((e) => e.id)).toEqual([tennis.id, early.id, late.id]);
    expect(eventsOf(all, null, 'live').map((e) => e.id)).toEqual([live.id]);
    expect(byLeague([early, late]).map((group) => group.league.id)).toEqual(['football-eng', 'x']);
    expect(sportCounts(all)).toEqual({
      football: { live: 1, upcoming: 2 },
      tennis: { live: 0, upcoming: 1 },
    });
  });
});
