import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../deps.ts';
import { clearRefreshCookie, refreshCookie, requireAuth, setRefreshCookie } from '../http/auth.ts';
import { readJson } from '../http/body.ts';
import { forbidden, unauthenticated, validation, type FieldErrors } from '../http/errors.ts';
import { limitSends } from '../http/limits.ts';
import { contentLang } from '../http/request.ts';
import { emailField, parseBody, passwordField } from '../http/validation.ts';
import { issueResetToken, spendPlayerResets } from './codeStore.ts';
import { send } from './outboxStore.ts';
import { findPlayer, findPlayerByEmail, setPasswordHash } from '../players/playerStore.ts';
import { revokeSession, rotateRefresh, sessionOfRefresh } from './sessionStore.ts';
import { resetLink } from './recoveryRoutes.ts';

const refreshBody = z.object({ refresh_token: z.string().trim().min(1).max(512).optional() });
const setPasswordBody = z.object({
  password: passwordField,
  confirm_password: z.string().max(256).optional(),
});

export function sessionRoutes(app: Hono<AppEnv>, deps: Deps): void {
  /**
   * The refresh token comes from the HttpOnly cookie (or, from a client without cookies, the body); it rotates on
   * every use, and the new one goes back only in the cookie.
   */
  app.post('/auth/refresh-token', async (c) => {
    const body = parseBody(refreshBody, await readJson(c));
    const presented = body.refresh_token ?? refreshCookie(c);
    const outcome = presented ? rotateRefresh(deps, presented) : undefined;
    if (outcome?.kind !== 'rotated') {
      if (outcome?.kind === 'reused')
        deps.log('[security] a spent refresh token came back: its session is ended');
      clearRefreshCookie(c);
      throw unauthenticated();
    }
    setRefreshCookie(c, deps, outcome.tokens.refreshToken);
    return c.json({ access_token: outcome.tokens.accessToken });
  });

  app.put('/auth/logout', (c) => {
    const auth = requireAuth(c, deps);
    revokeSession(deps, auth.sessionId);
    const cookie = refreshCookie(c);
    const cookieSession = cookie ? sessionOfRefresh(deps, cookie) : undefined;
    if (cookieSession !== undefined) revokeSession(deps, cookieSession);
    clearRefreshCookie(c);
    return c.json({ success: true });
  });

  /** For a player with no password yet (social or code login); changing an existing one goes through /password/update. */
  app.post('/api/v2/auth/password/set', async (c) => {
    const auth = requireAuth(c, deps);
    const body = parseBody(setPasswordBody, await readJson(c));
    const errors: FieldErrors = {};
    if (body.password !== body.confirm_password) errors['password_confirm'] = ['mismatch'];
    if (Object.keys(errors).length > 0) throw validation(errors);
    const player = findPlayer(deps.db, auth.playerId);
    if (!player) throw unauthenticated();
    if (player.password_hash !== null) throw forbidden('password_already_set');
    const hash = await deps.hasher.hash(body.password);
    deps.db.transaction(() => {
      setPasswordHash(deps.db, player.id, hash);
      spendPlayerResets(deps, player.id);
    });
    return c.json({ success: true });
  });

  /** Mails the account's login and a link to choose a new password; the same answer whether or not it exists. */
  app.post('/auth/send_login_data', async (c) => {
    const { email } = parseBody(z.object({ email: emailField }), await readJson(c));
    limitSends(c, deps, email);
    const player = findPlayerByEmail(deps.db, email);
    if (player) {
      const login = [player.email, player.phone].filter(Boolean).join(', ');
      const link = resetLink(c, deps, issueResetToken(deps, player.id, 'email'));
      send(deps, {
        channel: 'email',
        to: email,
        kind: 'loginData',
        lang: contentLang(c),
        link,
        params: { login },
      });
    } else {
      send(deps, { channel: 'email', to: email, kind: 'noAccount', lang: contentLang(c) });
    }
    return c.json({ success: true });
  });
}
