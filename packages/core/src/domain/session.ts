import type { DomainError } from './errors.ts';
import type { User } from './user.ts';

/** Analytics events of failed logins and registrations (§8); the spec names only promocode_error. */
export const LOGIN_FAILED_EVENT = 'login_error';
export const REGISTRATION_FAILED_EVENT = 'registration_error';
export const PROMOCODE_ERROR_EVENT = 'promocode_error';

/** The text sent when a failure carries none (§8). */
export const UNKNOWN_FAILURE_TEXT = 'error 500';

/** The registration form field a promo code error is reported under. */
export const PROMO_FIELD = 'promo';

function allMessages(fields: Readonly<Record<string, readonly string[]>>): string[] {
  return Object.values(fields).flat();
}

/** The joined error text of a failed login or registration (§8), or 'error 500' when the failure carries none. */
export function failureText(error: DomainError): string {
  let text = '';
  if (error.kind === 'validation') text = allMessages(error.fields).join(', ');
  else if (error.kind === 'server') text = error.error ?? error.messageKey ?? '';
  else if (error.kind === 'forbidden') text = error.error;
  else if (error.kind === 'network') text = error.message;
  return text.trim() === '' ? UNKNOWN_FAILURE_TEXT : text;
}

/** The promo code's own error text when a registration failed on it (§8), else null. */
export function promoFailureText(error: DomainError): string | null {
  if (error.kind !== 'validation') return null;
  const messages = error.fields[PROMO_FIELD] ?? [];
  return messages.length === 0 ? null : messages.join(', ');
}

/** After login with no locale set, the interface locale is saved to the profile (§4). */
export function needsLocaleSaved(user: User): boolean {
  return user.locale === null || user.locale.trim() === '';
}

/** After login: balance 0 and a chosen currency prompt a deposit (§4). */
export function shouldPromptDepositAfterLogin(user: User): boolean {
  return user.balance.minor === 0 && user.currency !== null;
}

/** Longest bearer token accepted from a query or a server field; real tokens (JWTs included) are far shorter. */
export const TOKEN_MAX_LENGTH = 4096;
const TOKEN_CHARS = /^[A-Za-z0-9._~+/=-]+$/;

/** A token from a query or a popup message is used only when it looks like one: no spaces, controls or markup. */
export function isPlausibleToken(value: unknown): value is string {
  return typeof value === 'string' && value.length <= TOKEN_MAX_LENGTH && TOKEN_CHARS.test(value);
}
