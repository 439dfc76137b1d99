import { Factory } from 'fishery';
import type { EmailRegistration, LoginAnswer, PhoneRegistration } from '@casino/core';
import type { PlayerSession } from './playerSession.ts';

/** Passwords the local API accepts (6 to 128 characters). */
export const PASSWORD = 'contract-secret-1';
export const NEW_PASSWORD = 'contract-secret-2';

/** Seeded players (docs/contract.md, "Seed"). */
export const DEMO = { email: 'demo@example.com', phone: '+70001234567', password: 'demo12345' } as const;
export const RICH = { email: 'rich@example.com', password: 'demo12345' } as const;

export const emailRegistrationFactory = Factory.define<EmailRegistration>(({ sequence }) => ({
  email: `player${sequence}@contract.example`,
  password: PASSWORD,
  currency: 'RUB',
}));

export const phoneRegistrationFactory = Factory.define<PhoneRegistration>(({ sequence }) => ({
  phone: `+7701${String(sequence).padStart(7, '0')}`,
  password: PASSWORD,
  currency: 'RUB',
}));

/** The value of a result the test cannot go on without; a failure stops it with the error it got. */
export function expectOk<T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw new Error(`expected success, got ${JSON.stringify(result.error)}`);
  return result.value;
}

/** A new player registered by email through the adapter, signed in on `player`. */
export async function registerByEmail(
  player: PlayerSession,
  overrides: Partial<EmailRegistration> = {},
): Promise<EmailRegistration & LoginAnswer> {
  const form = emailRegistrationFactory.build(overrides);
  const answer = expectOk(await player.auth.registerByEmail(form));
  player.signIn(answer);
  return { ...form, ...answer };
}
