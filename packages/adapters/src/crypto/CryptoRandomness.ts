import type { Randomness } from '@casino/core';

/** 16 bytes: a client seed of 32 hex characters (docs/contract.md, "Seed pair"). */
const CLIENT_SEED_BYTES = 16;

export type RandomSource = Pick<Crypto, 'getRandomValues' | 'randomUUID'>;

/** Idempotency keys and client seeds from the platform's CSPRNG. */
export class CryptoRandomness implements Randomness {
  readonly #crypto: RandomSource;

  constructor(crypto: RandomSource = globalThis.crypto) {
    this.#crypto = crypto;
  }

  id(): string {
    return this.#crypto.randomUUID();
  }

  clientSeed(): string {
    const bytes = this.#crypto.getRandomValues(new Uint8Array(CLIENT_SEED_BYTES));
    return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  }
}
