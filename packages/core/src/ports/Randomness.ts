/** Unpredictable values the core asks for (a CSPRNG in the adapters). */
export interface Randomness {
  /** A unique id, for idempotency keys. */
  id(): string;
  /** A fresh client seed: 32 lowercase hex characters. */
  clientSeed(): string;
}
