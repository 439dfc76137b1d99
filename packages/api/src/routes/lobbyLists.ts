import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../deps.ts';
import { requireAuth } from '../http/auth.ts';
import { notFound } from '../http/errors.ts';

const RECENT_SHOWN = 20;

function favourites(deps: Deps, playerId: number): string[] {
  return deps.db
    .all<{ slug: string }>(
      'SELECT slug FROM game_favourites WHERE player_id = ? ORDER BY created_at DESC, slug',
      playerId,
    )
    .map((row) => row.slug);
}

function knownGame(deps: Deps, slug: string): string {
  if (!/^[a-z0-9-]{1,64}$/.test(slug) || !deps.db.get('SELECT id FROM games WHERE slug = ?', slug)) {
    throw notFound();
  }
  return slug;
}

/** A player's favourites and recently played games, kept on the API so they follow the player (issue 19). */
export function lobbyListRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.get('/games/favourites', (c) => {
    const auth = requireAuth(c, deps);
    return c.json({ data: favourites(deps, auth.playerId) });
  });

  app.put('/games/favourites/:slug', (c) => {
    const auth = requireAuth(c, deps);
    const slug = knownGame(deps, c.req.param('slug'));
    deps.db.run(
      'INSERT INTO game_favourites (player_id, slug, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
      auth.playerId,
      slug,
      deps.clock.now(),
    );
    return c.json({ data: favourites(deps, auth.playerId) });
  });

  app.delete('/games/favourites/:slug', (c) => {
    const auth = requireAuth(c, deps);
    const slug = knownGame(deps, c.req.param('slug'));
    deps.db.run('DELETE FROM game_favourites WHERE player_id = ? AND slug = ?', auth.playerId, slug);
    return c.json({ data: favourites(deps, auth.playerId) });
  });

  app.get('/games/recent', (c) => {
    const auth = requireAuth(c, deps);
    const rows = deps.db.all<{ slug: string; played_at: number }>(
      'SELECT slug, played_at FROM game_recent WHERE player_id = ? ORDER BY played_at DESC, slug LIMIT ?',
      auth.playerId,
      RECENT_SHOWN,
    );
    return c.json({
      data: rows.map((row) => ({ slug: row.slug, played_at: deps.clock.iso(row.played_at) })),
    });
  });
}
