import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * The derivation every bet's outcome comes from (docs/fairness.md): HMAC-SHA256 rounds keyed by the server seed, read
 * four bytes at a time as 32-bit integers. A float is `u32 / 2^32`; the games never divide: `floor(f × n)` is computed
 * as `floor(u32 × n / 2^32)`, exact in doubles for every n the games use (n ≤ 2^21).
 */
const TWO_POW_32 = 2 ** 32;
const BYTES_PER_ROUND = 32;
const BYTES_PER_FLOAT = 4;

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'ascii').digest('hex');
}

/** 32 bytes from the CSPRNG as 64 lowercase hex characters: a server seed. */
export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** A default client seed: 16 random bytes as 32 hex characters. */
export function newClientSeed(): string {
  return randomBytes(16).toString('hex');
}

/** The byte stream of one bet: rounds 0, 1, 2 ... concatenated, as many as `count` bytes need. */
export function betBytes(serverSeed: string, clientSeed: string, nonce: number, count: number): Buffer {
  const rounds = Math.ceil(count / BYTES_PER_ROUND);
  const chunks: Buffer[] = [];
  for (let round = 0; round < rounds; round += 1) {
    chunks.push(
      createHmac('sha256', Buffer.from(serverSeed, 'ascii'))
        .update(`${clientSeed}:${nonce}:${round}`, 'ascii')
        .digest(),
    );
  }
  return Buffer.concat(chunks).subarray(0, count);
}

/** The first `count` floats of a bet, each as its 32-bit integer `u32` (the float is `u32 / 2^32`). */
export function betIntegers(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  const bytes = betBytes(serverSeed, clientSeed, nonce, count * BYTES_PER_FLOAT);
  return Array.from({ length: count }, (_, index) => bytes.readUInt32BE(index * BYTES_PER_FLOAT));
}

/** `floor(f × n)` for the float `u32 / 2^32`, computed exactly. */
export function scaled(u32: number, n: number): number {
  return Math.floor((u32 * n) / TWO_POW_32);
}

/** The float itself, for showing and for the worked examples. */
export function floatOf(u32: number): number {
  return u32 / TWO_POW_32;
}
