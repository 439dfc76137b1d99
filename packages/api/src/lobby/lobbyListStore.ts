import type { Deps } from '../deps.ts';

/** A player's favourite games and the games they played last (issue 19). */

export function favourites(deps: Deps, playerId: number): string[] {
  return deps.db
    .all<{ slug: string }>(
      'SELECT slug FROM game_favourites WHERE player_id = ? ORDER BY created_at DESC, slug',
      playerId,
    )
    .map((row) => row.slug);
}

export function addFavourite(deps: Deps, playerId: number, slug: string): void {
  deps.db.run(
    'INSERT INTO game_favourites (player_id, slug, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
    playerId,
    slug,
    deps.clock.now(),
  );
}

export function removeFavourite(deps: Deps, playerId: number, slug: string): void {
  deps.db.run('DELETE FROM game_favourites WHERE player_id = ? AND slug = ?', playerId, slug);
}

/**
 * A game of the catalogue counts as played now, whichever list it came from: a provider game's launch, a settled play
 * of an original, a slot or a live table (`recordPlay`). A game the catalogue does not list (the rooms) is left out.
 */
export function markPlayed(deps: Deps, playerId: number, slug: string): void {
  deps.db.run(
    `INSERT INTO game_recent (player_id, slug, played_at) SELECT ?, slug, ? FROM games WHERE slug = ?
     ON CONFLICT (player_id, slug) DO UPDATE SET played_at = MAX(played_at, excluded.played_at)`,
    playerId,
    deps.clock.now(),
    slug,
  );
}

export function recentGames(deps: Deps, playerId: number, limit: number) {
  return deps.db.all<{ slug: string; played_at: number }>(
    'SELECT slug, played_at FROM game_recent WHERE player_id = ? ORDER BY played_at DESC, slug LIMIT ?',
    playerId,
    limit,
  );
}
