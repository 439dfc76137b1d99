import { createHash, randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { E2E_OPERATOR_TOKEN } from './operatorToken.ts';
import { API_URL } from './servers.ts';

async function operatorPost(request: APIRequestContext, path: string, data?: object): Promise<void> {
  const answer = await request.post(`${API_URL}/operator/v1${path}`, {
    headers: { Authorization: `Bearer ${E2E_OPERATOR_TOKEN}` },
    ...(data ? { data } : {}),
  });
  if (!answer.ok()) throw new Error(`operator ${path}: ${answer.status()} ${await answer.text()}`);
}

export const approveVerification = (request: APIRequestContext, playerId: string) =>
  operatorPost(request, `/verifications/${playerId}/approve`);

export const rejectVerification = (request: APIRequestContext, playerId: string, reason: string) =>
  operatorPost(request, `/verifications/${playerId}/reject`, { reason });

export const payWithdrawal = (request: APIRequestContext, id: string) =>
  operatorPost(request, `/withdrawals/${id}/approve`);

/** The player sends a document over the API and the operator approves it: their withdrawals can be paid unreviewed. */
export async function verifiedByOperator(request: APIRequestContext, token: string): Promise<void> {
  const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  const sent = await request.post(`${API_URL}/api/v2/profile/verification/documents`, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { kind: 'passport', file: { name: 'passport.png', mimeType: 'image/png', buffer: PNG } },
  });
  if (!sent.ok()) throw new Error(`document: ${sent.status()} ${await sent.text()}`);
  await approveVerification(request, await playerIdOf(request, token));
}

/** The player's id, as their profile answers it. */
export async function playerIdOf(request: APIRequestContext, token: string): Promise<string> {
  const answer = await request.get(`${API_URL}/profile/user`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return String(((await answer.json()) as { data: { id: string | number } }).data.id);
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** A TRON address of its own (version 0x41, random hash, base58check): no other player has paid out to it. */
export function freshTronAddress(): string {
  const payload = Buffer.concat([Buffer.from([0x41]), randomBytes(20)]);
  const check = createHash('sha256').update(createHash('sha256').update(payload).digest()).digest();
  let n = BigInt(`0x${Buffer.concat([payload, check.subarray(0, 4)]).toString('hex')}`);
  let out = '';
  while (n > 0n) {
    out = BASE58[Number(n % 58n)] + out;
    n /= 58n;
  }
  return out;
}
