import { constants, privateDecrypt } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../deps.ts';
import { logIn } from '../http/auth.ts';
import { readJson } from '../http/body.ts';
import { validation, type FieldErrors } from '../http/errors.ts';
import { limitRegistrations } from '../http/limits.ts';
import { clientIp, contentLang } from '../http/request.ts';
import {
  currencyField,
  emailField,
  optionalText,
  parseBody,
  passwordField,
  phoneField,
  trackingField,
} from '../http/validation.ts';
import { issueCode } from './codeStore.ts';
import { send } from './outboxStore.ts';
import {
  createPlayer,
  displayNameFor,
  findPlayerByEmail,
  findPlayerByPhone,
  NEW_PLAYER_FEATURES,
} from '../players/playerStore.ts';
import { findPromo, startActivation } from '../bonuses/promotionStore.ts';
import { track } from '../tracking/trackingStore.ts';
import { requestRegion } from '../geo/geoRoutes.ts';

/** Registration's tracking fields (§7): fingerprint, partner, ad place, stag, promo, captcha token. */
export const registrationExtras = {
  fpp: trackingField,
  partner: trackingField,
  adplace: trackingField,
  stag: trackingField,
  promo: optionalText(64),
  captcha: optionalText(4096),
  /** The fingerprint encrypted for the server (§7), RSA-OAEP SHA-256 under the key the site was built with. */
  fpp_encrypted: optionalText(2048),
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

/**
 * The fingerprint a browser sent encrypted (§7: "collected and encrypted"), opened with the server's private key
 * (`API_FINGERPRINT_PRIVATE_KEY`); null without a key or for anything that does not open to a fingerprint.
 */
export function openFingerprint(deps: Deps, sealed: string): string | null {
  const key = deps.config.fingerprintPrivateKey;
  if (key === null) return null;
  try {
    const plain = privateDecrypt(
      { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(sealed, 'base64'),
    ).toString('utf8');
    return /^[A-Za-z0-9-]{1,128}$/.test(plain) ? plain : null;
  } catch {
    return null;
  }
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
      const { password: _password, captcha: _captcha, fpp_encrypted: sealed, ...tracked } = body;
      const fpp = typeof sealed === 'string' ? openFingerprint(deps, sealed) : null;
      track(deps, 'register', fpp === null ? tracked : { ...tracked, fpp }, id, clientIp(c));
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
