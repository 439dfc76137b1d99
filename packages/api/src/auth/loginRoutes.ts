import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../deps.ts';
import { logIn } from '../http/auth.ts';
import { readJson } from '../http/body.ts';
import { fieldError } from '../http/errors.ts';
import { passwordAttempt } from '../http/limits.ts';
import {
  codeField,
  emailField,
  optionalText,
  parseBody,
  parseQuery,
  PASSWORD_MAX,
  phoneField,
  smsQuery,
} from '../http/validation.ts';
import {
  findPlayerByEmail,
  findPlayerByPhone,
  markVerified,
  type PlayerRow,
} from '../players/playerStore.ts';
import { codeCaptcha, spendCode } from './spendCode.ts';

const password = z.string().min(1).max(PASSWORD_MAX);
const captcha = optionalText(4096);

/**
 * The same answer, and the same work (one password hash), whether the account is missing or the password wrong, so
 * neither the body nor the time taken tells which addresses have accounts.
 */
async function passwordLogin(
  c: Context,
  deps: Deps,
  player: PlayerRow | undefined,
  given: { password: string },
  method: string,
) {
  const ok = await deps.hasher.verify(given.password, player?.password_hash ?? null);
  if (!ok || !player) throw fieldError('password', 'invalid_credentials');
  return logIn(c, deps, player.id, method);
}

/** A login code proves the player holds the address, so it also verifies it. */
async function codeLogin(
  c: Context,
  deps: Deps,
  kind: 'email' | 'phone',
  target: string,
  given: { code: string; captcha: string | null },
) {
  await spendCode(
    c,
    deps,
    kind === 'email' ? 'login_email' : 'login_phone',
    target,
    given.code,
    given.captcha,
  );
  const player = kind === 'email' ? findPlayerByEmail(deps.db, target) : findPlayerByPhone(deps.db, target);
  if (!player) throw fieldError('code', 'invalid_code');
  markVerified(deps.db, player.id, kind);
  return logIn(c, deps, player.id, `code_${kind}`);
}

export function loginRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.post('/api/v2/auth/login/email/password', async (c) => {
    const body = parseBody(z.object({ email: emailField, password, captcha }), await readJson(c));
    const player = findPlayerByEmail(deps.db, body.email);
    return c.json(
      await passwordAttempt(c, deps, body.email, body.captcha, () =>
        passwordLogin(c, deps, player, body, 'password_email'),
      ),
    );
  });

  app.post('/api/v2/auth/login/phone/password', async (c) => {
    const body = parseBody(z.object({ phone: phoneField, password, captcha }), await readJson(c));
    const player = findPlayerByPhone(deps.db, body.phone);
    return c.json(
      await passwordAttempt(c, deps, body.phone, body.captcha, () =>
        passwordLogin(c, deps, player, body, 'password_phone'),
      ),
    );
  });

  app.post('/api/v2/auth/login/email/code', async (c) => {
    const body = parseBody(
      z.object({ email: emailField, code: codeField, captcha: codeCaptcha }),
      await readJson(c),
    );
    return c.json(await codeLogin(c, deps, 'email', body.email, body));
  });

  app.post('/api/v2/auth/login/phone/code', async (c) => {
    parseQuery(smsQuery, c.req.query());
    const body = parseBody(
      z.object({ phone: phoneField, code: codeField, captcha: codeCaptcha }),
      await readJson(c),
    );
    return c.json(await codeLogin(c, deps, 'phone', body.phone, body));
  });
}
