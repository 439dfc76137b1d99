import type { Odds } from './odds.ts';
import type {
  EventStatus,
  League,
  Selection,
  SportEvent,
  SportId,
  SportsFeedMessage,
} from './sportsTypes.ts';

export interface OddsMove {
  readonly direction: 'up' | 'down';
  /** Epoch milliseconds of the move. */
  readonly at: number;
}

export interface LeagueGroup {
  readonly league: League;
  readonly events: readonly SportEvent[];
}

/**
 * The line as the page holds it (issue 20): the open events by id, kept from the real-time channel's snapshots and
 * updates, with the last move of each selection's odds (so the page can flash a price that moved, and which way).
 * An update older than what is held (a lower version) is ignored.
 */
export class SportsLine {
  #events = new Map<string, SportEvent>();
  #moves = new Map<string, OddsMove>();

  get events(): readonly SportEvent[] {
    return [...this.#events.values()];
  }

  event(id: string): SportEvent | undefined {
    return this.#events.get(id);
  }

  /** The last move of a selection's odds, when it moved since the line was first read. */
  move(selectionId: string): OddsMove | undefined {
    return this.#moves.get(selectionId);
  }

  /** Applies a message; answers the selections whose odds moved (for the slip). */
  apply(message: SportsFeedMessage, now: number): readonly Selection[] {
    const moved: Selection[] = [];
    if (message.type === 'snapshot') {
      const next = new Map<string, SportEvent>();
      for (const event of message.events) {
        const before = this.#events.get(event.id);
        if (before) moved.push(...this.#compare(before, event, now));
        // An event the snapshot repeats unchanged keeps the object held: a view that watches it (a row) is not redrawn
        // when the channel (re)connects with the line the page already shows.
        next.set(event.id, before && unchanged(before, event) ? before : event);
      }
      this.#events = next;
    } else {
      for (const event of message.events) {
        const before = this.#events.get(event.id);
        if (before && before.version > event.version) continue;
        if (before) moved.push(...this.#compare(before, event, now));
        this.#events.set(event.id, event);
      }
      for (const id of message.closed) this.#events.delete(id);
    }
    this.#forgetOldMoves();
    return moved;
  }

  /** Puts one event in (an event page read over HTTP before the channel had it). */
  put(event: SportEvent): void {
    const before = this.#events.get(event.id);
    if (!before || before.version <= event.version) this.#events.set(event.id, event);
  }

  #compare(before: SportEvent, after: SportEvent, now: number): Selection[] {
    const old = new Map<string, Odds | null>();
    for (const market of before.markets) for (const one of market.selections) old.set(one.id, one.odds);
    const moved: Selection[] = [];
    for (const market of after.markets) {
      for (const one of market.selections) {
        const was = old.get(one.id);
        if (was === undefined || was === one.odds) continue;
        moved.push(one);
        if (was !== null && one.odds !== null)
          this.#moves.set(one.id, { direction: one.odds > was ? 'up' : 'down', at: now });
      }
    }
    return moved;
  }

  #forgetOldMoves(): void {
    if (this.#moves.size < 5_000) return;
    this.#moves.clear();
  }
}

/**
 * The events of a sport (all sports when null) listed in a state, by start time. An event's list is its status unless
 * `listedAs` says otherwise (a page keeps an ended match in the list it was in: `endedInPlace`).
 */
export function eventsOf(
  events: readonly SportEvent[],
  sport: SportId | null,
  status: 'live' | 'upcoming',
  listedAs: (event: SportEvent) => EventStatus | null = (event) => event.status,
): SportEvent[] {
  return events
    .filter((event) => listedAs(event) === status && (sport === null || event.sport === sport))
    .sort((a, b) => a.startAt - b.startAt || a.id.localeCompare(b.id));
}

/**
 * A shown event that closed, as its row goes on showing it: the final status and score when the channel told them
 * (else the last ones known, as ended; a match called off keeps the score it was shown with), no clock, and every price of the markets it showed closed — the same markets,
 * so the row keeps its shape and height and takes no bet.
 */
export function endedInPlace(shown: SportEvent, final: SportEvent | undefined): SportEvent {
  const closed = final?.status === 'abandoned' ? 'abandoned' : 'ended';
  return {
    ...shown,
    status: closed,
    clock: null,
    // Called off: the score it was last shown with (none before kick-off), not the 0:0 the API gives such an event.
    score: closed === 'abandoned' ? shown.score : (final?.score ?? shown.score),
    suspended: true,
    version: Math.max(shown.version, final?.version ?? 0),
    markets: shown.markets.map((market) => ({
      ...market,
      selections: market.selections.map((selection) => ({ ...selection, odds: null })),
    })),
  };
}

/** Events grouped by league, leagues in the order their first event starts. */
export function byLeague(events: readonly SportEvent[]): LeagueGroup[] {
  const groups = new Map<string, { league: League; events: SportEvent[] }>();
  for (const event of events) {
    const group = groups.get(event.league.id);
    if (group) group.events.push(event);
    else groups.set(event.league.id, { league: event.league, events: [event] });
  }
  return [...groups.values()];
}

/** How many live and upcoming events each sport has (a sport with neither is not named). */
export function sportCounts(
  events: readonly SportEvent[],
): Readonly<Record<SportId, { readonly live: number; readonly upcoming: number }>> {
  const counts = {} as Record<SportId, { live: number; upcoming: number }>;
  for (const event of events) {
    if (event.status !== 'live' && event.status !== 'upcoming') continue;
    (counts[event.sport] ??= { live: 0, upcoming: 0 })[event.status] += 1;
  }
  return counts;
}

/** The market a list row shows: the match result where the sport has one, else the winner. */
export function mainMarket(event: SportEvent) {
  return (
    event.markets.find((market) => market.key === '1x2') ?? event.markets.find((m) => m.key === 'winner')
  );
}

/** The same version of an event, and as open to bets: the server prices an event once per version. */
function unchanged(before: SportEvent, after: SportEvent): boolean {
  return before.version === after.version && before.suspended === after.suspended;
}
