import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInDemo, registerPlayer, startTestApi, type TestApi } from './support/api.ts';
import { balanceMinor, fundedPlayer, newKey } from './support/games.ts';
import { freshTronAddress, TEST_OPERATORS, verifiedPlayer } from './support/backOffice.ts';
import { deposit, payoutMethods, TRON_ADDRESS, withdraw } from './support/money.ts';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi({ accessTtlSeconds: 86_400, operators: TEST_OPERATORS });
});
afterAll(() => t.close());

async function richPlayer(amount = 1000) {
  const player = await fundedPlayer(t, 'RUB', amount);
  const methods = await payoutMethods(t, player.token);
  return { ...player, methods };
}

describe('POST /api/v2/billing/withdrawals', () => {
  it('holds the amount at once and records a pending withdrawal with the balance after it', async () => {
    const p = await richPlayer();
    const answer = await withdraw(t, p.token, {
      method: p.methods.crypto,
      amount: 300,
      destination: TRON_ADDRESS,
    });
    expect(answer.status).toBe(200);
    expect(answer.body['data']).toMatchObject({
      amount: 300,
      currency: 'RUB',
      status: 'pending',
      destination: TRON_ADDRESS,
    });
    expect(await balanceMinor(t, p.token)).toBe(700_00);
    const history = (await t.http.get('/profile/history', { token: p.token })).body['data'];
    expect(history[0]).toMatchObject({
      kind: 'withdrawal',
      amount: 300,
      status: 'pending',
      balance_after: 700,
    });
  });

  it('pays to a Luhn-valid card and shows only its last four digits', async () => {
    const p = await richPlayer();
    const answer = await withdraw(t, p.token, {
      method: p.methods.card,
      amount: 100,
      destination: '4111 1111 1111 1111',
    });
    expect(answer.status).toBe(200);
    expect(answer.body['data']['destination']).toBe('•••• 1111');
    const wrong = await withdraw(t, p.token, {
      method: p.methods.card,
      amount: 100,
      destination: '4111 1111 1111 1112',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual({ message: 'validation', errors: { destination: ['invalid'] } });
  });

  it('refuses an address with a broken checksum, a method that does not pay out, and less than the minimum payout', async () => {
    const p = await richPlayer();
    const broken = await withdraw(t, p.token, {
      method: p.methods.crypto,
      amount: 200,
      destination: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u',
    });
    expect(broken.body).toEqual({ message: 'validation', errors: { destination: ['invalid'] } });
    const phone = await withdraw(t, p.token, {
      method: p.methods.phone,
      amount: 200,
      destination: TRON_ADDRESS,
    });
    expect(phone.body).toEqual({ message: 'validation', errors: { method: ['not_found'] } });
    // §9: RUB 100 is the smallest payout.
    const small = await withdraw(t, p.token, {
      method: p.methods.crypto,
      amount: 99.99,
      destination: TRON_ADDRESS,
    });
    expect(small.body).toEqual({ message: 'validation', errors: { amount: ['below_min_payout'] } });
    expect(await balanceMinor(t, p.token)).toBe(1000_00);
  });

  it('refuses more than the withdrawable balance', async () => {
    const p = await richPlayer(500);
    const answer = await withdraw(t, p.token, {
      method: p.methods.crypto,
      amount: 500.01,
      destination: TRON_ADDRESS,
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ message: 'balance_not_enough' });
    expect(await balanceMinor(t, p.token)).toBe(500_00);
  });

  it('never pays out the bonus balance', async () => {
    const { token } = await registerPlayer(t.http, { promo: 'WELCOME100' });
    await deposit(t, token, 1000);
    const profile = (await t.http.get('/profile/user', { token })).body['data'];
    expect(profile).toMatchObject({ balance: 1000, bonus_balance: 1000 });
    const { crypto } = await payoutMethods(t, token);
    const request = { method: crypto, destination: TRON_ADDRESS, forfeit_bonus: true };
    const answer = await withdraw(t, token, { ...request, amount: 1500 });
    expect(answer.body).toEqual({ message: 'balance_not_enough' });
    expect((await withdraw(t, token, { ...request, amount: 1000 })).status).toBe(200);
    // The request forfeited the unfinished bonus (issue 34): none of it left as money.
    expect((await t.http.get('/profile/user', { token })).body['data']).toMatchObject({
      balance: 0,
      bonus_balance: 0,
    });
  });

  it('holds no more than the balance when 20 requests arrive at once', async () => {
    const p = await richPlayer(1000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        withdraw(t, p.token, { method: p.methods.crypto, amount: 150, destination: TRON_ADDRESS }),
      ),
    );
    const accepted = answers.filter((a) => a.status === 200);
    expect(accepted).toHaveLength(6);
    expect(
      answers.filter((a) => a.status === 422).every((a) => a.body['message'] === 'balance_not_enough'),
    ).toBe(true);
    expect(await balanceMinor(t, p.token)).toBe(1000_00 - 6 * 150_00);
  });

  it('answers a retry with the same key with the first withdrawal, holding the amount once', async () => {
    const p = await richPlayer();
    const key = newKey();
    const body = { method: p.methods.crypto, amount: 250, destination: TRON_ADDRESS };
    const first = await withdraw(t, p.token, body, key);
    const again = await withdraw(t, p.token, body, key);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await balanceMinor(t, p.token)).toBe(750_00);
    const other = await withdraw(t, p.token, { ...body, amount: 260 }, key);
    expect(other.body).toEqual({ message: 'idempotency_key_reused' });
    const none = await t.http.post('/api/v2/billing/withdrawals', body, { token: p.token });
    expect(none.status).toBe(400);
  });

  it('asks for verification first when the profile needs it', async () => {
    const token = await logInDemo(t.http, 'rich@example.com');
    const { crypto } = await payoutMethods(t, token);
    const answer = await withdraw(t, token, { method: crypto, amount: 5, destination: TRON_ADDRESS });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: 'verification_required' });
  });
});

describe('a withdrawal after its request', () => {
  it('returns the hold once when the player cancels, however often the cancel is sent', async () => {
    const p = await richPlayer();
    const id = (
      await withdraw(t, p.token, { method: p.methods.crypto, amount: 400, destination: TRON_ADDRESS })
    ).body['data']['id'];
    const cancels = await Promise.all(
      [1, 2, 3].map(() =>
        t.http.post(`/api/v2/billing/withdrawals/${id}/cancel`, undefined, { token: p.token }),
      ),
    );
    expect(cancels.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(cancels[0]?.body['data']['status']).toBe('cancelled');
    expect(await balanceMinor(t, p.token)).toBe(1000_00);
    const history = (await t.http.get('/profile/history', { token: p.token })).body['data'];
    expect(history.filter((row: { kind: string }) => row.kind === 'withdrawal_return')).toHaveLength(1);
    expect(history[0]).toMatchObject({ kind: 'withdrawal_return', amount: 400, balance_after: 1000 });
    expect(history[1]).toMatchObject({ kind: 'withdrawal', status: 'cancelled' });
  });

  it('is paid through the dev action and can then be neither cancelled nor rejected', async () => {
    const p = await richPlayer();
    const id = (
      await withdraw(t, p.token, { method: p.methods.crypto, amount: 400, destination: TRON_ADDRESS })
    ).body['data']['id'];
    expect((await t.http.post(`/__dev/withdrawals/${id}/approve`)).body).toEqual({
      data: { status: 'paid' },
    });
    expect((await t.http.post(`/__dev/withdrawals/${id}/reject`)).status).toBe(409);
    const cancel = await t.http.post(`/api/v2/billing/withdrawals/${id}/cancel`, undefined, {
      token: p.token,
    });
    expect(cancel.status).toBe(409);
    expect(await balanceMinor(t, p.token)).toBe(600_00);
    const list = (await t.http.get('/api/v2/billing/withdrawals', { token: p.token })).body['data'];
    expect(list[0]).toMatchObject({ id, status: 'paid', settled_at: expect.any(String) });
  });

  it('returns the hold when the dev action rejects it', async () => {
    const p = await richPlayer();
    const id = (
      await withdraw(t, p.token, { method: p.methods.crypto, amount: 400, destination: TRON_ADDRESS })
    ).body['data']['id'];
    expect((await t.http.post(`/__dev/withdrawals/${id}/reject`)).status).toBe(200);
    expect(await balanceMinor(t, p.token)).toBe(1000_00);
  });

  it('lets no one else cancel it', async () => {
    const p = await richPlayer();
    const other = await richPlayer();
    const id = (
      await withdraw(t, p.token, { method: p.methods.crypto, amount: 400, destination: TRON_ADDRESS })
    ).body['data']['id'];
    const answer = await t.http.post(`/api/v2/billing/withdrawals/${id}/cancel`, undefined, {
      token: other.token,
    });
    expect(answer.status).toBe(404);
    expect(await balanceMinor(t, p.token)).toBe(600_00);
  });

  it('says when it is expected to be paid and is paid by then, the hold not returned', async () => {
    // Paid without an operator: a verified player, under the automatic limit, to an address of their own.
    const p = await verifiedPlayer(t, 'RUB', 1000);
    const asked = t.clock.now();
    const made = (
      await withdraw(t, p.token, { method: p.methods.crypto, amount: 400, destination: freshTronAddress() })
    ).body['data'];
    expect(made).toMatchObject({ status: 'pending', settled_at: null });
    const expectedAt = Date.parse(made['expected_at']);
    expect(expectedAt - asked).toBe(30 * 60_000);
    t.clock.advance(30 * 60 - 1);
    const list = async () =>
      (await t.http.get('/api/v2/billing/withdrawals', { token: p.token })).body['data'][0];
    expect(await list()).toMatchObject({ id: made['id'], status: 'pending' });
    t.clock.advance(1);
    expect(await list()).toMatchObject({
      id: made['id'],
      status: 'paid',
      settled_at: new Date(expectedAt).toISOString(),
      expected_at: null,
    });
    const cancel = await t.http.post(`/api/v2/billing/withdrawals/${made['id']}/cancel`, undefined, {
      token: p.token,
    });
    expect(cancel.status).toBe(409);
    expect(await balanceMinor(t, p.token)).toBe(600_00);
    const history = (await t.http.get('/profile/history', { token: p.token })).body['data'];
    expect(history[0]).toMatchObject({ kind: 'withdrawal', status: 'paid' });
  });
});
