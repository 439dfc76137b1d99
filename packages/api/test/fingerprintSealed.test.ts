import { constants, generateKeyPairSync, publicEncrypt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/api.ts';
import { emailRegistration } from './support/factories.ts';

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
/** What a browser's Web Crypto RSA-OAEP with SHA-256 sends (the site's `encryptFingerprint`). */
const seal = (fingerprint: string) =>
  publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(fingerprint),
  ).toString('base64');

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi({
    fingerprintPrivateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  });
});
afterAll(() => t.close());

const lastRegistration = async () =>
  (await t.http.get('/__dev/tracking?kind=register')).body['data'][0]['data'] as Record<string, unknown>;

describe('the fingerprint sent encrypted at registration (§7)', () => {
  it('is opened at a social login too, kept with the social registration, and the ciphertext is not stored', async () => {
    const sealed = seal('7c1e55aa-social');
    const start = await t.http.put('/auth/login', {
      provider: 'google',
      origin: 'http://localhost:5173',
      fpp_encrypted: sealed,
    });
    expect(start.status).toBe(200);
    const url = new URL(start.body['url']);
    const consent = await t.http.request('POST', url.pathname, {
      raw: new URLSearchParams({
        state: url.searchParams.get('state') ?? '',
        origin: url.searchParams.get('origin') ?? '',
        decision: 'allow',
        account: `social-${Date.now()}@example.com`,
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(consent.status).toBe(200);
    const social = (await t.http.get('/__dev/tracking?kind=social')).body['data'][0]['data'];
    expect(social['tracking']['fpp']).toBe('7c1e55aa-social');
    expect(JSON.stringify(social)).not.toContain(sealed);
  });

  it('is opened with the server’s private key and kept as the fingerprint; the ciphertext is not stored', async () => {
    const sealed = seal('3f2a9c0d-fingerprint');
    const answer = await t.http.post('/api/v2/auth/register/email', {
      ...emailRegistration.build(),
      fpp_encrypted: sealed,
    });
    expect(answer.status).toBe(200);
    const stored = await lastRegistration();
    expect(stored['fpp']).toBe('3f2a9c0d-fingerprint');
    expect(JSON.stringify(stored)).not.toContain(sealed);
  });

  it('is ignored when it does not open (another key, garbage, a hostile plaintext), and the player still registers', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey;
    const foreign = publicEncrypt(
      { key: other, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from('x'),
    ).toString('base64');
    for (const sealed of [foreign, 'not base64 at all', seal('<script>alert(1)</script>')]) {
      const answer = await t.http.post('/api/v2/auth/register/email', {
        ...emailRegistration.build(),
        fpp_encrypted: sealed,
      });
      expect(answer.status).toBe(200);
      expect((await lastRegistration())['fpp']).toBeNull();
    }
  });
});
