import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../deps.ts';
import { requireAuth } from '../http/auth.ts';
import { notFound } from '../http/errors.ts';
import { gameBySlug } from '../content/contentStore.ts';
import { addFavourite, favourites, recentGames, removeFavourite } from './lobbyListStore.ts';

const RECENT_SHOWN = 20;

function knownGame(deps: Deps, slug: string): string {
  if (!/^[a-z0-9-]{1,64}$/.test(slug) || !gameBySlug(deps, slug)) {
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
    addFavourite(deps, auth.playerId, slug);
    return c.json({ data: favourites(deps, auth.playerId) });
  });

  app.delete('/games/favourites/:slug', (c) => {
    const auth = requireAuth(c, deps);
    const slug = knownGame(deps, c.req.param('slug'));
    removeFavourite(deps, auth.playerId, slug);
    return c.json({ data: favourites(deps, auth.playerId) });
  });

  app.get('/games/recent', (c) => {
    const auth = requireAuth(c, deps);
    const rows = recentGames(deps, auth.playerId, RECENT_SHOWN);
    return c.json({
      data: rows.map((row) => ({ slug: row.slug, played_at: deps.clock.iso(row.played_at) })),
    });
  });
}
