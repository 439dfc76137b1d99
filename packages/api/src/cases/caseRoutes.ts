import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../deps.ts';
import { optionalAuth, requireAuth } from '../http/auth.ts';
import { notFound } from '../http/errors.ts';
import { parseQuery } from '../http/validation.ts';
import { CURRENCY_SCALE } from './caseCatalogue.ts';
import { listCases, openCase } from './caseStore.ts';
import { findPlayer } from '../players/playerStore.ts';
import { idempotencyKey } from '../games/gameRoutes.ts';

const listQuery = z.object({
  currency: z
    .string()
    .refine((currency) => Object.hasOwn(CURRENCY_SCALE, currency))
    .optional(),
});

/** The case catalogue in the player's currency, and an opening (docs/contract.md, "Cases"). */
export function caseRoutes(app: Hono<AppEnv>, deps: Deps, base: string): void {
  app.get(`${base}/games/cases`, (c) => {
    const query = parseQuery(listQuery, c.req.query());
    const auth = optionalAuth(c, deps);
    const own = auth ? findPlayer(deps.db, auth.playerId)?.currency : null;
    return c.json({ data: listCases(deps, own ?? query.currency ?? 'USD') });
  });

  app.post(`${base}/games/cases/:slug/open`, (c) => {
    const auth = requireAuth(c, deps);
    const slug = c.req.param('slug');
    if (!/^[a-z0-9-]{1,32}$/.test(slug)) throw notFound();
    const key = idempotencyKey(c);
    const result = openCase(deps, auth.playerId, slug, key);
    if (result.replayed) c.header('Idempotent-Replayed', 'true');
    return c.json({ data: result.answer });
  });
}
