import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../deps.ts';
import { requireAuth, requireAuthOrSimpleAuth, setRefreshCookie } from '../http/auth.ts';
import { readJson } from '../http/body.ts';
import { limitPasswordCheck } from '../http/limits.ts';
import { forbidden, unauthenticated, validation, type FieldErrors } from '../http/errors.ts';
import { parseBody, parseQuery, PASSWORD_MIN, PASSWORD_MAX } from '../http/validation.ts';
import { spendPlayerResets } from '../auth/codeStore.ts';
import {
  findPlayer,
  joinVip,
  keepSuperBonus,
  setPasswordHash,
  updateSettings,
  userAnswer,
} from './playerStore.ts';
import { exchangeSimpleAuth, revokePlayerSessions } from '../auth/sessionStore.ts';

const userQuery = z.object({
  whoAreYou: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
});

export const PROFILE_LOCALES = ['ru', 'en', 'kz', 'br', 'pt-BR', 'kk'] as const;

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const settingsBody = z
  .object({
    locale: z.enum(PROFILE_LOCALES).optional(),
    timezone: z.string().trim().min(1).max(64).refine(isTimeZone).optional(),
    is_avatar_hidden: z.boolean().optional(),
    is_statistics_hidden: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'required',
    path: ['settings'],
  });

const passwordUpdateBody = z.object({
  old_password: z.string().min(1).max(PASSWORD_MAX),
  password: z.string().max(PASSWORD_MAX).optional(),
  password_confirm: z.string().max(PASSWORD_MAX).optional(),
});

export function profileRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.get('/profile/user', (c) => {
    const query = parseQuery(userQuery, c.req.query());
    const auth = requireAuthOrSimpleAuth(c, deps);
    // The super_bonus cookie names the bonus the visitor arrived with; the first one named sticks to the account.
    if (query.whoAreYou) {
      keepSuperBonus(deps.db, auth.playerId, query.whoAreYou);
    }
    const player = findPlayer(deps.db, auth.playerId);
    if (!player) throw unauthenticated();
    let freshToken: string | null = null;
    if (auth.singleUse) {
      const tokens = exchangeSimpleAuth(deps, auth);
      setRefreshCookie(c, deps, tokens.refreshToken);
      freshToken = tokens.accessToken;
    }
    return c.json({ data: userAnswer(player, freshToken) });
  });

  app.put('/profile/settings', async (c) => {
    const auth = requireAuth(c, deps);
    const body = parseBody(settingsBody, await readJson(c));
    const player = findPlayer(deps.db, auth.playerId);
    if (!player) throw unauthenticated();
    // Hiding one's statistics from the top lists is a VIP club privilege; refused in the answer, not as an error status.
    if (body.is_statistics_hidden === true && player.premium_status === null)
      return c.json({ error: 'vip_required' });
    updateSettings(deps.db, player.id, {
      locale: body.locale ?? null,
      timezone: body.timezone ?? null,
      isAvatarHidden: body.is_avatar_hidden ?? null,
      isStatisticsHidden: body.is_statistics_hidden ?? null,
    });
    return c.json({ success: true });
  });

  /** Errors name the fields as §5 does: old_password, new_password, password_confirm. */
  app.post('/password/update', async (c) => {
    const auth = requireAuth(c, deps);
    const body = parseBody(passwordUpdateBody, await readJson(c));
    const errors: FieldErrors = {};
    const next = body.password ?? '';
    if (next.length === 0) errors['new_password'] = ['required'];
    else if (next.length < PASSWORD_MIN) errors['new_password'] = ['too_short'];
    if (next !== (body.password_confirm ?? '')) errors['password_confirm'] = ['mismatch'];
    const player = findPlayer(deps.db, auth.playerId);
    if (!player) throw unauthenticated();
    const right = await limitPasswordCheck(c, deps, player.id, () =>
      deps.hasher.verify(body.old_password, player.password_hash),
    );
    if (!right) errors['old_password'] = ['wrong_password'];
    if (Object.keys(errors).length > 0) throw validation(errors);
    const hash = await deps.hasher.hash(next);
    deps.db.transaction(() => {
      setPasswordHash(deps.db, player.id, hash);
      revokePlayerSessions(deps, player.id, auth.sessionId);
      spendPlayerResets(deps, player.id);
    });
    return c.json({ success: true });
  });

  app.post('/api/v2/vip/join', (c) => {
    const auth = requireAuth(c, deps);
    if (!joinVip(deps.db, auth.playerId, deps.clock.now())) throw forbidden('already_member');
    return c.json({ success: true });
  });
}
