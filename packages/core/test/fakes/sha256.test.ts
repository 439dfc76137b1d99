import { describe, expect, it } from 'vitest';
import { toHex } from '../../src/index.ts';
import { TestDigests } from './sha256.ts';

const digests = new TestDigests();

describe('TestDigests', () => {
  it('gives the FIPS 180-4 SHA-256 of "abc" and of a message longer than one block', async () => {
    expect(await digests.sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(await digests.sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('gives the RFC 4231 HMAC-SHA256 of test case 2', async () => {
    const mac = await digests.hmacSha256('Jefe', 'what do ya want for nothing?');
    expect(toHex(mac)).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
  });
});
