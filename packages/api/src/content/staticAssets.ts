import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../deps.ts';
import { notFound } from '../http/errors.ts';
import { gameBySlug } from './contentStore.ts';
import { coverArt } from './coverArt.ts';

export function staticRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.get('/static/games/:file', (c) => {
    const match = /^([a-z0-9-]{1,64})\.svg$/.exec(c.req.param('file'));
    const game = match ? gameBySlug(deps, match[1] ?? '') : undefined;
    if (!game) throw notFound();
    c.header('Content-Type', 'image/svg+xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=86400');
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    return c.body(coverArt(game.slug, game.category, JSON.parse(game.palette) as [string, string]));
  });
}
