import { describe, expect, it } from 'vitest';
import { CryptoRandomness } from './CryptoRandomness.ts';

const randomness = new CryptoRandomness();

describe('CryptoRandomness', () => {
  it('makes client seeds of 32 lowercase hex characters, as the contract allows', () => {
    const seed = randomness.clientSeed();
    expect(seed).toMatch(/^[0-9a-f]{32}$/);
  });

  it('never repeats a client seed or an idempotency key', () => {
    const seeds = new Set(Array.from({ length: 200 }, () => randomness.clientSeed()));
    const ids = new Set(Array.from({ length: 200 }, () => randomness.id()));
    expect(seeds.size).toBe(200);
    expect(ids.size).toBe(200);
  });

  it('makes idempotency keys the API accepts (1 to 64 of A-Z a-z 0-9 _ -)', () => {
    expect(randomness.id()).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
  });

  it('takes its bytes from the given source', () => {
    const source = {
      getRandomValues: <T extends ArrayBufferView | null>(array: T): T => {
        if (array instanceof Uint8Array) array.fill(0xab);
        return array;
      },
      randomUUID: () => '00000000-0000-4000-8000-000000000000' as const,
    };
    const fixed = new CryptoRandomness(source);
    expect(fixed.clientSeed()).toBe('ab'.repeat(16));
    expect(fixed.id()).toBe('00000000-0000-4000-8000-000000000000');
  });
});
