import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../deps.ts';
import { requireAuth } from '../http/auth.ts';
import { readJson } from '../http/body.ts';
import { fieldError } from '../http/errors.ts';
import { limitSends } from '../http/limits.ts';
import { contentLang } from '../http/request.ts';
import { codeField, emailField, parseBody, parseQuery, phoneField, smsQuery } from '../http/validation.ts';
import { issueCode, pendingPurpose, type CodePurpose } from './codeStore.ts';
import type { MessageKind } from './messages.ts';
import { send } from './outboxStore.ts';
import { findPlayer, findPlayerByEmail, findPlayerByPhone, markVerified } from '../players/playerStore.ts';
import { codeCaptcha, spendCode } from './spendCode.ts';

const MESSAGE_OF: Record<CodePurpose, MessageKind> = {
  login_email: 'loginCode',
  login_phone: 'loginCode',
  verify_email: 'verifyEmail',
  verify_phone: 'verifyPhone',
  reset_email: 'resetEmail',
  reset_phone: 'resetPhone',
};

/**
 * Sends a code to an address. For an address with no account the answer is the same (no account probing),
 * and the message says there is no account instead of carrying a code.
 */
function sendCode(
  c: Context,
  deps: Deps,
  purpose: CodePurpose,
  target: string,
  playerId: number | undefined,
): void {
  const channel = purpose.endsWith('email') ? 'email' : 'sms';
  const lang = contentLang(c);
  if (playerId === undefined) {
    send(deps, { channel, to: target, kind: 'noAccount', lang });
    return;
  }
  send(deps, {
    channel,
    to: target,
    kind: MESSAGE_OF[purpose],
    lang,
    code: issueCode(deps, purpose, target, playerId),
  });
}

const emailBody = z.object({ email: emailField });
const phoneBody = z.object({ phone: phoneField });
const codeBody = z.object({ code: codeField, captcha: codeCaptcha });

export function codeRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const sendLoginEmail = async (c: Context) => {
    const { email } = parseBody(emailBody, await readJson(c));
    limitSends(c, deps, email);
    sendCode(c, deps, 'login_email', email, findPlayerByEmail(deps.db, email)?.id);
    return c.json({ success: true });
  };
  const sendLoginPhone = async (c: Context) => {
    parseQuery(smsQuery, c.req.query());
    const { phone } = parseBody(phoneBody, await readJson(c));
    limitSends(c, deps, phone);
    sendCode(c, deps, 'login_phone', phone, findPlayerByPhone(deps.db, phone)?.id);
    return c.json({ success: true });
  };
  app.post('/api/v2/auth/login/email/verification', sendLoginEmail);
  app.post('/api/v2/auth/login/email/resend', sendLoginEmail);
  app.post('/api/v2/auth/login/phone/verification', sendLoginPhone);
  app.post('/api/v2/auth/login/phone/code/resend', sendLoginPhone);

  /** Repeats the code the phone is waiting for: confirmation after registration, login, or recovery. */
  app.post('/api/v2/auth/phone/resend', async (c) => {
    const { phone } = parseBody(phoneBody, await readJson(c));
    limitSends(c, deps, phone);
    const player = findPlayerByPhone(deps.db, phone);
    const fallback: CodePurpose = player && player.is_phone_verified === 0 ? 'verify_phone' : 'login_phone';
    const purpose = pendingPurpose(deps, phone, ['verify_phone', 'login_phone', 'reset_phone']) ?? fallback;
    sendCode(c, deps, purpose, phone, player?.id);
    return c.json({ success: true });
  });

  app.post('/api/v2/auth/email/resend', async (c) => {
    const auth = requireAuth(c, deps);
    const player = findPlayer(deps.db, auth.playerId);
    if (!player?.email) throw fieldError('email', 'required');
    limitSends(c, deps, player.email);
    // An address already confirmed needs no new code; the answer stays a success.
    if (player.is_email_verified === 0) sendCode(c, deps, 'verify_email', player.email, player.id);
    return c.json({ success: true });
  });

  app.post('/api/v2/auth/email/verify/code', async (c) => {
    const auth = requireAuth(c, deps);
    const { code, captcha } = parseBody(codeBody, await readJson(c));
    const player = findPlayer(deps.db, auth.playerId);
    if (!player?.email) throw fieldError('email', 'required');
    await spendCode(c, deps, 'verify_email', player.email, code, captcha);
    markVerified(deps.db, player.id, 'email');
    return c.json({ success: true });
  });

  app.post('/api/v2/auth/phone/verify/code', async (c) => {
    const auth = requireAuth(c, deps);
    const { code, captcha } = parseBody(codeBody, await readJson(c));
    const player = findPlayer(deps.db, auth.playerId);
    if (!player?.phone) throw fieldError('phone', 'required');
    await spendCode(c, deps, 'verify_phone', player.phone, code, captcha);
    markVerified(deps.db, player.id, 'phone');
    return c.json({ success: true });
  });
}
