import { createHash, randomBytes, randomInt } from 'node:crypto';

/** An opaque, unguessable token for the wire (access, refresh, reset, social state). */
export function newToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Tokens and codes are stored only as digests, so a copied database grants no session. */
export function digest(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A six-digit code for SMS and email. */
export function newCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

export function newHexId(bytes = 16): string {
  return randomBytes(bytes).toString('hex');
}
