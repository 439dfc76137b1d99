import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../../deps.ts';
import { logIn } from '../../http/auth.ts';
import { readJson } from '../../http/body.ts';
import { validation, type FieldErrors } from '../../http/errors.ts';
import { limitRegistrations } from '../../http/limits.ts';
import { clientIp, contentLang } from '../../http/request.ts';
import {
  currencyField,
  emailField,
  optionalText,
  parseBody,
  passwordField,
  phoneField,
  trackingField,
} from '../../http/validation.ts';
import { issueCode } from '../../store/codes.ts';
import { send } from '../../store/outbox.ts';
import {
  createPlayer,
  displayNameFor,
  findPlayerByEmail,
  findPlayerByPhone,
  NEW_PLAYER_FEATURES,
} from '../../store/players.ts';
import { findPromo, startActivation } from '../../store/promotions.ts';
import { track } from '../../store/tracking.ts';
import { requestRegion } from '../geo.ts';

/** Registration's tracking fields (§7): fingerprint, partner, ad place, stag, promo, captcha token. */
export const registrationExtras = {
  fpp: trackingField,
  partner: trackingField,
  adplace: trackingField,
  stag: trackingField,
  promo: optionalText(64),
  captcha: optionalText(4096),
};

const emailRegistration = z.object({
  email: emailField,
  password: passwordField,
  currency: currencyField,
  ...registrationExtras,
});
const phoneRegistration = z.object({
  phone: phoneField,
  password: passwordField,
  currency: currencyField,
  ...registrationExtras,
});

type Registration = { password: string; currency: string; promo: string | null } & Record<string, unknown>;

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed: players\.(email|phone)/.test(error.message);
}

async function register(
  c: Context,
  deps: Deps,
  identity: { email: string } | { phone: string },
  body: Registration,
) {
  const field = 'email' in identity ? 'email' : 'phone';
  const existing =
    'email' in identity
      ? findPlayerByEmail(deps.db, identity.email)
      : findPlayerByPhone(deps.db, identity.phone);
  const promo = body.promo ? findPromo(deps, body.promo) : undefined;
  const errors: FieldErrors = {};
  if (existing) errors[field] = ['taken'];
  if (body.promo && !promo) errors['promo'] = ['not_found'];
  if (Object.keys(errors).length > 0) throw validation(errors);

  const passwordHash = await deps.hasher.hash(body.password);
  const email = 'email' in identity ? identity.email : null;
  const phone = 'phone' in identity ? identity.phone : null;
  let playerId: number;
  try {
    playerId = deps.db.transaction(() => {
      const id = createPlayer(
        deps.db,
        {
          name: displayNameFor(email, phone),
          email,
          phone,
          passwordHash,
          currency: body.currency,
          registerMethod: field,
          region: requestRegion(c, deps),
          features: NEW_PLAYER_FEATURES,
        },
        deps.clock.now(),
      );
      if (promo) startActivation(deps, id, promo);
      const { password: _password, captcha: _captcha, ...tracked } = body;
      track(deps, 'register', tracked, id, clientIp(c));
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw validation({ [field]: ['taken'] });
    throw error;
  }

  const lang = contentLang(c);
  if (email) {
    const code = issueCode(deps, 'verify_email', email, playerId);
    send(deps, { channel: 'email', to: email, kind: 'verifyEmail', lang, code });
  } else if (phone) {
    const code = issueCode(deps, 'verify_phone', phone, playerId);
    send(deps, { channel: 'sms', to: phone, kind: 'verifyPhone', lang, code });
  }
  return logIn(c, deps, playerId, `register_${field}`);
}

export function registerRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.post('/api/v2/auth/register/email', async (c) => {
    const body = parseBody(emailRegistration, await readJson(c));
    limitRegistrations(c, deps);
    return c.json(await register(c, deps, { email: body.email }, body));
  });

  app.post('/api/v2/auth/register/phone', async (c) => {
    const body = parseBody(phoneRegistration, await readJson(c));
    limitRegistrations(c, deps);
    return c.json(await register(c, deps, { phone: body.phone }, body));
  });
}
