import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../deps.ts';
import { requireAuth } from '../http/auth.ts';
import { readJson } from '../http/body.ts';
import { ApiError } from '../http/errors.ts';
import { parseBody } from '../http/validation.ts';
import { hasOpenRound } from '../rounds/roundStore.ts';
import {
  activePair,
  changeClientSeed,
  pairAnswer,
  previousPair,
  revealedAnswer,
  rotatePair,
} from './seedPairStore.ts';

/** 1 to 64 characters of A-Z a-z 0-9 _ - (docs/contract.md): safe in the HMAC message and in a link. */
const clientSeed = z.string({ error: 'invalid' }).regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'invalid' });

/** The player's seed pair (docs/fairness.md): the commitment, the client seed, the rotation that reveals. */
export function fairnessRoutes(app: Hono<AppEnv>, deps: Deps, base: string): void {
  app.get(`${base}/fairness/seeds`, (c) => {
    const auth = requireAuth(c, deps);
    const current = activePair(deps, auth.playerId);
    const previous = previousPair(deps, auth.playerId);
    return c.json({
      data: { current: pairAnswer(current), previous: previous ? revealedAnswer(previous) : null },
    });
  });

  app.put(`${base}/fairness/client-seed`, async (c) => {
    const auth = requireAuth(c, deps);
    const body = parseBody(z.object({ client_seed: clientSeed }), await readJson(c));
    return c.json({ data: pairAnswer(changeClientSeed(deps, auth.playerId, body.client_seed)) });
  });

  app.post(`${base}/fairness/rotate`, async (c) => {
    const auth = requireAuth(c, deps);
    const body = parseBody(z.object({ client_seed: clientSeed.optional() }), await readJson(c));
    // An open miner or hilo round was dealt from this pair: revealing its seed would give the round away.
    if (hasOpenRound(deps, auth.playerId)) throw new ApiError(409, { message: 'round_open' });
    const { revealed, current } = rotatePair(deps, auth.playerId, body.client_seed ?? null);
    return c.json({ data: { revealed: revealedAnswer(revealed), current: pairAnswer(current) } });
  });
}
