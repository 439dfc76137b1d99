import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, tempDataDir, type TestApi } from './support/api.ts';
import { balanceMinor, betBody, fundedPlayer, newKey, placeBet } from './support/games.ts';

const minor = (major: number) => Math.round(major * 100);

/** 20 bets sent at once by one player, over a database file as the server runs in use. */
async function twentyAtOnce(t: TestApi) {
  const player = await fundedPlayer(t, 'RUB', 1000);
  const before = await balanceMinor(t, player.token);
  const games = ['dice', 'coinflip', 'roulette', 'keno', 'wheel'];
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) => {
      const game = games[i % games.length] ?? 'dice';
      return placeBet(t, player.token, game, betBody(game, 1));
    }),
  );
  return { player, before, answers };
}

describe('concurrent bets from one player', () => {
  let t: TestApi;
  const data = tempDataDir();
  beforeAll(async () => {
    t = await startTestApi({ dataDir: data.dir, accessTtlSeconds: 86_400 });
  });
  afterAll(async () => {
    await t.close();
    data.remove();
  });

  it('leave the balance exact to the minor unit and the nonces unique and gapless', async () => {
    const { player, before, answers } = await twentyAtOnce(t);
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const bets = answers.map((a) => a.body['data']);
    const moved = bets.reduce((sum, bet) => sum + minor(bet.payout) - minor(bet.amount), 0);
    expect(await balanceMinor(t, player.token)).toBe(before + moved);
    expect(bets.map((bet) => bet.fairness.nonce).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i),
    );
    // Each answer's balance is the balance right after that bet: ordered by nonce, they chain.
    const byNonce = [...bets].sort((a, b) => a.fairness.nonce - b.fairness.nonce);
    let running = before;
    for (const bet of byNonce) {
      running += minor(bet.payout) - minor(bet.amount);
      expect(minor(bet.balance)).toBe(running);
    }
    expect(
      (await t.http.get('/fairness/seeds', { token: player.token })).body['data']['current']['nonce'],
    ).toBe(20);
  });

  it('bet once when the same Idempotency-Key arrives 20 times at once', async () => {
    const player = await fundedPlayer(t, 'RUB', 1000);
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => placeBet(t, player.token, 'dice', betBody('dice', 10), key)),
    );
    const ids = new Set(answers.map((a) => a.body['data']['id']));
    expect(ids.size).toBe(1);
    const bet = answers[0]?.body['data'];
    expect(await balanceMinor(t, player.token)).toBe(100_000 - 1000 + minor(bet.payout));
  });

  it('stop at the balance: no bet drives it below zero', async () => {
    const player = await fundedPlayer(t, 'RUB', 100);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        placeBet(t, player.token, 'dice', { amount: 10, params: { target: 2, direction: 'under' } }),
      ),
    );
    const placed = answers.filter((a) => a.status === 200).map((a) => a.body['data']);
    const refused = answers.filter((a) => a.status === 422);
    expect(placed.length + refused.length).toBe(20);
    for (const answer of refused) expect(answer.body).toEqual({ message: 'balance_not_enough' });
    const moved = placed.reduce((sum, bet) => sum + minor(bet.payout) - minor(bet.amount), 0);
    const balance = await balanceMinor(t, player.token);
    expect(balance).toBe(10_000 + moved);
    expect(balance).toBeGreaterThanOrEqual(0);
  });
});
