import type { VerificationStatus } from './user.ts';

/** The server's verification words (§4) and the three states they mean. */
const STATUS_OF_WORD: Readonly<Record<string, VerificationStatus>> = {
  init: 'pending',
  waiting: 'pending',
  user_pending: 'pending',
  pending: 'pending',
  failed: 'failed',
  unverified: 'failed',
  success: 'success',
  verified: 'success',
};

/** pending, failed or success for a server word; null for a word the spec does not name (or no word at all). */
export function verificationStatus(word: unknown): VerificationStatus | null {
  if (typeof word !== 'string') return null;
  const normalised = word.trim().toLowerCase();
  return Object.hasOwn(STATUS_OF_WORD, normalised) ? (STATUS_OF_WORD[normalised] ?? null) : null;
}
