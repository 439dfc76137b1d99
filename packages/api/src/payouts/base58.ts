// The API's copy of the client's address checks (packages/core/src/money): the two share nothing but the contract.
import { createHash } from 'node:crypto';

const sha256 = (bytes: Uint8Array): Uint8Array => createHash('sha256').update(bytes).digest();

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** The bytes a base58 string stands for, or null when it holds a character outside the alphabet. */
export function base58Decode(text: string): Uint8Array | null {
  let value = 0n;
  for (const char of text) {
    const digit = ALPHABET.indexOf(char);
    if (digit < 0) return null;
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  while (value > 0n) {
    bytes.unshift(Number(value & 0xffn));
    value >>= 8n;
  }
  // Each leading '1' stands for a leading zero byte.
  const zeros = /^1*/.exec(text)?.[0].length ?? 0;
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...bytes]);
}

/** The payload of a base58check string (version byte included) when its four-byte double-SHA-256 checksum holds. */
export function base58CheckDecode(text: string): Uint8Array | null {
  const bytes = base58Decode(text);
  if (!bytes || bytes.length < 5) return null;
  const payload = bytes.slice(0, -4);
  const checksum = sha256(sha256(payload));
  for (let i = 0; i < 4; i += 1) if (checksum[i] !== bytes[payload.length + i]) return null;
  return payload;
}
