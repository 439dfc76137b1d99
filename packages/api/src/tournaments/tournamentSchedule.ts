import type { Deps } from '../deps.ts';
import { insertNextOfSeries, latestOfEachSeries } from './tournamentSeriesStore.ts';
import type { TournamentRow } from './tournamentStore.ts';

const DAY_MS = 86_400_000;

/**
 * When the next tournament of a series starts (issue 34): `repeat_days` after the start of the one before, or as many
 * periods on as it takes for it to end after `now`. A tournament that would have run entirely while the server was
 * stopped is skipped (nobody could have played it), so the series resumes with its current one.
 */
export function nextStartOf(
  previous: Pick<TournamentRow, 'starts_at' | 'ends_at'> & { repeat_days: number },
  now: number,
): number {
  const period = previous.repeat_days * DAY_MS;
  const length = previous.ends_at - previous.starts_at;
  const periods = Math.max(1, Math.floor((now - length - previous.starts_at) / period) + 1);
  return previous.starts_at + periods * period;
}

/**
 * The schedule job: every series whose latest tournament has ended gets its next one, the same tournament on its
 * published period, written once (its start is unique in its series, so a second run, a race or a restart writes
 * nothing more). Runs with the prize job and before every read of tournaments. Answers how many it wrote.
 */
export function scheduleTournaments(deps: Pick<Deps, 'db' | 'clock'>): number {
  const now = deps.clock.now();
  let written = 0;
  for (const latest of latestOfEachSeries(deps.db)) {
    if (latest.ends_at > now || latest.repeat_days === null || latest.repeat_days <= 0) continue;
    const startsAt = nextStartOf({ ...latest, repeat_days: latest.repeat_days }, now);
    if (deps.db.transaction(() => insertNextOfSeries(deps.db, latest, startsAt)) !== null) written += 1;
  }
  return written;
}
