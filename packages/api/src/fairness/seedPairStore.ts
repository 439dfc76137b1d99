import type { Database } from '../db/database.ts';
import type { Deps } from '../deps.ts';
import { ApiError } from '../http/errors.ts';
import { newClientSeed, newServerSeed, sha256Hex } from './fairness.ts';

export interface SeedPairRow {
  id: number;
  player_id: number;
  server_seed: string;
  server_seed_hashed: string;
  client_seed: string;
  /** 'player' when the player (their browser) chose the client seed, 'server' for the API's default. */
  client_seed_origin: 'player' | 'server';
  /** The server seed of the pair after this one, drawn and committed before the player picks its client seed. */
  next_server_seed: string | null;
  next_server_seed_hashed: string | null;
  next_nonce: number;
  active: number;
  created_at: number;
  revealed_at: number | null;
}

/**
 * A new active pair. Its server seed is the one committed as "next" by the pair before it (drawn before the player
 * chose the client seed that comes with it), or a fresh one for a player's first pair; the pair after it is drawn now,
 * so its commitment is on screen before the player chooses the next client seed (docs/fairness.md).
 */
function insertPair(
  db: Database,
  playerId: number,
  serverSeed: string,
  clientSeed: { readonly seed: string; readonly origin: 'player' | 'server' },
  now: number,
): SeedPairRow {
  const next = newServerSeed();
  const id = db.run(
    `INSERT INTO seed_pairs (player_id, server_seed, server_seed_hashed, client_seed, client_seed_origin,
       next_server_seed, next_server_seed_hashed, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    playerId,
    serverSeed,
    sha256Hex(serverSeed),
    clientSeed.seed,
    clientSeed.origin,
    next,
    sha256Hex(next),
    now,
  ).lastId;
  return db.get<SeedPairRow>('SELECT * FROM seed_pairs WHERE id = ?', id) as SeedPairRow;
}

const activeRow = (db: Database, playerId: number) =>
  db.get<SeedPairRow>('SELECT * FROM seed_pairs WHERE player_id = ? AND active = 1', playerId);

/**
 * A player's first pair, made with the account (`createPlayer`, the seed) so its commitment exists before any bet;
 * the client seed is the API's until the player's browser replaces it with its own (the web client does, before the
 * first bet). Does nothing when the player has an active pair.
 */
export function openFirstPair(db: Database, playerId: number, now: number): void {
  if (activeRow(db, playerId)) return;
  insertPair(db, playerId, newServerSeed(), { seed: newClientSeed(), origin: 'server' }, now);
}

/**
 * Every player has an active pair with its next commitment: run at start, for databases made before the pairs were
 * opened with the account and before the next seed was committed.
 */
export function ensureSeedCommitments(db: Database, now: number): void {
  db.transaction(() => {
    const missing = db.all<{ id: number }>(
      'SELECT id FROM players WHERE id NOT IN (SELECT player_id FROM seed_pairs WHERE active = 1)',
    );
    for (const { id } of missing) openFirstPair(db, id, now);
    for (const { id } of db.all<{ id: number }>(
      'SELECT id FROM seed_pairs WHERE active = 1 AND next_server_seed IS NULL',
    )) {
      const next = newServerSeed();
      db.run(
        'UPDATE seed_pairs SET next_server_seed = ?, next_server_seed_hashed = ? WHERE id = ?',
        next,
        sha256Hex(next),
        id,
      );
    }
  });
}

/**
 * The player's active pair. It exists from the account's creation: a bet never creates the pair it is made with, so a
 * commitment was always there to see before it.
 */
export function activePair(deps: Deps, playerId: number): SeedPairRow {
  const pair = activeRow(deps.db, playerId);
  if (!pair) throw new ApiError(409, { message: 'no_seed_pair' });
  return pair;
}

/** The pair rotated last, revealed; undefined before the first rotation. */
export function previousPair(deps: Deps, playerId: number): SeedPairRow | undefined {
  return deps.db.get<SeedPairRow>(
    `SELECT * FROM seed_pairs WHERE player_id = ? AND active = 0
     ORDER BY revealed_at DESC, id DESC LIMIT 1`,
    playerId,
  );
}

export function findPair(deps: Deps, id: number): SeedPairRow | undefined {
  return deps.db.get<SeedPairRow>('SELECT * FROM seed_pairs WHERE id = ?', id);
}

/** The nonce goes on counting: every bet records the client seed it used, so earlier bets stay verifiable. */
export function changeClientSeed(deps: Deps, playerId: number, clientSeed: string): SeedPairRow {
  return deps.db.transaction(() => {
    const pair = activePair(deps, playerId);
    deps.db.run(
      "UPDATE seed_pairs SET client_seed = ?, client_seed_origin = 'player' WHERE id = ?",
      clientSeed,
      pair.id,
    );
    return { ...pair, client_seed: clientSeed, client_seed_origin: 'player' };
  });
}

/**
 * Reveals the active pair and starts the next one at nonce 0, in one step so no bet falls between them. The new pair's
 * server seed is the one committed (its hash shown) before this call brought the player's client seed.
 */
export function rotatePair(
  deps: Deps,
  playerId: number,
  clientSeed: string | null,
): { revealed: SeedPairRow; current: SeedPairRow } {
  return deps.db.transaction(() => {
    const pair = activePair(deps, playerId);
    const now = deps.clock.now();
    deps.db.run('UPDATE seed_pairs SET active = 0, revealed_at = ? WHERE id = ?', now, pair.id);
    const seed =
      clientSeed === null
        ? { seed: newClientSeed(), origin: 'server' as const }
        : { seed: clientSeed, origin: 'player' as const };
    return {
      revealed: { ...pair, active: 0, revealed_at: now },
      current: insertPair(deps.db, playerId, pair.next_server_seed ?? newServerSeed(), seed, now),
    };
  });
}

/** Takes the pair's next nonce for a bet (inside the bet's transaction). */
export function takeNonce(deps: Deps, pair: SeedPairRow): number {
  deps.db.run('UPDATE seed_pairs SET next_nonce = next_nonce + 1 WHERE id = ?', pair.id);
  return pair.next_nonce;
}

/** A pair as the wire shows it; the commitment to the next server seed only for the active pair. */
export const pairAnswer = (pair: SeedPairRow) => ({
  server_seed_hashed: pair.server_seed_hashed,
  client_seed: pair.client_seed,
  nonce: pair.next_nonce,
  client_seed_origin: pair.client_seed_origin,
  ...(pair.active === 1 ? { next_server_seed_hashed: pair.next_server_seed_hashed } : {}),
});

export const revealedAnswer = (pair: SeedPairRow) => ({
  server_seed_hashed: pair.server_seed_hashed,
  client_seed: pair.client_seed,
  nonce: pair.next_nonce,
  client_seed_origin: pair.client_seed_origin,
  server_seed: pair.server_seed,
});

/** The seeds a bet or a round was derived from, as every answer shows them: the server seed once its pair is rotated. */
export function fairnessAnswer(row: {
  readonly server_seed_hashed: string;
  readonly client_seed: string;
  readonly nonce: number;
  readonly pair_active: number;
  readonly pair_server_seed: string;
}) {
  return {
    server_seed_hashed: row.server_seed_hashed,
    client_seed: row.client_seed,
    nonce: row.nonce,
    server_seed: row.pair_active === 1 ? null : row.pair_server_seed,
  };
}
