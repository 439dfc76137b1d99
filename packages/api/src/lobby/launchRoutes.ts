import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../deps.ts';
import { optionalAuth } from '../http/auth.ts';
import { ApiError, notFound, unauthenticated, validation } from '../http/errors.ts';
import { readJson } from '../http/body.ts';
import { CURRENCIES, parseBody } from '../http/validation.ts';
import { slotMathsOf } from '../games/slots/slotCatalogue.ts';
import { LIVE_TABLES } from '../provider/liveTable.ts';
import { gameBySlug } from '../content/contentStore.ts';
import { createSession } from './gameSessionStore.ts';
import { currencyOf } from '../rounds/roundStepStore.ts';
import { saferPlayError } from '../saferPlay/saferPlayCheckStore.ts';
import { activeExclusion } from '../saferPlay/saferPlayStore.ts';

const launchBody = z.object({
  slug: z.string().regex(/^[a-z0-9-]{1,64}$/),
  mode: z.enum(['demo', 'play']),
  currency: z.enum(CURRENCIES).optional(),
  locale: z.enum(['ru', 'en', 'kz', 'br']),
  return_url: z.string().url().max(2048),
});

/**
 * `POST /games/launch` (docs/contract.md, "Provider games"): a URL on the provider's origin that opens the game.
 * Play needs a player and plays their currency; demo plays money that is not real, in the currency asked for.
 */
export function launchRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.post('/games/launch', async (c) => {
    const body = parseBody(launchBody, await readJson(c));
    const game = gameBySlug(deps, body.slug);
    if (!game) throw notFound();
    const playable = game.category === 'slots' ? slotMathsOf(body.slug) !== null : LIVE_TABLES.has(body.slug);
    if (!playable) throw new ApiError(409, { message: 'game_unavailable' });
    const returnOrigin = new URL(body.return_url).origin;
    if (!deps.config.allowedOrigins.includes(returnOrigin)) throw validation({ return_url: ['invalid'] });
    const auth = optionalAuth(c, deps);
    if (body.mode === 'play' && !auth) throw unauthenticated();
    // A time-out or self-exclusion refuses the launch itself, not only its bets (issue 18); demo stays open.
    const exclusion = body.mode === 'play' && auth ? activeExclusion(deps, auth.playerId) : null;
    if (exclusion) throw saferPlayError(deps, { kind: 'excluded', exclusion });
    const playerCurrency = auth ? currencyOf(deps, auth.playerId) : null;
    const currency = body.mode === 'play' ? playerCurrency : (body.currency ?? playerCurrency ?? 'USD');
    if (currency === null) throw validation({ currency: ['not_offered'] });
    const { token, expiresAt } = createSession(deps, {
      playerId: auth?.playerId ?? null,
      sessionId: body.mode === 'play' && auth ? auth.sessionId : null,
      slug: body.slug,
      mode: body.mode,
      currency,
      locale: body.locale,
      returnUrl: body.return_url,
    });
    const url = new URL(`/games/${body.slug}`, deps.providerUrl());
    url.searchParams.set('token', token);
    url.searchParams.set('lang', body.locale);
    url.searchParams.set('origin', returnOrigin);
    return c.json({
      data: { url: url.toString(), mode: body.mode, currency, expires_at: deps.clock.iso(expiresAt) },
    });
  });
}
