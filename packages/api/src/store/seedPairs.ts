import type { Deps } from '../deps.ts';
import { newClientSeed, newServerSeed, sha256Hex } from '../games/fairness.ts';

export interface SeedPairRow {
  id: number;
  player_id: number;
  server_seed: string;
  server_seed_hashed: string;
  client_seed: string;
  next_nonce: number;
  active: number;
  created_at: number;
  revealed_at: number | null;
}

function createPair(deps: Deps, playerId: number, clientSeed: string | null): SeedPairRow {
  const serverSeed = newServerSeed();
  const id = deps.db.run(
    `INSERT INTO seed_pairs (player_id, server_seed, server_seed_hashed, client_seed, created_at)
     VALUES (?, ?, ?, ?, ?)`,
    playerId,
    serverSeed,
    sha256Hex(serverSeed),
    clientSeed ?? newClientSeed(),
    deps.clock.now(),
  ).lastId;
  return deps.db.get<SeedPairRow>('SELECT * FROM seed_pairs WHERE id = ?', id) as SeedPairRow;
}

/** The player's active pair; the first call creates it (a fresh server seed, a random client seed, nonce 0). */
export function activePair(deps: Deps, playerId: number): SeedPairRow {
  return deps.db.transaction(
    () =>
      deps.db.get<SeedPairRow>('SELECT * FROM seed_pairs WHERE player_id = ? AND active = 1', playerId) ??
      createPair(deps, playerId, null),
  );
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
    deps.db.run('UPDATE seed_pairs SET client_seed = ? WHERE id = ?', clientSeed, pair.id);
    return { ...pair, client_seed: clientSeed };
  });
}

/** Reveals the active pair and starts a new one at nonce 0, in one step so no bet falls between them. */
export function rotatePair(
  deps: Deps,
  playerId: number,
  clientSeed: string | null,
): { revealed: SeedPairRow; current: SeedPairRow } {
  return deps.db.transaction(() => {
    const pair = activePair(deps, playerId);
    const now = deps.clock.now();
    deps.db.run('UPDATE seed_pairs SET active = 0, revealed_at = ? WHERE id = ?', now, pair.id);
    return {
      revealed: { ...pair, active: 0, revealed_at: now },
      current: createPair(deps, playerId, clientSeed),
    };
  });
}

/** Takes the pair's next nonce for a bet (inside the bet's transaction). */
export function takeNonce(deps: Deps, pair: SeedPairRow): number {
  deps.db.run('UPDATE seed_pairs SET next_nonce = next_nonce + 1 WHERE id = ?', pair.id);
  return pair.next_nonce;
}

export const pairAnswer = (pair: SeedPairRow) => ({
  server_seed_hashed: pair.server_seed_hashed,
  client_seed: pair.client_seed,
  nonce: pair.next_nonce,
});

export const revealedAnswer = (pair: SeedPairRow) => ({ ...pairAnswer(pair), server_seed: pair.server_seed });
