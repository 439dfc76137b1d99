import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betIntegers } from '../src/fairness/fairness.ts';
import { startTestApi, type TestApi } from './support/api.ts';
import { balanceMinor, betBody, fundedPlayer, newKey, placeBet } from './support/games.ts';
import type { Json } from './support/http.ts';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi({ accessTtlSeconds: 86_400 });
});
afterAll(() => t.close());

const minor = (major: number) => Math.round(major * 100);

/** The float each game's rounding draw reads: the one after its outcome's (docs/fairness.md, "Payout"). */
const DRAW_FLOAT = { dice: 1, coinflip: 1, roulette: 1, keno: 10, wheel: 1 } as const;

describe('POST /games/{game}/bets', () => {
  // USD: every game is offered; roulette up to 0.10 and the wheel at 0.10 (§9 and docs/contract.md).
  it.each([
    ['dice', 1],
    ['coinflip', 1],
    ['roulette', 0.1],
    ['keno', 1],
    ['wheel', 0.1],
  ] as const)('settles a %s bet and moves the balance by exactly payout − stake', async (game, amount) => {
    const player = await fundedPlayer(t, 'USD', 50);
    const before = await balanceMinor(t, player.token);
    let total = 0;
    const bets: Json[] = [];
    for (let round = 0; round < 5; round += 1) {
      const start = await balanceMinor(t, player.token);
      const answer = await placeBet(t, player.token, game, betBody(game, amount));
      expect(answer.status).toBe(200);
      const bet = answer.body['data'];
      expect(bet).toMatchObject({ game, amount, params: betBody(game, amount)['params'] });
      expect(bet.fairness).toMatchObject({ nonce: round, server_seed: null });
      const delta = minor(bet.payout) - minor(amount);
      expect(await balanceMinor(t, player.token)).toBe(start + delta);
      expect(minor(bet.balance)).toBe(start + delta);
      bets.push(bet);
      total += delta;
    }
    expect(await balanceMinor(t, player.token)).toBe(before + total);
    // stake × M / 10000 is whole only by chance (dice under 50.5 owes 196.03 cents on 1.00): the rounding draw, the
    // float after the outcome's, adds the unit with the fraction's chance (docs/fairness.md, "Payout"). Recomputed
    // from the seeds the rotation shows.
    const rotated = await t.http.post('/fairness/rotate', {}, { token: player.token });
    const { server_seed: serverSeed, client_seed: clientSeed } = rotated.body['data']['revealed'];
    for (const bet of game === 'roulette' ? [] : bets) {
      const index = DRAW_FLOAT[game];
      const draw = betIntegers(serverSeed, clientSeed, bet.fairness.nonce, index + 1)[index] ?? 0;
      const owed = minor(amount) * Math.round(bet.multiplier * 10_000);
      const extra = BigInt(draw) * 10_000n < BigInt(owed % 10_000) * 2n ** 32n ? 1 : 0;
      expect(minor(bet.payout)).toBe(Math.floor(owed / 10_000) + extra);
    }
  });

  it('pays 1.98x on a won coinflip and nothing on a lost one', async () => {
    const player = await fundedPlayer(t, 'RUB', 1000);
    const seen = new Set<string>();
    while (seen.size < 2) {
      const bet = (await placeBet(t, player.token, 'coinflip', { amount: 10, params: { side: 'tails' } }))
        .body['data'];
      const won = bet.outcome.side === 'tails';
      expect(bet.multiplier).toBe(won ? 1.98 : 0);
      expect(bet.payout).toBe(won ? 19.8 : 0);
      seen.add(bet.outcome.side);
    }
  });

  it('records the bet and the win in the ledger the profile history shows', async () => {
    const player = await fundedPlayer(t, 'RUB', 1000);
    // Over 2.00: a 98 % chance, so a few tries give a win.
    let bet;
    do {
      bet = (await placeBet(t, player.token, 'dice', { amount: 5, params: { target: 2, direction: 'over' } }))
        .body['data'];
    } while (bet.payout === 0);
    const history = (await t.http.get('/profile/history', { token: player.token })).body['data'];
    expect(history.slice(0, 2)).toEqual([
      expect.objectContaining({ kind: 'win', amount: bet.payout, currency: 'RUB', status: 'success' }),
      expect.objectContaining({ kind: 'bet', amount: 5, currency: 'RUB', status: 'success' }),
    ]);
  });

  it('refuses a stake beyond the balance with balance_not_enough and moves nothing', async () => {
    const player = await fundedPlayer(t, 'RUB', 100);
    const answer = await placeBet(t, player.token, 'dice', betBody('dice', 100.01));
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ message: 'balance_not_enough' });
    const empty = await fundedPlayer(t, 'RUB', 0);
    expect((await placeBet(t, empty.token, 'coinflip', betBody('coinflip', 1))).body).toEqual({
      message: 'balance_not_enough',
    });
    expect(await balanceMinor(t, player.token)).toBe(10_000);
    const seeds = await t.http.get('/fairness/seeds', { token: player.token });
    expect(seeds.body['data']['current']['nonce']).toBe(0);
  });

  it('answers a repeated Idempotency-Key with the first bet and bets once', async () => {
    const player = await fundedPlayer(t, 'RUB', 1000);
    const key = newKey();
    const first = await placeBet(t, player.token, 'dice', betBody('dice', 10), key);
    const balance = await balanceMinor(t, player.token);
    const again = await placeBet(t, player.token, 'dice', betBody('dice', 10), key);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await balanceMinor(t, player.token)).toBe(balance);
    const list = await t.http.get('/games/bets', { token: player.token });
    expect(list.body['data']).toHaveLength(1);
  });

  it('refuses the same Idempotency-Key with another bet', async () => {
    const player = await fundedPlayer(t, 'RUB', 1000);
    const key = newKey();
    await placeBet(t, player.token, 'dice', betBody('dice', 10), key);
    const other = await placeBet(t, player.token, 'dice', betBody('dice', 11), key);
    expect(other.status).toBe(422);
    expect(other.body).toEqual({ message: 'idempotency_key_reused' });
  });

  it('lets two players use the same Idempotency-Key', async () => {
    const [a, b] = [await fundedPlayer(t, 'RUB', 1000), await fundedPlayer(t, 'RUB', 1000)];
    const key = newKey();
    const first = await placeBet(t, a.token, 'coinflip', betBody('coinflip', 1), key);
    const second = await placeBet(t, b.token, 'coinflip', betBody('coinflip', 1), key);
    expect(second.status).toBe(200);
    expect(second.body['data']['id']).not.toBe(first.body['data']['id']);
  });

  it('needs an Idempotency-Key of 1 to 64 safe characters', async () => {
    const player = await fundedPlayer(t, 'RUB', 1000);
    expect((await placeBet(t, player.token, 'dice', betBody('dice', 1), null)).body).toEqual({
      message: 'bad_request',
      errors: { idempotency_key: ['required'] },
    });
    for (const key of ['a'.repeat(65), 'has space', 'a/b']) {
      const answer = await placeBet(t, player.token, 'dice', betBody('dice', 1), key);
      expect(answer.status).toBe(400);
      expect(answer.body['errors']).toEqual({ idempotency_key: ['invalid'] });
    }
    expect(await balanceMinor(t, player.token)).toBe(100_000);
  });

  it('lets the web app send Idempotency-Key across origins and read Idempotent-Replayed', async () => {
    const origin = 'http://localhost:5173';
    const preflight = await t.http.request('OPTIONS', '/dice/games/dice/bets', {
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,idempotency-key',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('idempotency-key');
    const player = await fundedPlayer(t, 'RUB', 1000);
    const answer = await t.http.post('/games/coinflip/bets', betBody('coinflip', 1), {
      token: player.token,
      headers: { origin, 'idempotency-key': newKey() },
    });
    expect(answer.headers.get('access-control-expose-headers')).toContain('Idempotent-Replayed');
  });

  it('needs a logged-in player', async () => {
    expect(
      (await t.http.post('/games/dice/bets', betBody('dice', 1), { headers: { 'idempotency-key': 'k' } }))
        .status,
    ).toBe(401);
  });

  it.each(['/dice', '/coinflip', '/keno', '/general'])(
    'serves the bets under the %s base too',
    async (base) => {
      const player = await fundedPlayer(t, 'RUB', 1000);
      const answer = await placeBet(t, player.token, 'coinflip', betBody('coinflip', 1), newKey(), base);
      expect(answer.status).toBe(200);
      const read = await t.http.get(`${base}/games/bets/${answer.body['data']['id']}`, {
        token: player.token,
      });
      expect(read.body['data']['id']).toBe(answer.body['data']['id']);
    },
  );
});
