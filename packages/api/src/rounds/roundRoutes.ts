import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../deps.ts';
import { requireAuth } from '../http/auth.ts';
import { readJson } from '../http/body.ts';
import { notFound } from '../http/errors.ts';
import { parseBody } from '../http/validation.ts';
import { toMinor } from '../money.ts';
import type { RoundGame } from './roundRowStore.ts';
import { actOnRound, cashOutRound, currentRound, startRound, type RoundAction } from './roundStore.ts';
import type { StepResult } from './roundStepStore.ts';
import { idempotencyKey } from '../games/gameRoutes.ts';

/** The general base and the miner and cases bases of §7 (hilo is served by the general one). */
export const ROUND_BASES = ['', '/general', '/miner', '/cases'] as const;

const stake = z
  .number({ error: 'invalid' })
  .positive({ error: 'invalid' })
  .transform((amount, ctx) => {
    const minor = toMinor(amount);
    if (minor === undefined || !Number.isSafeInteger(minor) || minor <= 0) {
      ctx.addIssue({ code: 'custom', message: 'invalid' });
      return z.NEVER;
    }
    return minor;
  });

const minerStart = z.object({
  amount: stake,
  params: z.object({ mines: z.number().int({ error: 'invalid' }).min(1).max(24) }),
});
const hiloStart = z.object({ amount: stake });

const minerAction = z.object({
  action: z.literal('reveal'),
  tile: z.number().int({ error: 'invalid' }).min(0).max(24),
});
const hiloAction = z.discriminatedUnion('action', [
  z.object({ action: z.literal('skip') }),
  z.object({ action: z.literal('guess'), guess: z.enum(['higher', 'lower']) }),
]);

function gameOf(c: Context): RoundGame {
  const game = c.req.param('game');
  if (game !== 'miner' && game !== 'hilo') throw notFound();
  return game;
}

function roundId(c: Context): number {
  const id = c.req.param('id') ?? '';
  if (!/^\d{1,15}$/.test(id)) throw notFound();
  return Number(id);
}

function answer(c: Context, result: StepResult<unknown>) {
  if (result.replayed) c.header('Idempotent-Replayed', 'true');
  return c.json({ data: result.answer });
}

/** Miner and hilo rounds (docs/contract.md, "Rounds"): start, act, cash out, and the open round to resume. */
export function roundRoutes(app: Hono<AppEnv>, deps: Deps, base: string): void {
  app.post(`${base}/games/:game/rounds`, async (c) => {
    const game = gameOf(c);
    const auth = requireAuth(c, deps);
    const key = idempotencyKey(c);
    const body = await readJson(c);
    if (game === 'miner') {
      const start = parseBody(minerStart, body);
      return answer(
        c,
        startRound(deps, auth.playerId, game, start.amount, { mines: start.params.mines }, key),
      );
    }
    const start = parseBody(hiloStart, body);
    return answer(c, startRound(deps, auth.playerId, game, start.amount, {}, key));
  });

  app.get(`${base}/games/:game/rounds/current`, (c) => {
    const game = gameOf(c);
    const auth = requireAuth(c, deps);
    return c.json({ data: currentRound(deps, auth.playerId, game) });
  });

  app.post(`${base}/games/:game/rounds/:id/actions`, async (c) => {
    const game = gameOf(c);
    const id = roundId(c);
    const auth = requireAuth(c, deps);
    const key = idempotencyKey(c);
    const body = await readJson(c);
    const action: RoundAction = game === 'miner' ? parseBody(minerAction, body) : parseBody(hiloAction, body);
    return answer(c, actOnRound(deps, auth.playerId, game, id, action, key));
  });

  app.post(`${base}/games/:game/rounds/:id/cashout`, (c) => {
    const game = gameOf(c);
    const id = roundId(c);
    const auth = requireAuth(c, deps);
    const key = idempotencyKey(c);
    return answer(c, cashOutRound(deps, auth.playerId, game, id, key));
  });
}
