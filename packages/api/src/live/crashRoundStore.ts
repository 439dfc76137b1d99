import type { Deps } from '../deps.ts';
import type { CrashRoundView } from './bus.ts';

/** The crash rounds (table `crash_rounds`) and the players' seeds that fix a chain's salt (table `crash_seeds`). */

export interface CrashRoundRow {
  id: number;
  hash: string;
  crash: number;
  status: 'betting' | 'running' | 'busted' | 'void';
  betting_ends_at: number;
  started_at: number | null;
  finished_at: number | null;
}

export function roundRow(deps: Deps, id: number): CrashRoundRow | undefined {
  return deps.db.get<CrashRoundRow>('SELECT * FROM crash_rounds WHERE id = ?', id);
}

/** The round as players see it: the hash and crash point only once it is over. */
export function roundView(row: CrashRoundRow): CrashRoundView {
  const over = row.status === 'busted' || row.status === 'void';
  return {
    id: row.id,
    phase: row.status === 'void' ? 'busted' : row.status,
    // 0: the round waits for the salt (CrashEngine), its betting has no end yet.
    betting_ends_at: row.betting_ends_at === 0 ? null : row.betting_ends_at,
    started_at: row.started_at,
    crash: over ? row.crash : null,
    hash: over ? row.hash : null,
  };
}

/** The rounds a stop left in betting or running. */
export function unfinishedRounds(deps: Deps): CrashRoundRow[] {
  return deps.db.all<CrashRoundRow>("SELECT * FROM crash_rounds WHERE status IN ('betting', 'running')");
}

/** The id the next round takes: one past the last written. */
export function nextRoundId(deps: Deps): number {
  return (deps.db.get<{ id: number | null }>('SELECT MAX(id) AS id FROM crash_rounds')?.id ?? 0) + 1;
}

/** A round taking bets; a crash of 0 and no end to its betting while the salt waits for the players' seeds. */
export function insertRound(
  deps: Deps,
  id: number,
  hash: string,
  crash: number,
  bettingEndsAt: number,
): void {
  deps.db.run(
    "INSERT INTO crash_rounds (id, hash, crash, status, betting_ends_at) VALUES (?, ?, ?, 'betting', ?)",
    id,
    hash,
    crash,
    bettingEndsAt,
  );
}

/** The waiting round's crash point, once the salt is fixed, and the end of its betting. */
export function saltRound(deps: Deps, id: number, crash: number, bettingEndsAt: number): void {
  deps.db.run(
    'UPDATE crash_rounds SET crash = ?, betting_ends_at = ? WHERE id = ?',
    crash,
    bettingEndsAt,
    id,
  );
}

export function startRound(deps: Deps, id: number, startedAt: number): void {
  deps.db.run("UPDATE crash_rounds SET status = 'running', started_at = ? WHERE id = ?", startedAt, id);
}

/** A round ended: `busted` at its crash point, or `void` when a stop left it unfinished. */
export function finishRound(deps: Deps, id: number, status: 'busted' | 'void', finishedAt: number): void {
  deps.db.run('UPDATE crash_rounds SET status = ?, finished_at = ? WHERE id = ?', status, finishedAt, id);
}

/**
 * The finished rounds, newest first: a round a restart voided says so, with the number of bets it refunded, so it is
 * never taken for a bust at its crash point (docs/fairness.md "Crash").
 */
export function crashHistory(
  deps: Deps,
  limit: number,
): { round_id: number; crash: number; hash: string; status: 'busted' | 'void'; refunds: number }[] {
  return deps.db.all(
    `SELECT r.id AS round_id, r.crash, r.hash, r.status,
       (SELECT COUNT(*) FROM crash_bets b WHERE b.round_id = r.id AND b.status = 'refunded') AS refunds
     FROM crash_rounds r WHERE r.status IN ('busted', 'void')
     ORDER BY r.id DESC LIMIT ?`,
    limit,
  );
}

/** The client seeds collected for the salt, in the order they came. */
export function saltSeeds(deps: Deps): string[] {
  return deps.db
    .all<{ client_seed: string }>('SELECT client_seed FROM crash_seeds ORDER BY position')
    .map((row) => row.client_seed);
}

/** A player's first client seed for the salt (never a bot's: the house runs them); false when it does not count. */
export function addSaltSeed(deps: Deps, playerId: number, clientSeed: string, now: number): boolean {
  return (
    deps.db.run(
      `INSERT INTO crash_seeds (player_id, client_seed, created_at)
       SELECT ?, ?, ? WHERE NOT EXISTS (SELECT 1 FROM crash_seeds WHERE player_id = ?)
         AND EXISTS (SELECT 1 FROM players WHERE id = ? AND register_method <> 'bot')`,
      playerId,
      clientSeed,
      now,
      playerId,
      playerId,
    ).changes > 0
  );
}
