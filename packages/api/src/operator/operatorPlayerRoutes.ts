import type { Hono } from 'hono';
import { z } from 'zod';
import { OPERATOR_BASE, audit, idOf, requireRole } from './operatorAuth.ts';
import type { AppEnv, Deps } from '../deps.ts';
import { readJson } from '../http/body.ts';
import { notFound } from '../http/errors.ts';
import { parseBody } from '../http/validation.ts';
import { DAY_MS } from '../saferPlay/windows.ts';
import { findPlayer } from '../players/playerStore.ts';
import { addExclusion, limitsOf, setLimit, LIMIT_KINDS } from '../saferPlay/saferPlayStore.ts';
import { exclusionAnswer, limitAnswer, storedValue } from '../saferPlay/saferPlayRoutes.ts';

const limitBody = z.object({
  kind: z.enum(LIMIT_KINDS),
  value: z.number().positive().max(1e10).nullable(),
});
const exclusionBody = z.object({
  kind: z.enum(['time_out', 'self_exclusion']),
  days: z
    .number()
    .int()
    .min(1)
    .max(5 * 366),
});

function saferPlayOf(deps: Deps, playerId: number) {
  return {
    player_id: String(playerId),
    limits: limitsOf(deps, playerId).map((limit) => limitAnswer(deps, limit)),
    exclusion: exclusionAnswer(deps, playerId),
  };
}

/**
 * Players' limits and breaks (role `safer_play`): read them, set a limit (the player's own rules apply: a tighter
 * one at once, a looser one after 24 hours) or start a time-out or self-exclusion (never shortening one in force).
 */
export function operatorPlayerRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const base = `${OPERATOR_BASE}/players/:player`;
  const known = (player: number, who: string, action: string) => {
    if (findPlayer(deps.db, player)) return;
    audit(deps, who, action, `player:${player}`, 'not_found');
    throw notFound();
  };

  app.get(`${base}/safer-play`, (c) => {
    const player = idOf(c, 'player');
    const operator = requireRole(c, deps, 'safer_play', 'safer_play.read', `player:${player}`);
    known(player, operator.name, 'safer_play.read');
    audit(deps, operator.name, 'safer_play.read', `player:${player}`, 'ok');
    return c.json({ data: saferPlayOf(deps, player) });
  });

  app.post(`${base}/limits`, async (c) => {
    const player = idOf(c, 'player');
    const operator = requireRole(c, deps, 'safer_play', 'limit.set', `player:${player}`);
    const body = parseBody(limitBody, await readJson(c));
    known(player, operator.name, 'limit.set');
    setLimit(deps, player, body.kind, storedValue(body.kind, body.value));
    audit(deps, operator.name, 'limit.set', `player:${player}`, 'ok', { kind: body.kind, value: body.value });
    return c.json({ data: saferPlayOf(deps, player) });
  });

  app.post(`${base}/exclusion`, async (c) => {
    const player = idOf(c, 'player');
    const operator = requireRole(c, deps, 'safer_play', 'exclusion.add', `player:${player}`);
    const body = parseBody(exclusionBody, await readJson(c));
    known(player, operator.name, 'exclusion.add');
    addExclusion(deps, player, body.kind, `${body.days}d`, deps.clock.now() + body.days * DAY_MS);
    audit(deps, operator.name, 'exclusion.add', `player:${player}`, 'ok', {
      kind: body.kind,
      days: body.days,
    });
    return c.json({ data: saferPlayOf(deps, player) });
  });
}
