import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../deps.ts';
import { readJson } from '../http/body.ts';
import { fieldError, validation } from '../http/errors.ts';
import { limitSends } from '../http/limits.ts';
import { contentLang, webOrigin } from '../http/request.ts';
import { codeField, emailField, parseBody, passwordField, phoneField } from '../http/validation.ts';
import {
  consumeResetToken,
  issueCode,
  issueResetToken,
  liveResetToken,
  markResetTokenConfirmed,
  spendPlayerResets,
} from './codeStore.ts';
import { send } from './outboxStore.ts';
import {
  findPlayerByEmail,
  findPlayerByPhone,
  markVerified,
  setPasswordHash,
} from '../players/playerStore.ts';
import { revokePlayerSessions } from './sessionStore.ts';
import { codeCaptcha, spendCode } from './spendCode.ts';

const tokenField = z.string().trim().min(1).max(256);
const newPassword = { password: passwordField, password_confirm: z.string().max(256) };
const mismatch = (body: { password: string; password_confirm: string }) =>
  body.password === body.password_confirm ? undefined : validation({ password_confirm: ['mismatch'] });

/** The reset link the recovery email carries: the web app's reset page (§2 `/reset-password/{token}`). */
export function resetLink(c: Context, deps: Deps, token: string): string {
  return `${webOrigin(c, deps)}/reset-password/${encodeURIComponent(token)}`;
}

/** A new password ends every session and every other reset of the player: whoever knew the old one is logged out. */
async function replacePassword(deps: Deps, playerId: number, password: string): Promise<void> {
  const hash = await deps.hasher.hash(password);
  deps.db.transaction(() => {
    setPasswordHash(deps.db, playerId, hash);
    revokePlayerSessions(deps, playerId);
    spendPlayerResets(deps, playerId);
  });
}

function tokenOrFail(deps: Deps, token: string, channel: 'email' | 'phone') {
  const row = liveResetToken(deps, token, channel);
  if (!row) throw fieldError('token', 'invalid_token');
  return row;
}

export function recoveryRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.post('/api/v2/auth/password/email/forgot', async (c) => {
    const { email } = parseBody(z.object({ email: emailField }), await readJson(c));
    limitSends(c, deps, email);
    const player = findPlayerByEmail(deps.db, email);
    if (player) {
      const code = issueCode(deps, 'reset_email', email, player.id);
      const link = resetLink(c, deps, issueResetToken(deps, player.id, 'email'));
      send(deps, { channel: 'email', to: email, kind: 'resetEmail', lang: contentLang(c), code, link });
    } else {
      // The same answer and the same work (a message written) for an address with no account: nothing tells them apart.
      send(deps, { channel: 'email', to: email, kind: 'noAccount', lang: contentLang(c) });
    }
    return c.json({ success: true });
  });

  app.post('/api/v2/auth/password/email/code/confirm', async (c) => {
    const { email, code, captcha } = parseBody(
      z.object({ email: emailField, code: codeField, captcha: codeCaptcha }),
      await readJson(c),
    );
    await spendCode(c, deps, 'reset_email', email, code, captcha);
    const player = findPlayerByEmail(deps.db, email);
    if (!player) throw fieldError('code', 'invalid_code');
    markVerified(deps.db, player.id, 'email');
    return c.json({ data: { reset_token: issueResetToken(deps, player.id, 'email') } });
  });

  /** Opening the emailed link proves the address: it is marked verified. */
  app.post('/api/v2/auth/password/email/token/confirm', async (c) => {
    const { token } = parseBody(z.object({ token: tokenField }), await readJson(c));
    const row = tokenOrFail(deps, token, 'email');
    markResetTokenConfirmed(deps, row.token_hash);
    markVerified(deps.db, row.player_id, 'email');
    return c.json({ success: true });
  });

  app.post('/api/v2/auth/password/email/token/check', async (c) => {
    const { token } = parseBody(z.object({ token: tokenField }), await readJson(c));
    tokenOrFail(deps, token, 'email');
    return c.json({ success: true });
  });

  app.post('/api/v2/auth/password/email/reset/token', async (c) => {
    const body = parseBody(z.object({ token: tokenField, ...newPassword }), await readJson(c));
    const refusal = mismatch(body);
    if (refusal) throw refusal;
    const row = tokenOrFail(deps, body.token, 'email');
    consumeResetToken(deps, row.token_hash);
    await replacePassword(deps, row.player_id, body.password);
    return c.json({ success: true });
  });

  app.post('/api/v2/auth/password/email/reset/code', async (c) => {
    const body = parseBody(
      z.object({ email: emailField, code: codeField, captcha: codeCaptcha, ...newPassword }),
      await readJson(c),
    );
    const refusal = mismatch(body);
    if (refusal) throw refusal;
    await spendCode(c, deps, 'reset_email', body.email, body.code, body.captcha);
    const player = findPlayerByEmail(deps.db, body.email);
    if (!player) throw fieldError('code', 'invalid_code');
    markVerified(deps.db, player.id, 'email');
    await replacePassword(deps, player.id, body.password);
    return c.json({ success: true });
  });

  app.post('/api/v2/auth/password/phone/forgot', async (c) => {
    const { phone } = parseBody(z.object({ phone: phoneField }), await readJson(c));
    limitSends(c, deps, phone);
    const player = findPlayerByPhone(deps.db, phone);
    if (player) {
      const code = issueCode(deps, 'reset_phone', phone, player.id);
      send(deps, { channel: 'sms', to: phone, kind: 'resetPhone', lang: contentLang(c), code });
    } else {
      send(deps, { channel: 'sms', to: phone, kind: 'noAccount', lang: contentLang(c) });
    }
    return c.json({ success: true });
  });

  app.post('/api/v2/auth/password/phone/code/confirm', async (c) => {
    const { phone, code, captcha } = parseBody(
      z.object({ phone: phoneField, code: codeField, captcha: codeCaptcha }),
      await readJson(c),
    );
    await spendCode(c, deps, 'reset_phone', phone, code, captcha);
    const player = findPlayerByPhone(deps.db, phone);
    if (!player) throw fieldError('code', 'invalid_code');
    markVerified(deps.db, player.id, 'phone');
    return c.json({ data: { reset_token: issueResetToken(deps, player.id, 'phone') } });
  });

  app.post('/api/v2/auth/password/phone/token/check', async (c) => {
    const { token } = parseBody(z.object({ token: tokenField }), await readJson(c));
    tokenOrFail(deps, token, 'phone');
    return c.json({ success: true });
  });

  app.post('/api/v2/auth/password/phone/reset', async (c) => {
    const body = parseBody(z.object({ token: tokenField, ...newPassword }), await readJson(c));
    const refusal = mismatch(body);
    if (refusal) throw refusal;
    const row = tokenOrFail(deps, body.token, 'phone');
    consumeResetToken(deps, row.token_hash);
    await replacePassword(deps, row.player_id, body.password);
    return c.json({ success: true });
  });
}
