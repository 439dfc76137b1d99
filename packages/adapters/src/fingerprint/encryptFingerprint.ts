/**
 * Encrypts the fingerprint before it leaves the browser (§7: "fingerprint data is collected and encrypted"):
 * RSA-OAEP with SHA-256 under the server's public key (SPKI, base64, from configuration), so only the holder of the
 * private key can read it, and the random OAEP padding makes every ciphertext different, so a third party seeing
 * two of them cannot tell they are the same browser. Answers base64 of the ciphertext.
 */
export async function encryptFingerprint(
  fingerprint: string,
  publicKeySpkiBase64: string,
  subtle: SubtleCrypto,
): Promise<string> {
  const der = Uint8Array.from(atob(publicKeySpkiBase64.replace(/\s+/g, '')), (char) => char.charCodeAt(0));
  const key = await subtle.importKey('spki', der, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const ciphertext = await subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(fingerprint));
  let binary = '';
  for (const byte of new Uint8Array(ciphertext)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
