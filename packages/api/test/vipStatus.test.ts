import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashbackMinor } from '../src/vip/cashbackWeek.ts';
import { logInDemo, startTestApi, type TestApi } from './support/api.ts';
import { fundedPlayer, placeBet } from './support/games.ts';

let t: TestApi;
beforeAll(async () => {
  // The manual clock starts on Sunday 2026-03-01 12:00 UTC: its week ends at midnight.
  t = await startTestApi({ accessTtlSeconds: 30 * 86_400 });
});
afterAll(() => t.close());

const status = async (token: string) => (await t.http.get('/api/v2/vip/status', { token })).body['data'];
const history = async (token: string) =>
  (await t.http.get('/profile/history?limit=200', { token })).body['data'] as {
    kind: string;
    amount: number;
    created_at: string;
  }[];

describe('the VIP club over HTTP (issue 34)', () => {
  it('publishes every level’s threshold in each currency, from the shared table', async () => {
    const levels = (await t.http.get('/api/v2/content/vip-levels')).body['data'];
    expect(levels[1]).toEqual({
      level: 2,
      name: 'Silver',
      min_deposit: 50_000,
      min_deposits: { RUB: 50_000, USD: 500, EUR: 500, KZT: 250_000, INR: 50_000 },
      cashback_percent: 5,
    });
  });

  it('shows a member the level their deposits reached and what the next one needs', async () => {
    const player = await fundedPlayer(t, 'RUB', 60_000);
    expect(await status(player.token)).toMatchObject({ member: false, level: { level: 2 } });
    expect((await t.http.post('/api/v2/vip/join', {}, { token: player.token })).status).toBe(200);
    expect(await status(player.token)).toEqual({
      member: true,
      currency: 'RUB',
      deposits: 60_000,
      level: { level: 2, name: 'Silver', cashback_percent: 5, min_deposit: 50_000 },
      next_level: { level: 3, name: 'Gold', cashback_percent: 7, min_deposit: 250_000, left: 190_000 },
      last_cashback: null,
      next_cashback_at: '2026-03-02T00:00:00.000Z',
    });
  });

  it('pays the week’s cashback once it ends, as a history row the player sees', async () => {
    const player = await fundedPlayer(t, 'RUB', 60_000);
    await t.http.post('/api/v2/vip/join', {}, { token: player.token });
    for (let bet = 0; bet < 5; bet += 1) {
      const answer = await placeBet(t, player.token, 'dice', {
        amount: 1_000,
        params: { target: 10, direction: 'under' },
      });
      expect(answer.status).toBe(200);
    }
    const played = await history(player.token);
    const loss = played.reduce(
      (sum, row) => sum + (row.kind === 'bet' ? row.amount : row.kind === 'win' ? -row.amount : 0),
      0,
    );
    const expected = cashbackMinor(Math.round(loss * 100), 5) / 100;
    // Monday: the week has ended; the player's next read pays it, and a second read pays nothing more.
    t.clock.advance(86_400);
    const after = await history(player.token);
    const cashbacks = after.filter((row) => row.kind === 'cashback');
    expect(cashbacks).toEqual(expected > 0 ? [expect.objectContaining({ amount: expected })] : []);
    await status(player.token);
    expect((await history(player.token)).filter((row) => row.kind === 'cashback')).toHaveLength(
      cashbacks.length,
    );
    if (expected > 0)
      expect((await status(player.token))['last_cashback']).toEqual({
        week: '2026-02-23',
        amount: expected,
        paid_at: '2026-03-02T12:00:00.000Z',
      });
  });

  it('gives the seeded member, the rich player, a level too', async () => {
    const token = await logInDemo(t.http, 'rich@example.com');
    expect(await status(token)).toMatchObject({ member: true, currency: 'USD', level: { name: 'Bronze' } });
  });
});
