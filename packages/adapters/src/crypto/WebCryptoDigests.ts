import type { Digests } from '@casino/core';

const encoder = new TextEncoder();

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** SHA-256 and HMAC-SHA256 on Web Crypto: the browser's own implementation, available offline. */
export class WebCryptoDigests implements Digests {
  readonly #subtle: SubtleCrypto;

  constructor(subtle: SubtleCrypto = globalThis.crypto.subtle) {
    this.#subtle = subtle;
  }

  async sha256Hex(message: string): Promise<string> {
    const digest = await this.#subtle.digest('SHA-256', encoder.encode(message));
    return toHex(new Uint8Array(digest));
  }

  async hmacSha256(key: string, message: string): Promise<Uint8Array> {
    const cryptoKey = await this.#subtle.importKey(
      'raw',
      encoder.encode(key),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    return new Uint8Array(await this.#subtle.sign('HMAC', cryptoKey, encoder.encode(message)));
  }
}
