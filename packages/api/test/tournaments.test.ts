import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/api.ts';
import { balanceMinor, betBody, fundedPlayer, newKey, placeBet, type FundedPlayer } from './support/games.ts';
import type { Json } from './support/http.ts';
import { LiveClient, ROUND_1_BUST_MS, WORKED_CHAIN } from './support/live.ts';

/** The seed's Crash Tournament: crash only, one point per rouble paid. */
const CRASH_TOURNAMENT = 2;
/** The seed's Dice Duel: dice only, one point per rouble staked, top five paid from 20 000 ₹; it ends in five days. */
const DICE_DUEL = 3;
const DAY_SECONDS = 86_400;

let t: TestApi;
beforeAll(async () => {
  // Sessions outlive the days the clock is moved past the tournament's end.
  t = await startTestApi({ accessTtlSeconds: 30 * DAY_SECONDS });
});
afterAll(() => t.close());

async function tournament(id: number, token?: string): Promise<Json> {
  const answer = await t.http.get(`/api/v2/content/tournaments/${id}`, {
    headers: { 'accept-language': 'en' },
    ...(token ? { token } : {}),
  });
  expect(answer.status).toBe(200);
  return answer.body['data'] as Json;
}

const leaders = (answer: Json) => answer['leaders'] as Json[];

async function history(player: FundedPlayer): Promise<Json[]> {
  return (
    await t.http.get('/profile/history?limit=200', {
      token: player.token,
      headers: { 'accept-language': 'en' },
    })
  ).body['data'] as Json[];
}

describe('tournaments from real play (issue 34)', () => {
  let rouble: FundedPlayer;
  let dollar: FundedPlayer;

  it('starts with the seed’s games, rule and prizes and an empty leaderboard: the seed creates no scores', async () => {
    const duel = await tournament(DICE_DUEL);
    expect(duel).toMatchObject({
      title: 'Dice Duel',
      status: 'active',
      rule: 'stake',
      currency: 'INR',
      prize_pool: 20_000,
      games: [{ slug: 'dice', title: 'Dice', category: 'originals' }],
      prizes: [
        { place: 1, amount: 8_000 },
        { place: 2, amount: 5_000 },
        { place: 3, amount: 3_000 },
        { place: 4, amount: 2_400 },
        { place: 5, amount: 1_600 },
      ],
      leaders: [],
      me: null,
      paid_at: null,
    });
    const all = (await t.http.get('/api/v2/content/tournaments')).body['data'] as Json[];
    for (const one of all) expect(one['leaders']).toEqual([]);
  });

  it('scores every settled bet of its game for the player who placed it, by its rule, once per bet', async () => {
    rouble = await fundedPlayer(t, 'RUB', 1_000);
    const key = newKey();
    expect((await placeBet(t, rouble.token, 'dice', betBody('dice', 10), key)).status).toBe(200);
    expect((await tournament(DICE_DUEL, rouble.token))['me']).toEqual({ place: 1, points: 10, prize: null });

    // The same bet sent again is answered from the first: it scores nothing more.
    expect((await placeBet(t, rouble.token, 'dice', betBody('dice', 10), key)).status).toBe(200);
    expect((await tournament(DICE_DUEL, rouble.token))['me']).toMatchObject({ points: 10 });

    // Another game is not the tournament's: no points.
    expect((await placeBet(t, rouble.token, 'coinflip', betBody('coinflip', 50))).status).toBe(200);
    expect((await tournament(DICE_DUEL, rouble.token))['me']).toMatchObject({ points: 10 });

    await placeBet(t, rouble.token, 'dice', betBody('dice', 15));
    expect((await tournament(DICE_DUEL, rouble.token))['me']).toEqual({ place: 1, points: 25, prize: null });
  });

  it('compares currencies in roubles by the fixed scale, and ranks more points first', async () => {
    dollar = await fundedPlayer(t, 'USD', 100);
    // 1 $ is 100 ₽ by the scale: 100 points, above the rouble player's 25.
    await placeBet(t, dollar.token, 'dice', betBody('dice', 1));
    const seen = await tournament(DICE_DUEL, dollar.token);
    expect(seen['me']).toEqual({ place: 1, points: 100, prize: null });
    expect(leaders(seen).map((leader) => [leader['place'], leader['points']])).toEqual([
      [1, 100],
      [2, 25],
    ]);
    expect((await tournament(DICE_DUEL, rouble.token))['me']).toMatchObject({ place: 2, points: 25 });
    // A visitor sees masked names and no place of their own.
    const visitor = await tournament(DICE_DUEL);
    expect(visitor['me']).toBeNull();
    for (const leader of leaders(visitor)) expect(leader['name']).toMatch(/^.{2}\*\*\*$/);
  });

  it('leaves the house’s bot players out: their bets score nothing', async () => {
    const bot = await t.http.post('/__dev/bots/bet', { game: 'dice' });
    expect(bot.body['data']).toMatchObject({ player: expect.stringMatching(/^Bot /), ok: true });
    const board = leaders(await tournament(DICE_DUEL));
    expect(board).toHaveLength(2);
    expect(JSON.stringify(board)).not.toContain('Bot');
  });

  it('shows a player who hides their statistics with no name to others, by name to themselves, in their place', async () => {
    const hidden = await fundedPlayer(t, 'RUB', 1_000);
    await t.http.post('/api/v2/vip/join', undefined, { token: hidden.token });
    await t.http.put('/profile/settings', { is_statistics_hidden: true }, { token: hidden.token });
    await placeBet(t, hidden.token, 'dice', betBody('dice', 50));
    const forOthers = leaders(await tournament(DICE_DUEL, rouble.token)).find((leader) => leader['hidden']);
    expect(forOthers).toMatchObject({ place: 2, points: 50, name: null, hidden: true });
    const forThem = leaders(await tournament(DICE_DUEL, hidden.token)).find((leader) => leader['hidden']);
    expect(forThem).toMatchObject({ place: 2, points: 50, name: expect.stringMatching(/^.{2}\*\*\*$/) });
    expect((await tournament(DICE_DUEL, rouble.token))['me']).toMatchObject({ place: 3, points: 25 });
  });

  it('at its end stops scoring and pays its places once, in each winner’s currency, with a history row', async () => {
    const roubleBefore = await balanceMinor(t, rouble.token);
    const dollarBefore = await balanceMinor(t, dollar.token);
    t.clock.advance(5 * DAY_SECONDS + 60);

    const finished = await tournament(DICE_DUEL, rouble.token);
    expect(finished['status']).toBe('finished');
    expect(finished['paid_at']).toEqual(expect.any(String));
    // First place 8 000 ₹ is 80 $ to the dollar player; third place 3 000 ₹ is 3 000 ₽.
    expect(leaders(finished).map((leader) => [leader['place'], leader['prize']])).toEqual([
      [1, { amount: 80, currency: 'USD' }],
      [2, { amount: 5_000, currency: 'RUB' }],
      [3, { amount: 3_000, currency: 'RUB' }],
    ]);
    expect(finished['me']).toEqual({ place: 3, points: 25, prize: { amount: 3_000, currency: 'RUB' } });

    // A bet after the end scores nothing; the job runs again on every read and on its timer, and pays nothing twice.
    await placeBet(t, rouble.token, 'dice', betBody('dice', 10));
    await tournament(DICE_DUEL, rouble.token);
    await t.http.get('/api/v2/content/tournaments?status=finished');
    expect((await tournament(DICE_DUEL, rouble.token))['me']).toMatchObject({ points: 25 });

    const prizes = (await history(rouble)).filter((row) => row['kind'] === 'tournament_prize');
    // The history row names the tournament and the place that paid it, in the player's language.
    expect(prizes).toEqual([
      expect.objectContaining({
        amount: 3_000,
        currency: 'RUB',
        status: 'success',
        tournament: { id: String(DICE_DUEL), place: 3, title: 'Dice Duel' },
      }),
    ]);
    expect((await history(dollar)).filter((row) => row['kind'] === 'tournament_prize')).toHaveLength(1);
    // The later 10 ₽ bet either lost its stake or won back more: the prize is in the balance once either way.
    const after = await balanceMinor(t, rouble.token);
    expect(after - roubleBefore).toBeGreaterThanOrEqual(300_000 - 1_000);
    expect(after - roubleBefore).toBeLessThan(2 * 300_000 - 1_000);
    expect(await balanceMinor(t, dollar.token)).toBe(dollarBefore + 8_000);
  });

  it('lists tournaments by the status the clock gives them', async () => {
    const finished = (await t.http.get('/api/v2/content/tournaments?status=finished')).body['data'] as Json[];
    expect(finished.map((one) => one['id'])).toContain(DICE_DUEL);
    const active = (await t.http.get('/api/v2/content/tournaments?status=active')).body['data'] as Json[];
    expect(active.map((one) => one['id'])).not.toContain(DICE_DUEL);
    expect(active.every((one) => one['status'] === 'active')).toBe(true);
  });
});

describe('a crash bet scores when it is settled (issue 34)', () => {
  it('scores a cash-out by what it paid, and a bet lost to the bust nothing', async () => {
    const crash = await startTestApi({ live: { settings: WORKED_CHAIN } });
    try {
      const seen = async (token: string) =>
        (await crash.http.get(`/api/v2/content/tournaments/${CRASH_TOURNAMENT}`, { token })).body['data'][
          'me'
        ] as Json | null;
      const winner = await fundedPlayer(crash, 'USD', 20);
      const loser = await fundedPlayer(crash, 'USD', 20);
      const winnerLive = await LiveClient.as(crash, winner.token);
      const loserLive = await LiveClient.as(crash, loser.token);
      // Round 1 of the worked chain busts at 1.86x: an auto cash-out at 1.50x is paid, one at 1.87x is lost.
      const bet = (key: string, auto: number) => ({
        type: 'crash.bet',
        key,
        stake_minor: 100,
        auto_cash_out: auto,
      });
      expect((await winnerLive.client.command(bet('w-1', 150))).ok).toBe(true);
      expect((await loserLive.client.command(bet('l-1', 187))).ok).toBe(true);
      // Placed, not settled: nothing scores yet.
      expect(await seen(winner.token)).toBeNull();

      crash.scheduler.advance(WORKED_CHAIN.bettingMs + ROUND_1_BUST_MS);
      await winnerLive.client.event('crash.busted');
      // $1.50 paid is 150 ₽ by the scale: 150 points.
      expect(await seen(winner.token)).toEqual({ place: 1, points: 150, prize: null });
      expect(await seen(loser.token)).toBeNull();
      await Promise.all([winnerLive.client.close(), loserLive.client.close()]);
    } finally {
      await crash.close();
    }
  });
});
