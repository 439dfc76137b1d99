import type { Database } from '../db/database.ts';
import type { TournamentRow } from './tournamentStore.ts';

/** The SQL of the tournaments' schedule (issue 34): each series' latest tournament, and the next one written once. */

/** The latest tournament (the last to start) of every series that recurs. */
export function latestOfEachSeries(db: Database): TournamentRow[] {
  return db.all<TournamentRow>(
    `SELECT t.* FROM tournaments t
     WHERE t.series IS NOT NULL AND t.repeat_days IS NOT NULL
       AND t.starts_at = (SELECT MAX(l.starts_at) FROM tournaments l WHERE l.series = t.series)
     ORDER BY t.series`,
  );
}

/**
 * Writes the next tournament of `previous`'s series, the same tournament (texts, pool, rule, games) from `startsAt`,
 * lasting as long; nothing when that series already has a tournament starting then (the unique index), so it is
 * written once however often and by however many runs it is asked. Answers the new tournament's id, or null.
 */
export function insertNextOfSeries(db: Database, previous: TournamentRow, startsAt: number): number | null {
  const written = db.run(
    `INSERT OR IGNORE INTO tournaments (titles, descriptions, prize_pool_minor, currency, starts_at, ends_at, rule,
       min_stake_rub_minor, prize_shares, series, repeat_days)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    previous.titles,
    previous.descriptions,
    previous.prize_pool_minor,
    previous.currency,
    startsAt,
    startsAt + (previous.ends_at - previous.starts_at),
    previous.rule,
    previous.min_stake_rub_minor,
    previous.prize_shares,
    previous.series,
    previous.repeat_days,
  );
  if (written.changes !== 1) return null;
  db.run(
    `INSERT INTO tournament_games (tournament_id, game)
     SELECT ?, game FROM tournament_games WHERE tournament_id = ? ORDER BY rowid`,
    written.lastId,
    previous.id,
  );
  return written.lastId;
}
