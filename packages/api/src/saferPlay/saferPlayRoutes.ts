import { SELF_EXCLUSION_MONTHS, TIME_OUT_DAYS } from '@casino/tables';
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../deps.ts';
import { requireAuth } from '../http/auth.ts';
import { readJson } from '../http/body.ts';
import { fieldError, notFound, unauthenticated } from '../http/errors.ts';
import { limitPasswordCheck } from '../http/limits.ts';
import { parseBody } from '../http/validation.ts';
import { toMajor, toMinor } from '../money.ts';
import { DAY_MS } from './windows.ts';
import { findPlayer } from '../players/playerStore.ts';
import {
  activeExclusion,
  addExclusion,
  LIMIT_KINDS,
  limitsOf,
  setLimit,
  type ExclusionKind,
  type LimitKind,
  type LimitState,
} from './saferPlayStore.ts';

/**
 * Calendar months later in UTC, the day clamped to the month's length (31 Aug + 6 months = 28 Feb), the time of day
 * kept: counted here on the months since year 0, on its own, not as the client counts it.
 */
function addMonthsUtc(at: number, months: number): number {
  const from = new Date(at);
  const monthIndex = from.getUTCFullYear() * 12 + from.getUTCMonth() + months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12;
  const daysInMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const timeOfDay = at - Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
  return Date.UTC(year, month, Math.min(from.getUTCDate(), daysInMonth)) + timeOfDay;
}

const MAX_SESSION_MINUTES = 24 * 60;

const limitBody = z.object({ value: z.number().positive().max(1e10).nullable() });
const breakBody = <P extends string>(periods: readonly [P, ...P[]]) =>
  z.object({ period: z.enum(periods), password: z.string().min(1).max(256) });
const timeOutBody = breakBody(['24h', 'week', 'month']);
const selfExclusionBody = breakBody(['6months', 'year', '5years']);

/** Money limits travel in major units, the session limit in whole minutes. */
function wireValue(kind: LimitKind, minor: number | null): number | null {
  if (minor === null) return null;
  return kind === 'session_minutes' ? minor : toMajor(minor);
}

export function storedValue(kind: LimitKind, value: number | null): number | null {
  if (value === null) return null;
  if (kind === 'session_minutes') {
    if (!Number.isInteger(value) || value > MAX_SESSION_MINUTES) throw fieldError('value', 'out_of_range');
    return value;
  }
  const minor = toMinor(value);
  if (minor === undefined || minor <= 0) throw fieldError('value', 'invalid');
  return minor;
}

export function limitAnswer(deps: Deps, limit: LimitState) {
  return {
    kind: limit.kind,
    value: wireValue(limit.kind, limit.value),
    pending: limit.pending
      ? {
          value: wireValue(limit.kind, limit.pending.value),
          effective_at: deps.clock.iso(limit.pending.effectiveAt),
        }
      : null,
  };
}

export function exclusionAnswer(deps: Deps, playerId: number) {
  const exclusion = activeExclusion(deps, playerId);
  return exclusion ? { kind: exclusion.kind, ends_at: deps.clock.iso(exclusion.endsAt) } : null;
}

export const isLimitKind = (kind: string): kind is LimitKind =>
  (LIMIT_KINDS as readonly string[]).includes(kind);

/** Responsible gambling (issue 18, docs/contract.md "Safer play"): limits, time-outs and self-exclusion. */
export function saferPlayRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.get('/profile/safer-play', (c) => {
    const auth = requireAuth(c, deps);
    return c.json({
      data: {
        limits: limitsOf(deps, auth.playerId).map((limit) => limitAnswer(deps, limit)),
        exclusion: exclusionAnswer(deps, auth.playerId),
      },
    });
  });

  app.put('/profile/limits/:kind', async (c) => {
    const kind = c.req.param('kind');
    if (!isLimitKind(kind)) throw notFound();
    const auth = requireAuth(c, deps);
    const body = parseBody(limitBody, await readJson(c));
    const limit = setLimit(deps, auth.playerId, kind, storedValue(kind, body.value));
    return c.json({ data: limitAnswer(deps, limit) });
  });

  const takeBreak = (kind: ExclusionKind, schema: typeof timeOutBody | typeof selfExclusionBody) =>
    app.post(kind === 'time_out' ? '/profile/time-out' : '/profile/self-exclusion', async (c) => {
      const auth = requireAuth(c, deps);
      const body = parseBody(schema, await readJson(c));
      const player = findPlayer(deps.db, auth.playerId);
      if (!player) throw unauthenticated();
      // The password confirms it is the player, not someone at an unlocked screen; tries are rate limited.
      const right = await limitPasswordCheck(c, deps, player.id, () =>
        deps.hasher.verify(body.password, player.password_hash),
      );
      if (!right) throw fieldError('password', 'wrong_password');
      const now = deps.clock.now();
      const endsAt =
        body.period in TIME_OUT_DAYS
          ? now + TIME_OUT_DAYS[body.period as keyof typeof TIME_OUT_DAYS] * DAY_MS
          : addMonthsUtc(now, SELF_EXCLUSION_MONTHS[body.period as keyof typeof SELF_EXCLUSION_MONTHS]);
      addExclusion(deps, player.id, kind, body.period, endsAt);
      return c.json({ data: exclusionAnswer(deps, player.id) });
    });
  takeBreak('time_out', timeOutBody);
  takeBreak('self_exclusion', selfExclusionBody);
}
