import type { Deps } from '../deps.ts';

/** The sportsbook routes' own SQL: the line's counts, and the development route's review of an event. */

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
