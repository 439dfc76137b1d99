import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { Digests } from '../../src/index.ts';

// Core code and its tests reach no crypto global (tools/eslint/layers.js), so the tests' Digests run on the audited
// @noble/hashes (allowed in core by name); the worked examples of docs/fairness.md pin them to node:crypto's answers.

/** The Digests port, synchronous underneath. */
export class TestDigests implements Digests {
  sha256Hex(message: string): Promise<string> {
    return Promise.resolve(bytesToHex(sha256(utf8ToBytes(message))));
  }

  hmacSha256(key: string, message: string): Promise<Uint8Array> {
    return Promise.resolve(hmac(sha256, utf8ToBytes(key), utf8ToBytes(message)));
  }
}
