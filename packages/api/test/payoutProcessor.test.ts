import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestApi, tempDataDir, type TestApi } from './support/api.ts';
import {
  asOperator,
  freshTronAddress,
  playerIdOf,
  PNG,
  TEST_OPERATORS,
  uploadDocument,
  verifiedPlayer,
} from './support/backOffice.ts';
import { ManualClock } from './support/clock.ts';
import { balanceMinor, fundedPlayer } from './support/games.ts';
import { payoutMethods, withdraw } from './support/money.ts';

const COOLING_SECONDS = 30 * 60;

describe('payout rules', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi({ operators: TEST_OPERATORS, accessTtlSeconds: 86_400 });
  });
  afterAll(() => t.close());
  const listOf = async (token: string) =>
    (await t.http.get('/api/v2/billing/withdrawals', { token })).body['data'];
  const held = async (id: string) =>
    ((await asOperator(t, 'payments').get('/withdrawals')).body['data'] as { id: string }[]).find(
      (w) => w.id === id,
    );

  it('pays a verified player up to the automatic limit when the cooling period ends, as of then', async () => {
    const p = await verifiedPlayer(t, 'USD', 600);
    const asked = t.clock.now();
    const made = (
      await withdraw(t, p.token, { method: p.methods.crypto, amount: 500, destination: freshTronAddress() })
    ).body['data'];
    expect(made).toMatchObject({ status: 'pending', review: 'automatic' });
    expect(Date.parse(made['expected_at']) - asked).toBe(COOLING_SECONDS * 1000);
    t.clock.advance(COOLING_SECONDS - 1);
    expect((await listOf(p.token))[0]).toMatchObject({ status: 'pending' });
    t.clock.advance(1);
    expect((await listOf(p.token))[0]).toMatchObject({
      status: 'paid',
      settled_at: made['expected_at'],
      expected_at: null,
      review: null,
    });
    expect(await balanceMinor(t, p.token)).toBe(100_00);
  });

  it('holds for an operator: an unverified player, an amount over the limit, an address another player used', async () => {
    const unverified = await fundedPlayer(t, 'USD', 100);
    const methods = await payoutMethods(t, unverified.token);
    const a = (
      await withdraw(t, unverified.token, {
        method: methods.crypto,
        amount: 50,
        destination: freshTronAddress(),
      })
    ).body['data'];
    const rich = await verifiedPlayer(t, 'USD', 1000);
    const b = (
      await withdraw(t, rich.token, {
        method: rich.methods.crypto,
        amount: 500.01,
        destination: freshTronAddress(),
      })
    ).body['data'];
    await withdraw(t, unverified.token, {
      method: methods.crypto,
      amount: 10,
      destination: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    });
    const c = (
      await withdraw(t, rich.token, {
        method: rich.methods.crypto,
        amount: 20,
        destination: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      })
    ).body['data'];
    for (const w of [a, b, c])
      expect(w).toMatchObject({ status: 'pending', review: 'operator', expected_at: null });
    t.clock.advance(2 * COOLING_SECONDS);
    expect((await listOf(unverified.token)).map((w: { status: string }) => w.status)).toEqual([
      'pending',
      'pending',
    ]);
    expect(await held(a['id'])).toMatchObject({ hold_reasons: ['identity_not_verified'] });
    expect(await held(b['id'])).toMatchObject({ hold_reasons: ['above_automatic_limit'] });
    expect(await held(c['id'])).toMatchObject({ hold_reasons: ['shared_destination'] });
    expect(
      (await asOperator(t, 'payments').post(`/withdrawals/${b['id']}/approve`)).body['data'],
    ).toMatchObject({
      status: 'paid',
    });
  });

  it('pays a withdrawal asked for before the check was passed once it is, as of the approval', async () => {
    const p = await fundedPlayer(t, 'USD', 100);
    const methods = await payoutMethods(t, p.token);
    const made = (
      await withdraw(t, p.token, { method: methods.crypto, amount: 30, destination: freshTronAddress() })
    ).body['data'];
    expect(made).toMatchObject({ review: 'operator', expected_at: null });
    t.clock.advance(2 * COOLING_SECONDS);
    expect((await listOf(p.token))[0]).toMatchObject({ status: 'pending' });
    await uploadDocument(t, p.token, PNG);
    const approvedAt = new Date(t.clock.now()).toISOString();
    await asOperator(t, 'kyc').post(`/verifications/${await playerIdOf(t, p.token)}/approve`);
    expect((await listOf(p.token))[0]).toMatchObject({ status: 'paid', settled_at: approvedAt });
  });

  it('lets the player cancel during the cooling period, and then pays nothing', async () => {
    const p = await verifiedPlayer(t, 'USD', 100);
    const made = (
      await withdraw(t, p.token, { method: p.methods.crypto, amount: 40, destination: freshTronAddress() })
    ).body['data'];
    const cancel = await t.http.post(`/api/v2/billing/withdrawals/${made['id']}/cancel`, undefined, {
      token: p.token,
    });
    expect(cancel.body['data']).toMatchObject({ status: 'cancelled' });
    t.clock.advance(2 * COOLING_SECONDS);
    expect((await listOf(p.token))[0]).toMatchObject({ status: 'cancelled' });
    expect(await balanceMinor(t, p.token)).toBe(100_00);
  });
});

describe('the payout processor, a job over the database', () => {
  const data = tempDataDir();
  const clock = new ManualClock();
  let t: TestApi | null = null;
  const start = async () => {
    t = await startTestApi({ operators: TEST_OPERATORS, dataDir: data.dir, clock, accessTtlSeconds: 86_400 });
    return t;
  };
  afterEach(async () => {
    await t?.close();
    t = null;
  });
  afterAll(() => data.remove());

  it('pays after a restart what came due while the server was stopped, with no call from anyone, and once', async () => {
    let api = await start();
    const p = await verifiedPlayer(api, 'RUB', 1000);
    const made = (
      await withdraw(api, p.token, { method: p.methods.crypto, amount: 400, destination: freshTronAddress() })
    ).body['data'];
    expect(made).toMatchObject({ status: 'pending', review: 'automatic' });
    await api.close();
    t = null;

    clock.advance(COOLING_SECONDS + 60);
    api = await start();
    // The job's first run, at start, paid it before any request reached the server.
    expect(api.logs).toContain('[payouts] 1 withdrawal(s) paid by the processor');
    await api.close();
    t = null;

    // The job runs again at the next start, and again on every read: nothing more is paid or returned.
    clock.advance(COOLING_SECONDS);
    api = await start();
    expect(api.logs.filter((line) => line.startsWith('[payouts]'))).toEqual([]);
    const list = (await api.http.get('/api/v2/billing/withdrawals', { token: p.token })).body['data'];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: made['id'], status: 'paid', settled_at: made['expected_at'] });
    expect(await balanceMinor(api, p.token)).toBe(600_00);
    const history = (await api.http.get('/profile/history', { token: p.token })).body['data'];
    expect(history.filter((row: { kind: string }) => row.kind.startsWith('withdrawal'))).toEqual([
      expect.objectContaining({ kind: 'withdrawal', status: 'paid', amount: 400 }),
    ]);
    const paid = (await asOperator(api, 'payments').get('/withdrawals?status=paid')).body['data'];
    expect(paid).toEqual([expect.objectContaining({ id: made['id'], decided_by: 'processor' })]);
    expect((await asOperator(api, 'payments').post(`/withdrawals/${made['id']}/approve`)).status).toBe(409);
    expect(
      (await asOperator(api, 'payments').post(`/withdrawals/${made['id']}/reject`, { reason: 'x' })).status,
    ).toBe(409);
    expect(await balanceMinor(api, p.token)).toBe(600_00);
  });

  it('needs no development route: the server runs without them', async () => {
    const api = await startTestApi({ operators: TEST_OPERATORS, dev: false });
    try {
      expect((await api.http.post('/__dev/withdrawals/1/approve')).status).toBe(404);
      const player = await registerPlayer(api.http);
      expect((await api.http.get('/api/v2/profile/verification', { token: player.token })).status).toBe(200);
    } finally {
      await api.close();
    }
  });
});
