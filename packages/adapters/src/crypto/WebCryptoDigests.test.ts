import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WebCryptoDigests } from './WebCryptoDigests.ts';

const digests = new WebCryptoDigests();

describe('WebCryptoDigests', () => {
  it('hashes the ASCII string of a server seed, not its decoded bytes', async () => {
    const seed = 'a'.repeat(64);
    expect(await digests.sha256Hex(seed)).toBe(createHash('sha256').update(seed, 'utf8').digest('hex'));
  });

  it('gives the published SHA-256 of "abc"', async () => {
    expect(await digests.sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('gives the RFC 4231 HMAC-SHA256 of test case 2', async () => {
    const bytes = await digests.hmacSha256('Jefe', 'what do ya want for nothing?');
    expect(Buffer.from(bytes).toString('hex')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('agrees with node:crypto on every key and message', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1 }), fc.string(), async (key, message) => {
        const bytes = await digests.hmacSha256(key, message);
        expect(bytes).toHaveLength(32);
        expect(Buffer.from(bytes).toString('hex')).toBe(
          createHmac('sha256', Buffer.from(key, 'utf8')).update(message, 'utf8').digest('hex'),
        );
      }),
      { numRuns: 50 },
    );
  });
});
