import type { Deps } from '../deps.ts';
import type { SportId } from './catalogue.ts';
import type { EventRow } from './events.ts';

/** The events' SQL: an event, the list's events and counts, and the development route's review of an event. */

/** How many live and upcoming events each sport has. */
export function eventCounts(deps: Deps) {
  return deps.db.all<{ sport: string; status: string; count: number }>(
    "SELECT sport, status, COUNT(*) AS count FROM sports_events WHERE status IN ('live', 'upcoming') GROUP BY sport, status",
  );
}

/** Sets an event's home rating and suspension, as a change of its line (its version moves on). */
export function reviewEvent(deps: Deps, id: number, ratingHome: number, suspendedUntil: number): void {
  deps.db.run(
    'UPDATE sports_events SET rating_home = ?, suspended_until = ?, version = version + 1 WHERE id = ?',
    ratingHome,
    suspendedUntil,
    id,
  );
}

export const eventById = (deps: Deps, id: number): EventRow | undefined =>
  deps.db.get<EventRow>('SELECT * FROM sports_events WHERE id = ?', id);

/** The events a list shows: live ones first by start, then upcoming by start. */
export function openEvents(
  deps: Deps,
  sport: SportId | null,
  status: 'live' | 'upcoming' | null,
): EventRow[] {
  return deps.db.all<EventRow>(
    `SELECT * FROM sports_events WHERE status IN ('live', 'upcoming') AND (? IS NULL OR sport = ?)
       AND (? IS NULL OR status = ?)
     ORDER BY CASE status WHEN 'live' THEN 0 ELSE 1 END, start_at, id`,
    sport,
    sport,
    status,
    status,
  );
}

/** The simulator's reads and writes (simulator.ts): due events, steps, counts per sport, new events. */

/** The events to move at `now`: every live one and every upcoming one whose kick-off has come. */
export function dueEvents(deps: Deps, now: number): EventRow[] {
  return deps.db.all<EventRow>(
    "SELECT * FROM sports_events WHERE status = 'live' OR (status = 'upcoming' AND start_at <= ?) ORDER BY id",
    now,
  );
}

export function upcomingEvents(deps: Deps): EventRow[] {
  return deps.db.all<EventRow>("SELECT * FROM sports_events WHERE status = 'upcoming'");
}

/** An event's kick-off: live, or abandoned at `now`. */
export function kickOff(deps: Deps, id: number, abandoned: boolean, now: number): void {
  deps.db.run(
    'UPDATE sports_events SET status = ?, version = version + 1, ended_at = ? WHERE id = ?',
    abandoned ? 'abandoned' : 'live',
    abandoned ? now : null,
    id,
  );
}

export interface EventStep {
  readonly ended: boolean;
  readonly progress: number;
  readonly home: number;
  readonly away: number;
  readonly overtime: 'home' | 'away' | null;
  readonly suspendedUntil: number;
  readonly now: number;
}

/** A live event's step: its progress, score and suspension; ended at `now` when `ended`. */
export function writeEventStep(deps: Deps, id: number, step: EventStep): void {
  deps.db.run(
    `UPDATE sports_events SET status = ?, progress = ?, score_home = ?, score_away = ?, overtime = ?,
       suspended_until = ?, ticks = ticks + 1, version = version + 1, ended_at = ? WHERE id = ?`,
    step.ended ? 'ended' : 'live',
    step.progress,
    step.home,
    step.away,
    step.overtime,
    step.suspendedUntil,
    step.ended ? step.now : null,
    id,
  );
}

/** How many live events of the line a sport has (a development route's match is not the line's). */
export function liveCount(deps: Deps, sport: SportId): number {
  return (
    deps.db.get<{ count: number }>(
      "SELECT COUNT(*) AS count FROM sports_events WHERE sport = ? AND status = 'live' AND scheduled_by = 'line'",
      sport,
    )?.count ?? 0
  );
}

/**
 * How many upcoming events of the line a sport has, and the last one's kick-off (null when none): a match a
 * development route scheduled is not the line's.
 */
export function upcomingOf(deps: Deps, sport: SportId): { count: number; last: number | null } {
  return (
    deps.db.get<{ count: number; last: number | null }>(
      `SELECT COUNT(*) AS count, MAX(start_at) AS last FROM sports_events
         WHERE sport = ? AND status = 'upcoming' AND scheduled_by = 'line'`,
      sport,
    ) ?? { count: 0, last: null }
  );
}

/** Whether any event was ever written (false on a first start). */
export function anyEvent(deps: Deps): boolean {
  return Boolean(deps.db.get('SELECT 1 AS one FROM sports_events LIMIT 1'));
}

export interface NewEvent {
  readonly sport: SportId;
  readonly leagueId: string;
  readonly home: string;
  readonly away: string;
  readonly startAt: number;
  readonly ratingHome: number;
  readonly ratingAway: number;
  readonly totalLine: number;
  readonly handicapLine: number;
  /** Who scheduled it: the line (the default) or a development route. */
  readonly scheduledBy?: 'line' | 'dev';
  /** Its own regular time (a development route's match); unset: its sport's. */
  readonly matchMs?: number;
}

/** An upcoming event with its opening lines; its row. */
export function insertEvent(deps: Deps, event: NewEvent): EventRow {
  // The `seed` column is the seeded simulator's (before issue 33): nothing is drawn from it, it holds 0.
  const id = deps.db.run(
    `INSERT INTO sports_events (sport, league_id, home, away, start_at, status, rating_home, rating_away, total_line,
       handicap_line, seed, scheduled_by, match_ms) VALUES (?, ?, ?, ?, ?, 'upcoming', ?, ?, ?, ?, 0, ?, ?)`,
    event.sport,
    event.leagueId,
    event.home,
    event.away,
    event.startAt,
    event.ratingHome,
    event.ratingAway,
    event.totalLine,
    event.handicapLine,
    event.scheduledBy ?? 'line',
    event.matchMs ?? null,
  ).lastId;
  const row = eventById(deps, id);
  if (!row) throw new Error('the event just written is missing');
  return row;
}
