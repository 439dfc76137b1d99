/** The two digests the fairness contract needs (Web Crypto in the browser, node:crypto on the server). */
export interface Digests {
  /** SHA-256 of the UTF-8 bytes of `message`, as 64 lowercase hex characters. */
  sha256Hex(message: string): Promise<string>;
  /** HMAC-SHA256 with the UTF-8 bytes of `key` as the key: 32 bytes. */
  hmacSha256(key: string, message: string): Promise<Uint8Array>;
}
