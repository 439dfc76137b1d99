import { execFile } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestApi, type TestApi } from './support/api.ts';
import {
  asOperator,
  freshTronAddress,
  OPERATOR_TOKENS,
  PNG,
  playerIdOf,
  TEST_OPERATORS,
  uploadDocument,
  verifiedPlayer,
} from './support/backOffice.ts';
import { balanceMinor } from './support/games.ts';
import { withdraw } from './support/money.ts';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi({ operators: TEST_OPERATORS, accessTtlSeconds: 86_400 });
});
afterAll(() => t.close());

interface AuditEntry {
  operator: string;
  action: string;
  target: string | null;
  outcome: string;
  detail: Record<string, unknown> | null;
}
const auditLog = async (): Promise<AuditEntry[]> =>
  (await asOperator(t, 'auditor').get('/audit?limit=500')).body['data'];

describe('operator authentication and roles', () => {
  it('refuses a call with no token or a token no operator has', async () => {
    const none = await t.http.get('/operator/v1/withdrawals');
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ message: 'operator_unauthenticated' });
    expect((await asOperator(t, 'stranger').get('/withdrawals')).status).toBe(401);
    // A player's own session is not an operator's.
    const player = await registerPlayer(t.http);
    expect((await t.http.get('/operator/v1/withdrawals', { token: player.token })).status).toBe(401);
  });

  it('refuses a call without the role, changes nothing and writes the refusal to the audit log', async () => {
    const player = await registerPlayer(t.http);
    const id = await playerIdOf(t, player.token);
    await uploadDocument(t, player.token, PNG);
    const refused = await asOperator(t, 'payments').post(`/verifications/${id}/approve`);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'role_required', role: 'kyc' });
    expect(
      (await t.http.get('/api/v2/profile/verification', { token: player.token })).body['data'],
    ).toMatchObject({
      status: 'pending',
    });
    for (const [who, path] of [
      ['kyc', '/withdrawals'],
      ['payments', '/audit'],
      ['auditor', `/players/${id}/safer-play`],
    ] as const)
      expect((await asOperator(t, who).get(path)).status).toBe(403);
    expect(await auditLog()).toContainEqual(
      expect.objectContaining({
        operator: 'pay',
        action: 'verification.approve',
        target: `player:${id}`,
        outcome: 'refused',
        detail: { role_required: 'kyc' },
      }),
    );
  });
});

describe('every operator action is in the audit log', () => {
  it('withdrawals, verifications, limits and breaks, each with who, what and how it ended', async () => {
    const chief = asOperator(t, 'chief');
    const p = await verifiedPlayer(t, 'RUB', 1000);
    const over = await withdraw(t, p.token, {
      method: p.methods.crypto,
      amount: 300,
      destination: freshTronAddress(),
    });
    const second = await withdraw(t, p.token, {
      method: p.methods.crypto,
      amount: 200,
      destination: freshTronAddress(),
    });
    const [a, b] = [over.body['data']['id'], second.body['data']['id']];
    const listed = (await chief.get('/withdrawals')).body['data'];
    expect(listed.map((w: { id: string }) => w.id)).toEqual(expect.arrayContaining([a, b]));

    expect((await chief.post(`/withdrawals/${a}/approve`)).body['data']).toMatchObject({ status: 'paid' });
    expect((await chief.post(`/withdrawals/${a}/approve`)).status).toBe(409);
    const rejected = await chief.post(`/withdrawals/${b}/reject`, {
      reason: 'The address is on a blocklist',
    });
    expect(rejected.body['data']).toMatchObject({ status: 'rejected' });
    // The rejected hold came back; the paid one did not.
    expect(await balanceMinor(t, p.token)).toBe(700_00);

    const other = await registerPlayer(t.http);
    const otherId = await playerIdOf(t, other.token);
    await uploadDocument(t, other.token, PNG);
    await chief.get('/verifications');
    await chief.get(`/verifications/${otherId}`);
    await chief.post(`/verifications/${otherId}/reject`, { reason: 'Document expired' });

    expect((await chief.post(`/players/${p.id}/limits`, { kind: 'deposit_day', value: 50 })).status).toBe(
      200,
    );
    const excluded = await chief.post(`/players/${p.id}/exclusion`, { kind: 'time_out', days: 7 });
    expect(excluded.body['data']['exclusion']).toMatchObject({ kind: 'time_out' });
    const saferPlay = (await chief.get(`/players/${p.id}/safer-play`)).body['data'];
    expect(saferPlay.limits).toContainEqual({ kind: 'deposit_day', value: 50, pending: null });
    expect((await chief.get('/players/999999/safer-play')).status).toBe(404);

    const log = await auditLog();
    const row = (action: string, target: string | null, outcome = 'ok') =>
      expect.objectContaining({ operator: 'chief', action, target, outcome });
    for (const expected of [
      row('withdrawals.list', null),
      row('withdrawal.approve', `withdrawal:${a}`),
      row('withdrawal.approve', `withdrawal:${a}`, 'not_pending'),
      row('withdrawal.reject', `withdrawal:${b}`),
      row('verifications.list', null),
      row('verification.read', `player:${otherId}`),
      row('verification.reject', `player:${otherId}`),
      row('limit.set', `player:${p.id}`),
      row('exclusion.add', `player:${p.id}`),
      row('safer_play.read', `player:${p.id}`),
      row('safer_play.read', 'player:999999', 'not_found'),
    ])
      expect(log).toContainEqual(expected);
    expect(log.find((r) => r.action === 'withdrawal.reject')?.detail).toEqual({
      reason: 'The address is on a blocklist',
    });
    // The approval of the player's documents by the kyc operator, when they were set up, is there too.
    expect(log).toContainEqual(
      expect.objectContaining({ operator: 'kyc', action: 'verification.approve', target: `player:${p.id}` }),
    );
    // Reading the log is itself logged.
    expect((await auditLog())[0]).toMatchObject({ operator: 'auditor', action: 'audit.list' });
  });
});

const CLI = path.resolve(import.meta.dirname, '../src/operatorCli.ts');

/** `pnpm --filter @casino/api operator …` runs this file with the caller's arguments. */
async function operatorCli(args: string[], token: string) {
  return new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
    execFile(
      process.execPath,
      [CLI, ...args],
      { env: { ...process.env, OPERATOR_API_URL: t.api.url, OPERATOR_TOKEN: token } },
      (error, out, err) => resolve({ code: error ? (error.code as number) : 0, out, err }),
    );
  });
}

describe('the operator command line', () => {
  it('lists and acts through the operator API, refused without the role', async () => {
    const p = await verifiedPlayer(t, 'RUB', 500);
    const made = await withdraw(t, p.token, {
      method: p.methods.crypto,
      amount: 100,
      destination: freshTronAddress(),
    });
    const id = made.body['data']['id'];
    const listed = await operatorCli(['withdrawals', '--status', 'pending'], OPERATOR_TOKENS.payments);
    expect(listed.code).toBe(0);
    expect(JSON.parse(listed.out)).toContainEqual(expect.objectContaining({ id, status: 'pending' }));
    const refused = await operatorCli(['withdrawal', 'approve', id], OPERATOR_TOKENS.kyc);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('role_required');
    const approved = await operatorCli(['--', 'withdrawal', 'approve', id], OPERATOR_TOKENS.payments);
    expect(approved.code).toBe(0);
    expect(JSON.parse(approved.out)).toMatchObject({ id, status: 'paid' });
    const shown = await operatorCli(['verification', 'show', p.id], OPERATOR_TOKENS.kyc);
    const documentId = JSON.parse(shown.out).documents[0].id as string;
    const out = path.join(tmpdir(), `operator-cli-${documentId}-${process.pid}.png`);
    const saved = await operatorCli(
      ['verification', 'document', p.id, documentId, '--out', out],
      OPERATOR_TOKENS.kyc,
    );
    expect(saved.code).toBe(0);
    expect(new Uint8Array(readFileSync(out))).toEqual(PNG);
    rmSync(out);
    const rejectWithout = await operatorCli(['verification', 'reject', p.id], OPERATOR_TOKENS.kyc);
    expect(rejectWithout.code).toBe(2);
    expect(rejectWithout.err).toContain('--reason is needed');
  });
});
