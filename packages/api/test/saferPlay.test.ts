import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestApi, type TestApi } from './support/api.ts';
import { balanceMinor, betBody, fundedPlayer, placeBet } from './support/games.ts';
import { deposit, setLimit } from './support/money.ts';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi({ accessTtlSeconds: 400 * 86_400 });
});
afterAll(() => t.close());

const HOUR = 3600;

describe('deposit limits', () => {
  it('refuses a deposit over the day’s limit and names the limit, what it still allows and when it ends', async () => {
    const p = await fundedPlayer(t, 'RUB', 0);
    expect((await setLimit(t, p.token, 'deposit_day', 1000)).status).toBe(200);
    expect((await deposit(t, p.token, 600)).status).toBe(200);
    const over = await deposit(t, p.token, 500);
    expect(over.status).toBe(422);
    expect(over.body).toEqual({
      message: 'limit_exceeded',
      params: {
        limit: 'deposit_day',
        ends_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        left: 400,
        currency: 'RUB',
      },
    });
    expect((await deposit(t, p.token, 400)).status).toBe(200);
    // A player without a time zone counts days in UTC: the day ends at the next UTC midnight, and then counts afresh.
    const midnight = new Date(t.clock.now());
    midnight.setUTCHours(24, 0, 0, 0);
    expect(over.body['params']['ends_at']).toBe(midnight.toISOString());
    t.clock.advance((midnight.getTime() - t.clock.now()) / 1000);
    expect((await deposit(t, p.token, 500)).status).toBe(200);
    expect(await balanceMinor(t, p.token)).toBe(1500_00);
  });

  it('ends the day at the player’s own midnight', async () => {
    const p = await fundedPlayer(t, 'RUB', 0);
    const zone = await t.http.put('/profile/settings', { timezone: 'Asia/Almaty' }, { token: p.token });
    expect(zone.status).toBe(200);
    await setLimit(t, p.token, 'deposit_day', 100);
    const over = await deposit(t, p.token, 200);
    // Almaty is UTC+5 all year: its midnight is 19:00 UTC.
    const endsAt = Date.parse(over.body['params']['ends_at']);
    expect(new Date(endsAt).getUTCHours()).toBe(19);
    expect(endsAt - t.clock.now()).toBeGreaterThan(0);
    expect(endsAt - t.clock.now()).toBeLessThanOrEqual(24 * HOUR * 1000);
  });

  it('counts open invoices, so several unpaid ones cannot pass the limit', async () => {
    const p = await fundedPlayer(t, 'RUB', 0);
    await setLimit(t, p.token, 'deposit_week', 1000);
    expect((await deposit(t, p.token, 700, false)).status).toBe(200);
    expect((await deposit(t, p.token, 700, false)).status).toBe(422);
  });

  it('waits 24 hours before an increase takes effect, showing it pending', async () => {
    const p = await fundedPlayer(t, 'RUB', 0);
    await setLimit(t, p.token, 'deposit_month', 500);
    const raised = await setLimit(t, p.token, 'deposit_month', 5000);
    expect(raised.body['data']).toMatchObject({
      kind: 'deposit_month',
      value: 500,
      pending: { value: 5000 },
    });
    expect((await deposit(t, p.token, 1000)).status).toBe(422);
    t.clock.advance(23 * HOUR);
    expect((await deposit(t, p.token, 1000)).status).toBe(422);
    t.clock.advance(HOUR);
    expect((await deposit(t, p.token, 1000)).status).toBe(200);
    const state = (await t.http.get('/profile/safer-play', { token: p.token })).body['data'];
    expect(state.limits.find((l: { kind: string }) => l.kind === 'deposit_month')).toEqual({
      kind: 'deposit_month',
      value: 5000,
      pending: null,
    });
  });

  it('applies a decrease at once and waits before a removal', async () => {
    const p = await fundedPlayer(t, 'RUB', 0);
    await setLimit(t, p.token, 'deposit_day', 5000);
    expect((await setLimit(t, p.token, 'deposit_day', 200)).body['data']).toMatchObject({
      value: 200,
      pending: null,
    });
    expect((await deposit(t, p.token, 300)).status).toBe(422);
    expect((await setLimit(t, p.token, 'deposit_day', null)).body['data']).toMatchObject({
      value: 200,
      pending: { value: null },
    });
    expect((await deposit(t, p.token, 300)).status).toBe(422);
    t.clock.advance(24 * HOUR);
    expect((await deposit(t, p.token, 300)).status).toBe(200);
  });
});

describe('loss, wager and session limits', () => {
  it('stops bets once a stake could take the day’s losses past the loss limit', async () => {
    const p = await fundedPlayer(t, 'RUB', 1000);
    await setLimit(t, p.token, 'loss_day', 30);
    // Under 2.00 is a 1 % chance: nearly every bet loses. Whatever the outcomes, a stake is placed only while losing
    // it would keep the day's losses (stakes minus wins) within 30.
    const body = { amount: 10, params: { target: 2, direction: 'under' } };
    for (let i = 0; i < 8; i += 1) {
      const loss = Math.max(0, 1000_00 - (await balanceMinor(t, p.token)));
      const answer = await placeBet(t, p.token, 'dice', body);
      if (loss + 10_00 <= 30_00) expect(answer.status).toBe(200);
      else expect(answer.body).toMatchObject({ message: 'limit_exceeded', params: { limit: 'loss_day' } });
    }
    expect(1000_00 - (await balanceMinor(t, p.token))).toBeLessThanOrEqual(30_00);
    const over = await placeBet(t, p.token, 'dice', { ...body, amount: 31 });
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject({ message: 'limit_exceeded', params: { limit: 'loss_day' } });
  });

  it('refuses a stake past the wager limit', async () => {
    const p = await fundedPlayer(t, 'RUB', 1000);
    await setLimit(t, p.token, 'wager_week', 25);
    expect((await placeBet(t, p.token, 'dice', betBody('dice', 20))).status).toBe(200);
    const over = await placeBet(t, p.token, 'dice', betBody('dice', 10));
    expect(over.body).toMatchObject({ message: 'limit_exceeded', params: { limit: 'wager_week' } });
  });

  it('ends a playing session at its limit until a 30-minute pause', async () => {
    const p = await fundedPlayer(t, 'RUB', 1000);
    await setLimit(t, p.token, 'session_minutes', 20);
    expect((await placeBet(t, p.token, 'dice', betBody('dice', 1))).status).toBe(200);
    t.clock.advance(15 * 60);
    expect((await placeBet(t, p.token, 'dice', betBody('dice', 1))).status).toBe(200);
    t.clock.advance(6 * 60);
    const over = await placeBet(t, p.token, 'dice', betBody('dice', 1));
    expect(over.body).toMatchObject({ message: 'limit_exceeded', params: { limit: 'session_minutes' } });
    t.clock.advance(30 * 60);
    expect((await placeBet(t, p.token, 'dice', betBody('dice', 1))).status).toBe(200);
  });
});

describe('time-out and self-exclusion', () => {
  it('refuses deposits and bets of a self-excluded player called directly, while login still works', async () => {
    const p = await fundedPlayer(t, 'RUB', 1000);
    const profile = (await t.http.get('/profile/user', { token: p.token })).body['data'];
    const end = new Date(t.clock.now());
    end.setUTCMonth(end.getUTCMonth() + 6);
    const endsAt = end.toISOString();
    const wrong = await t.http.post(
      '/profile/self-exclusion',
      { period: '6months', password: 'nope-nope' },
      { token: p.token },
    );
    expect(wrong.body).toEqual({ message: 'validation', errors: { password: ['wrong_password'] } });
    const excluded = await t.http.post(
      '/profile/self-exclusion',
      { period: '6months', password: 'secret-pass-1' },
      { token: p.token },
    );
    expect(excluded.body['data']).toEqual({ kind: 'self_exclusion', ends_at: endsAt });
    const bet = await placeBet(t, p.token, 'dice', betBody('dice', 1));
    expect(bet.status).toBe(403);
    expect(bet.body).toEqual({ message: 'self_excluded', params: { ends_at: endsAt } });
    expect((await deposit(t, p.token, 500)).body).toMatchObject({ message: 'self_excluded' });
    const login = await t.client().post('/api/v2/auth/login/email/password', {
      email: profile['email'],
      password: 'secret-pass-1',
    });
    expect(login.status).toBe(200);
    // A shorter time-out taken later does not shorten the exclusion.
    await t.http.post('/profile/time-out', { period: '24h', password: 'secret-pass-1' }, { token: p.token });
    expect((await t.http.get('/profile/safer-play', { token: p.token })).body['data']['exclusion']).toEqual({
      kind: 'self_exclusion',
      ends_at: endsAt,
    });
  });

  it('expires an invoice opened before the break, so it cannot be paid during it', async () => {
    const p = await fundedPlayer(t, 'RUB', 0);
    const invoice = await deposit(t, p.token, 500, false);
    await t.http.post('/profile/time-out', { period: 'week', password: 'secret-pass-1' }, { token: p.token });
    const paid = await t.http.post(`/__dev/invoices/${invoice.body['data']['id']}/pay`);
    expect(paid.body).toEqual({ message: 'validation', errors: { invoice: ['expired'] } });
    expect(await balanceMinor(t, p.token)).toBe(0);
  });

  it('ends a time-out after its period', async () => {
    const p = await fundedPlayer(t, 'RUB', 1000);
    const timeOut = await t.http.post(
      '/profile/time-out',
      { period: '24h', password: 'secret-pass-1' },
      { token: p.token },
    );
    expect(timeOut.body['data']['kind']).toBe('time_out');
    expect((await placeBet(t, p.token, 'dice', betBody('dice', 1))).body['message']).toBe('timed_out');
    t.clock.advance(24 * HOUR);
    expect((await placeBet(t, p.token, 'dice', betBody('dice', 1))).status).toBe(200);
  });
});

describe('hostile input', () => {
  it.each([
    ['PUT', '/profile/limits/jackpot_day', { value: 1 }, 404],
    ['PUT', '/profile/limits/deposit_day', { value: -5 }, 422],
    ['PUT', '/profile/limits/deposit_day', { value: 1.001 }, 422],
    ['PUT', '/profile/limits/deposit_day', { value: '100' }, 422],
    ['PUT', '/profile/limits/session_minutes', { value: 10.5 }, 422],
    ['PUT', '/profile/limits/session_minutes', { value: 100_000 }, 422],
    ['POST', '/profile/time-out', { period: 'forever', password: 'x' }, 422],
    ['POST', '/profile/self-exclusion', { period: '6months' }, 422],
    ['POST', '/api/v2/billing/withdrawals', { method: {}, amount: 1e300, destination: [] }, 400],
    ['POST', '/api/v2/billing/withdrawals/abc/cancel', undefined, 404],
    ['GET', '/profile/history?cursor=%27%20OR%201%3D1', undefined, 400],
    ['GET', '/profile/history?kind=jackpot', undefined, 400],
    ['GET', '/profile/history?from=yesterday', undefined, 400],
    ['GET', '/profile/history.csv?kind=__proto__', undefined, 400],
  ] as const)('refuses %s %s with a 4xx, never a crash', async (method, path, body, status) => {
    const { token } = await registerPlayer(t.http);
    const answer = await t.http.request(method, path, { token, body, headers: { 'idempotency-key': 'k1' } });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    if (status !== 400) expect(answer.status).toBe(status);
  });

  it('needs a token for every money and safer-play call', async () => {
    for (const path of [
      '/profile/safer-play',
      '/profile/history',
      '/profile/history.csv',
      '/api/v2/billing/withdrawals',
    ])
      expect((await t.http.get(path)).status).toBe(401);
  });
});
