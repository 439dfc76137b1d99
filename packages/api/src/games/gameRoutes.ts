import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../deps.ts';
import { requireAuth } from '../http/auth.ts';
import { readJson } from '../http/body.ts';
import { ApiError, badRequest, notFound, unauthenticated, validation } from '../http/errors.ts';
import { parseQuery } from '../http/validation.ts';
import { INSTANT_GAMES, isInstantGame } from './games.ts';
import { placeBet, type BetRefusal } from './betStore.ts';
import { saferPlayError } from '../saferPlay/saferPlayCheckStore.ts';
import { decodeCursor, findBet, listBets } from './betHistoryStore.ts';
import { parseBet } from './betBody.ts';

/** The paths every game base serves (§7): the root, and the per-game bases the client is configured with. */
export const GAME_BASES = ['', '/dice', '/coinflip', '/keno', '/general'] as const;

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{1,64}$/;

export function idempotencyKey(c: Context): string {
  const key = c.req.header('idempotency-key');
  if (key === undefined || key.trim() === '') throw badRequest({ idempotency_key: ['required'] });
  if (!IDEMPOTENCY_KEY.test(key)) throw badRequest({ idempotency_key: ['invalid'] });
  return key;
}

function refusalError(deps: Deps, refusal: BetRefusal): ApiError {
  if ('saferPlay' in refusal) return saferPlayError(deps, refusal.saferPlay);
  if ('field' in refusal) return validation({ [refusal.field]: [refusal.code] });
  if (refusal.message === 'unauthenticated') return unauthenticated();
  return new ApiError(422, { message: refusal.message });
}

const isoInstant = z
  .union([z.iso.datetime({ offset: true }), z.iso.date()])
  .transform((text) => Date.parse(text))
  .optional();

const historyQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(128).optional(),
  game: z.enum(INSTANT_GAMES).optional(),
  from: isoInstant,
  to: isoInstant,
});

/** The instant games' bets and their history (docs/contract.md, "Games"). */
export function gameRoutes(app: Hono<AppEnv>, deps: Deps, base: string): void {
  app.post(`${base}/games/:game/bets`, async (c) => {
    const game = c.req.param('game');
    if (!isInstantGame(game)) throw notFound();
    const auth = requireAuth(c, deps);
    const key = idempotencyKey(c);
    const { stakeMinor, bet } = parseBet(game, await readJson(c));
    const result = placeBet(deps, { playerId: auth.playerId, bet, stakeMinor, idempotencyKey: key });
    if (!result.ok) throw refusalError(deps, result.refusal);
    if (result.replayed) c.header('Idempotent-Replayed', 'true');
    return c.json({ data: result.answer });
  });

  app.get(`${base}/games/bets`, (c) => {
    const query = parseQuery(historyQuery, c.req.query());
    const auth = requireAuth(c, deps);
    const cursor = query.cursor === undefined ? null : decodeCursor(query.cursor);
    if (query.cursor !== undefined && cursor === null) throw badRequest({ cursor: ['invalid'] });
    const page = listBets(deps, auth.playerId, {
      limit: query.limit,
      cursor,
      game: query.game ?? null,
      from: query.from ?? null,
      to: query.to ?? null,
    });
    return c.json({ data: page.bets, next_cursor: page.nextCursor });
  });

  app.get(`${base}/games/bets/:id`, (c) => {
    const auth = requireAuth(c, deps);
    const id = c.req.param('id');
    const bet = /^\d{1,15}$/.test(id) ? findBet(deps, auth.playerId, Number(id)) : undefined;
    if (!bet) throw notFound();
    return c.json({ data: bet });
  });
}
