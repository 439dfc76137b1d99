import type { Database } from '../db/database.ts';
import type { TournamentRow } from './tournamentStore.ts';

/** The SQL of the tournaments' prizes and of the names and games their page shows (issue 34). */

export interface PrizeRow {
  tournament_id: number;
  place: number;
  player_id: number;
  points: number;
  amount_minor: number;
  currency: string;
  paid_at: number;
}

export interface LeaderRow {
  id: number;
  name: string;
  register_method: string;
  is_statistics_hidden: number;
}

/** The tournaments that have ended by `now` and are not paid yet, the earliest first. */
export function dueTournaments(db: Database, now: number): TournamentRow[] {
  return db.all<TournamentRow>(
    'SELECT * FROM tournaments WHERE ends_at <= ? AND paid_at IS NULL ORDER BY ends_at, id',
    now,
  );
}

/** Marks a tournament paid; true only for the first caller, so its prizes are paid once. */
export function markTournamentPaid(db: Database, id: number, now: number): boolean {
  return db.run('UPDATE tournaments SET paid_at = ? WHERE id = ? AND paid_at IS NULL', now, id).changes === 1;
}

export function playerCurrency(db: Database, playerId: number): string | null {
  return (
    db.get<{ currency: string | null }>('SELECT currency FROM players WHERE id = ?', playerId)?.currency ??
    null
  );
}

export function insertPrize(db: Database, prize: PrizeRow): void {
  db.run(
    `INSERT INTO tournament_prizes (tournament_id, place, player_id, points, amount_minor, currency, paid_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    prize.tournament_id,
    prize.place,
    prize.player_id,
    prize.points,
    prize.amount_minor,
    prize.currency,
    prize.paid_at,
  );
}

export function prizesPaid(db: Database, tournamentId: number): PrizeRow[] {
  return db.all<PrizeRow>(
    'SELECT * FROM tournament_prizes WHERE tournament_id = ? ORDER BY place',
    tournamentId,
  );
}

/** The leaderboard's players, by id. */
export function leadersByIds(db: Database, ids: readonly number[]): LeaderRow[] {
  if (ids.length === 0) return [];
  return db.all<LeaderRow>(
    `SELECT id, name, register_method, is_statistics_hidden FROM players WHERE id IN (${ids.map(() => '?').join(',')})`,
    ...ids,
  );
}

/** The catalogue's games, as a tournament's page links them. */
export function catalogueGames(db: Database): { slug: string; title: string; category: string }[] {
  return db.all<{ slug: string; title: string; category: string }>('SELECT slug, title, category FROM games');
}

/** The titles (JSON, by language) of the tournaments with these ids, as a prize's history row names them. */
export function tournamentTitles(db: Database, ids: readonly number[]): Map<number, string> {
  if (ids.length === 0) return new Map();
  const rows = db.all<{ id: number; titles: string }>(
    `SELECT id, titles FROM tournaments WHERE id IN (${ids.map(() => '?').join(',')})`,
    ...ids,
  );
  return new Map(rows.map((row) => [row.id, row.titles]));
}
