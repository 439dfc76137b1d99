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
