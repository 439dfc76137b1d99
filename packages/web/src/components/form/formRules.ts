/**
 * Input hygiene the forms apply before asking the server, which stays the judge (it answers invalid_email and the
 * rest). Not in the core: these are shapes of typed text, not product rules.
 */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function looksLikeEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_SHAPE.test(value.trim());
}

/** One-time codes are digits (the outbox sends 4 to 8). */
export function looksLikeCode(value: string): boolean {
  return /^[0-9]{4,8}$/.test(value.trim());
}
