import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestApi, tempDataDir, type TestApi } from './support/api.ts';
import {
  asOperator,
  JPEG,
  OPERATOR_TOKENS,
  PDF,
  PNG,
  playerIdOf,
  TEST_OPERATORS,
  uploadDocument,
} from './support/backOffice.ts';

const documents = tempDataDir();
let t: TestApi;
beforeAll(async () => {
  t = await startTestApi({ operators: TEST_OPERATORS, documentsDir: documents.dir });
});
afterAll(async () => {
  await t.close();
  documents.remove();
});

const MiB = 1024 * 1024;
const state = async (token: string) =>
  (await t.http.get('/api/v2/profile/verification', { token })).body['data'];
const profileVerification = async (token: string) =>
  (await t.http.get('/profile/user', { token })).body['data']['verification'];

/** A file of `size` bytes that starts as a PNG does. */
const pngOf = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG);
  return bytes;
};

describe('identity documents', () => {
  it('starts unverified with nothing sent', async () => {
    const { token } = await registerPlayer(t.http);
    expect(await state(token)).toMatchObject({ status: 'unverified', reason: null, documents: [] });
  });

  it('stores an image or a PDF outside the database under its SHA-256, and the check becomes pending', async () => {
    const { token } = await registerPlayer(t.http);
    const id = await playerIdOf(t, token);
    for (const [bytes, type, name] of [
      [PNG, 'image/png', 'front.png'],
      [JPEG, 'image/jpeg', 'back.jpg'],
      [PDF, 'application/pdf', 'statement.pdf'],
    ] as const) {
      const answer = await uploadDocument(t, token, bytes, { type, name, kind: 'id_card' });
      expect(answer.status).toBe(200);
      const digest = createHash('sha256').update(bytes).digest('hex');
      expect(answer.body['data']['documents'][0]).toMatchObject({
        kind: 'id_card',
        file_name: name,
        media_type: type,
        size: bytes.length,
        sha256: digest,
      });
      expect(new Uint8Array(readFileSync(path.join(documents.dir, id, digest)))).toEqual(bytes);
    }
    expect(await state(token)).toMatchObject({ status: 'pending', reason: null });
    expect((await state(token))['documents']).toHaveLength(3);
    expect(await profileVerification(token)).toMatchObject({ data: { status: 'pending', reason: null } });
  });

  it('refuses a file over 5 MiB, and a body far over it, with 413', async () => {
    const { token } = await registerPlayer(t.http);
    expect((await uploadDocument(t, token, pngOf(5 * MiB))).status).toBe(200);
    const over = await uploadDocument(t, token, pngOf(5 * MiB + 1));
    expect(over.status).toBe(413);
    expect(over.body).toEqual({ message: 'payload_too_large', errors: { file: ['too_large'] } });
    expect((await uploadDocument(t, token, pngOf(7 * MiB))).status).toBe(413);
    expect((await state(token))['documents']).toHaveLength(1);
  });

  it('checks the bytes, not the declared type: text, a GIF or a program are refused whatever they claim', async () => {
    const { token } = await registerPlayer(t.http);
    const refusals = [
      [new TextEncoder().encode('hello, this is not a passport'), 'image/png', 'fake.png'],
      [new TextEncoder().encode('GIF89a\u0001\u0000\u0001\u0000'), 'image/gif', 'scan.gif'],
      [new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]), 'application/pdf', 'doc.pdf'],
      // A real PDF sent as a PNG: the declared type says otherwise than the bytes.
      [PDF, 'image/png', 'doc.png'],
    ] as const;
    for (const [bytes, type, name] of refusals) {
      const answer = await uploadDocument(t, token, bytes, { type, name });
      expect(answer.status).toBe(422);
      expect(answer.body['errors']).toEqual({ file: ['unsupported_type'] });
    }
    expect(await state(token)).toMatchObject({ status: 'unverified', documents: [] });
  });

  it('refuses an unknown kind, an empty file and a caller without a token', async () => {
    const { token } = await registerPlayer(t.http);
    expect((await uploadDocument(t, token, PNG, { kind: 'utility_bill' })).body['errors']).toEqual({
      kind: ['invalid'],
    });
    expect((await uploadDocument(t, token, new Uint8Array(0))).body['errors']).toEqual({
      file: ['required'],
    });
    expect((await uploadDocument(t, '', PNG)).status).toBe(401);
    expect((await t.http.get('/api/v2/profile/verification')).status).toBe(401);
  });
});

describe('the operator review, as the player sees it', () => {
  it('a rejection shows its reason; new documents reopen the check; an approval verifies it once', async () => {
    const { token } = await registerPlayer(t.http);
    const id = await playerIdOf(t, token);
    const kyc = asOperator(t, 'kyc');
    expect((await kyc.post(`/verifications/${id}/approve`)).status).toBe(409);
    await uploadDocument(t, token, JPEG, { type: 'image/jpeg', name: 'blurry.jpg' });
    const pending = (await kyc.get('/verifications?status=pending')).body['data'];
    expect(pending.map((p: { player_id: string }) => p.player_id)).toContain(id);

    const reason = 'The photo is blurred: send a sharper one';
    expect((await kyc.post(`/verifications/${id}/reject`, { reason })).status).toBe(200);
    expect(await state(token)).toMatchObject({ status: 'failed', reason });
    expect(await profileVerification(token)).toMatchObject({ data: { status: 'failed', reason } });

    await uploadDocument(t, token, PNG);
    expect(await state(token)).toMatchObject({ status: 'pending', reason: null });
    expect((await kyc.post(`/verifications/${id}/approve`)).status).toBe(200);
    expect(await profileVerification(token)).toEqual({
      is_need: false,
      data: { status: 'verified', reason: null },
    });
    expect((await kyc.post(`/verifications/${id}/reject`, { reason: 'late' })).status).toBe(409);
    expect(await state(token)).toMatchObject({ status: 'verified' });
    expect((await uploadDocument(t, token, PNG)).status).toBe(409);
  });

  it('clears "verification needed" for the seed player the check was pending for', async () => {
    const rich = (
      await t.http.post('/api/v2/auth/login/email/password', {
        email: 'rich@example.com',
        password: 'demo12345',
      })
    ).body['token'];
    expect(await profileVerification(rich)).toMatchObject({ is_need: true, data: { status: 'pending' } });
    const id = await playerIdOf(t, rich);
    expect((await asOperator(t, 'kyc').post(`/verifications/${id}/approve`)).status).toBe(200);
    expect(await profileVerification(rich)).toMatchObject({ is_need: false, data: { status: 'verified' } });
  });

  it("lets a kyc operator read a document's file back, checked against its SHA-256", async () => {
    const { token } = await registerPlayer(t.http);
    const id = await playerIdOf(t, token);
    const sent = await uploadDocument(t, token, PDF, { type: 'application/pdf', name: 'statement.pdf' });
    const document = sent.body['data']['documents'][0];
    const url = `/operator/v1/verifications/${id}/documents/${document.id}`;
    const read = await fetch(new URL(url, t.api.url), {
      headers: { authorization: `Bearer ${OPERATOR_TOKENS.kyc}` },
    });
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await read.arrayBuffer())).toEqual(PDF);
    expect((await asOperator(t, 'payments').get(url.slice('/operator/v1'.length))).status).toBe(403);
    expect((await asOperator(t, 'kyc').get(`/verifications/${id}/documents/999999`)).status).toBe(404);
    // A file changed in the folder since it was sent is not shown as the player's.
    writeFileSync(path.join(documents.dir, id, document.sha256), 'changed');
    const altered = await asOperator(t, 'kyc').get(url.slice('/operator/v1'.length));
    expect(altered.status).toBe(500);
    expect(altered.body).toEqual({ message: 'document_altered' });
  });

  it('a rejection needs a reason', async () => {
    const { token } = await registerPlayer(t.http);
    const id = await playerIdOf(t, token);
    await uploadDocument(t, token, PNG);
    const answer = await asOperator(t, 'kyc').post(`/verifications/${id}/reject`, { reason: '  ' });
    expect(answer.status).toBe(422);
    expect(await state(token)).toMatchObject({ status: 'pending' });
  });
});
