import type { Database } from '../db/database.ts';
import type { Deps } from '../deps.ts';
import {
  isBestOnly,
  pointsOf,
  rankStandings,
  type Ranked,
  type ScoredPlay,
  type TournamentRule,
} from './tournamentRules.ts';

export const TOURNAMENT_STATUSES = ['active', 'upcoming', 'finished'] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];

export interface TournamentRow {
  id: number;
  titles: string;
  descriptions: string;
  prize_pool_minor: number;
  currency: string;
  starts_at: number;
  ends_at: number;
  rule: TournamentRule;
  min_stake_rub_minor: number;
  /** JSON: each place's share of the pool in basis points, first place first. */
  prize_shares: string;
  paid_at: number | null;
  /** The series it belongs to (its next one is written by the schedule job), null for one made outside a series. */
  series: string | null;
  /** Every how many days its series recurs, counted from a start; null: held once. */
  repeat_days: number | null;
}

/** Upcoming before its start, active until its end, finished from then on: the clock decides, nothing else. */
export function statusAt(row: Pick<TournamentRow, 'starts_at' | 'ends_at'>, now: number): TournamentStatus {
  if (now < row.starts_at) return 'upcoming';
  return now < row.ends_at ? 'active' : 'finished';
}

/** The tournaments of a status at `now` (all of them without one), the latest start first. */
export function tournamentRows(db: Database, now: number, status?: TournamentStatus): TournamentRow[] {
  return db
    .all<TournamentRow>('SELECT * FROM tournaments ORDER BY starts_at DESC, id')
    .filter((row) => status === undefined || statusAt(row, now) === status);
}

export function tournamentRow(db: Database, id: number): TournamentRow | undefined {
  return db.get<TournamentRow>('SELECT * FROM tournaments WHERE id = ?', id);
}

export function gamesOf(db: Database, tournamentId: number): string[] {
  return db
    .all<{ game: string }>(
      'SELECT game FROM tournament_games WHERE tournament_id = ? ORDER BY rowid',
      tournamentId,
    )
    .map((row) => row.game);
}

export interface PlayToScore extends ScoredPlay {
  readonly playerId: number;
  readonly game: string;
  /** The play's money reference (`bet:12`, `crash:7`, `slot:…`): a bet scores once per tournament. */
  readonly reference: string;
}

/**
 * A settled play scores in every running tournament of its game, by each one's rule, once per tournament and
 * reference (a replayed settlement finds its row). The house's bot players take no part. Called by `recordPlay`,
 * inside the transaction that moves the play's money.
 */
export function scorePlay(deps: Pick<Deps, 'db' | 'clock'>, play: PlayToScore): void {
  const now = deps.clock.now();
  const running = deps.db.all<Pick<TournamentRow, 'id' | 'rule' | 'min_stake_rub_minor'>>(
    `SELECT t.id, t.rule, t.min_stake_rub_minor FROM tournaments t
     JOIN tournament_games g ON g.tournament_id = t.id AND g.game = ?
     WHERE t.starts_at <= ? AND t.ends_at > ?`,
    play.game,
    now,
    now,
  );
  if (running.length === 0) return;
  const player = deps.db.get<{ register_method: string }>(
    'SELECT register_method FROM players WHERE id = ?',
    play.playerId,
  );
  if (!player || player.register_method === 'bot') return;
  for (const tournament of running) {
    const points = pointsOf(tournament.rule, play, tournament.min_stake_rub_minor);
    if (points <= 0) continue;
    deps.db.run(
      `INSERT OR IGNORE INTO tournament_scores (tournament_id, reference, player_id, points, created_at)
       VALUES (?, ?, ?, ?, ?)`,
      tournament.id,
      play.reference,
      play.playerId,
      points,
      now,
    );
  }
}

/** Every player's place in a tournament, by its rule: the sum of their bets' points, or their best bet's. */
export function standingsOf(db: Database, row: Pick<TournamentRow, 'id' | 'rule'>): Ranked[] {
  const standings = isBestOnly(row.rule)
    ? db.all<{ playerId: number; points: number; reachedAt: number }>(
        `SELECT s.player_id AS playerId, s.points AS points, MIN(s.created_at) AS reachedAt FROM tournament_scores s
         WHERE s.tournament_id = ? AND s.points = (SELECT MAX(b.points) FROM tournament_scores b
           WHERE b.tournament_id = s.tournament_id AND b.player_id = s.player_id)
         GROUP BY s.player_id`,
        row.id,
      )
    : db.all<{ playerId: number; points: number; reachedAt: number }>(
        `SELECT player_id AS playerId, SUM(points) AS points, MAX(created_at) AS reachedAt FROM tournament_scores
         WHERE tournament_id = ? GROUP BY player_id`,
        row.id,
      );
  return rankStandings(standings);
}
