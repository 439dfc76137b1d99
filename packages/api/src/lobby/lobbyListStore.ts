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

export function recentGames(deps: Deps, playerId: number, limit: number) {
  return deps.db.all<{ slug: string; played_at: number }>(
    'SELECT slug, played_at FROM game_recent WHERE player_id = ? ORDER BY played_at DESC, slug LIMIT ?',
    playerId,
    limit,
  );
}
