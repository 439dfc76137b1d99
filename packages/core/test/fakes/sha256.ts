import type { Digests } from '../../src/index.ts';
import { sha256 } from '../../src/money/sha256.ts';

// Core code and its tests reach no crypto global (tools/eslint/layers.js), so the tests build HMAC (RFC 2104) on the
// core's plain SHA-256; the worked examples of docs/fairness.md pin them to node:crypto's answers.

export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  const block = new Uint8Array(64);
  block.set(key.length > 64 ? sha256(key) : key);
  const inner = new Uint8Array(64 + message.length);
  const outer = new Uint8Array(64 + 32);
  for (let i = 0; i < 64; i += 1) {
    inner[i] = (block[i] ?? 0) ^ 0x36;
    outer[i] = (block[i] ?? 0) ^ 0x5c;
  }
  inner.set(message, 64);
  outer.set(sha256(inner), 64);
  return sha256(outer);
}

/** UTF-8 bytes of a string (no TextEncoder in the core's libraries). */
export function utf8(text: string): Uint8Array {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 63));
    else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
    else
      bytes.push(
        0xf0 | (code >> 18),
        0x80 | ((code >> 12) & 63),
        0x80 | ((code >> 6) & 63),
        0x80 | (code & 63),
      );
  }
  return Uint8Array.from(bytes);
}
const hex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** The Digests port on the plain implementation above. */
export class TestDigests implements Digests {
  sha256Hex(message: string): Promise<string> {
    return Promise.resolve(hex(sha256(utf8(message))));
  }

  hmacSha256(key: string, message: string): Promise<Uint8Array> {
    return Promise.resolve(hmacSha256(utf8(key), utf8(message)));
  }
}
