import { createHash, randomBytes } from 'node:crypto';
import { sha256 } from '@noble/hashes/sha2.js';
import { createBase58check } from '@scure/base';
import type { OperatorAccount } from '../../src/operator/backOfficeConfig.ts';
import type { TestApi } from './api.ts';
import { fundedPlayer } from './games.ts';
import type { HttpAnswer, Json } from './http.ts';
import { payoutMethods } from './money.ts';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Test operators: one with every role and one per role; the stranger's token is no operator's. */
export const OPERATOR_TOKENS = {
  chief: 'test-operator-chief-0001',
  payments: 'test-operator-payments-0001',
  kyc: 'test-operator-kyc-0000000001',
  saferPlay: 'test-operator-safer-play-01',
  auditor: 'test-operator-auditor-00001',
  /** Configured for no one. */
  stranger: 'test-operator-stranger-0001',
} as const;

export const TEST_OPERATORS: OperatorAccount[] = [
  {
    name: 'chief',
    roles: ['payments', 'kyc', 'safer_play', 'audit'],
    tokenSha256: hash(OPERATOR_TOKENS.chief),
  },
  { name: 'pay', roles: ['payments'], tokenSha256: hash(OPERATOR_TOKENS.payments) },
  { name: 'kyc', roles: ['kyc'], tokenSha256: hash(OPERATOR_TOKENS.kyc) },
  { name: 'safer', roles: ['safer_play'], tokenSha256: hash(OPERATOR_TOKENS.saferPlay) },
  { name: 'auditor', roles: ['audit'], tokenSha256: hash(OPERATOR_TOKENS.auditor) },
];

export type OperatorName = keyof typeof OPERATOR_TOKENS;

/** Calls of the operator API as one operator. */
export function asOperator(t: TestApi, who: OperatorName) {
  const token = OPERATOR_TOKENS[who];
  return {
    get: (path: string): Promise<HttpAnswer<Json>> => t.http.get(`/operator/v1${path}`, { token }),
    post: (path: string, body?: Json): Promise<HttpAnswer<Json>> =>
      t.http.post(`/operator/v1${path}`, body, { token }),
  };
}

/** The smallest files of each kind: their signatures and a few bytes after. */
export const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82,
]);
export const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0]);
export const PDF = new TextEncoder().encode('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n<<>>\nendobj\n%%EOF\n');

/** Sends a document as the dialog does: multipart, `kind` and `file`. */
export function uploadDocument(
  t: TestApi,
  token: string,
  bytes: Uint8Array,
  options: { readonly type?: string; readonly name?: string; readonly kind?: string } = {},
): Promise<HttpAnswer<Json>> {
  const form = new FormData();
  form.set('kind', options.kind ?? 'passport');
  form.set(
    'file',
    new Blob([new Uint8Array(bytes)], { type: options.type ?? 'image/png' }),
    options.name ?? 'passport.png',
  );
  return fetch(new URL('/api/v2/profile/verification/documents', t.api.url), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  }).then(async (response) => {
    const text = await response.text();
    const json = (response.headers.get('content-type') ?? '').includes('json')
      ? (JSON.parse(text) as Json)
      : {};
    return { status: response.status, headers: response.headers, body: json, text };
  });
}

export async function playerIdOf(t: TestApi, token: string): Promise<string> {
  return String((await t.http.get('/profile/user', { token })).body['data']['id']);
}

/** A new funded player whose documents an operator approved. */
export async function verifiedPlayer(t: TestApi, currency: 'RUB' | 'USD', amount: number) {
  const player = await fundedPlayer(t, currency, amount);
  const id = await playerIdOf(t, player.token);
  const sent = await uploadDocument(t, player.token, PNG);
  if (sent.status !== 200) throw new Error(`upload failed: ${sent.text}`);
  const approved = await asOperator(t, 'kyc').post(`/verifications/${id}/approve`);
  if (approved.status !== 200) throw new Error(`approval failed: ${approved.text}`);
  return { ...player, id, methods: await payoutMethods(t, player.token) };
}

const base58check = createBase58check(sha256);

/** A TRON address of its own (version 0x41, 20 random bytes): no other player has paid out to it. */
export function freshTronAddress(): string {
  return base58check.encode(new Uint8Array([0x41, ...randomBytes(20)]));
}
