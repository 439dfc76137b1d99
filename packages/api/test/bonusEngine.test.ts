import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestApi, type TestApi } from './support/api.ts';
import { betBody, placeBet } from './support/games.ts';
import { deposit, payoutMethods, TRON_ADDRESS, withdraw } from './support/money.ts';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

const progress = async (token: string) => (await t.http.get('/profile/bonus', { token })).body['data'];
const profile = async (token: string) => (await t.http.get('/profile/user', { token })).body['data'];
const releases = async (token: string) =>
  ((await t.http.get('/profile/history?kind=bonus_release', { token })).body['data'] as unknown[]).length;

/** A player with 10 000 ₽ to stake, then WELCOME100 granted on a 100 ₽ deposit (100 ₽ bonus, 2 000 ₽ to wager). */
async function playerWithBonus() {
  const player = await registerPlayer(t.http, { currency: 'RUB' });
  expect((await deposit(t, player.token, 10_000)).status).toBe(200);
  expect(
    (await t.http.post('/bonus-system/bonus/WELCOME100/activate', {}, { token: player.token })).status,
  ).toBe(200);
  expect((await deposit(t, player.token, 100)).status).toBe(200);
  return player;
}

describe('the bonus engine over HTTP (issue 34)', () => {
  it('publishes the wagering weights', async () => {
    const answer = await t.http.get('/bonus-system/wagering-weights');
    expect(answer.body['data']).toEqual({ slots: 100, originals: 50, crash: 50, tables: 10, sports: 20 });
  });

  it('counts an original’s stake at 50 % and shows the progress and time left', async () => {
    const player = await playerWithBonus();
    expect(await progress(player.token)).toMatchObject({
      amount: 100,
      currency: 'RUB',
      wagered: 0,
      required: 2000,
      expires_in: 7 * 86_400,
    });
    expect((await placeBet(t, player.token, 'dice', betBody('dice', 300))).status).toBe(200);
    t.clock.advance(600);
    expect(await progress(player.token)).toMatchObject({
      wagered: 150,
      required: 2000,
      expires_in: 7 * 86_400 - 600,
    });
    expect(await profile(player.token)).toMatchObject({ bonus_balance: 100, bonus: 1850 });
  });

  it('releases the bonus to the real balance once, with one ledger row, even when two bets race past the line', async () => {
    const player = await playerWithBonus();
    for (let bet = 0; bet < 3; bet += 1)
      expect((await placeBet(t, player.token, 'dice', betBody('dice', 1000))).status).toBe(200);
    expect(await progress(player.token)).toMatchObject({ wagered: 1500 });
    const before = (await profile(player.token))['balance'] as number;
    const raced = await Promise.all([
      placeBet(t, player.token, 'dice', betBody('dice', 1000)),
      placeBet(t, player.token, 'dice', betBody('dice', 1000)),
    ]);
    expect(raced.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await progress(player.token)).toBeNull();
    expect(await releases(player.token)).toBe(1);
    const after = await profile(player.token);
    expect(after).toMatchObject({ bonus_balance: 0, bonus: 0 });
    const payouts = raced.reduce((sum, answer) => sum + Number(answer.body['data']['payout'] ?? 0), 0);
    expect(after['balance']).toBeCloseTo(before - 2000 + payouts + 100, 2);
  });

  it('removes the bonus when its days are up, once however often the job runs', async () => {
    const player = await playerWithBonus();
    expect((await placeBet(t, player.token, 'dice', betBody('dice', 200))).status).toBe(200);
    t.clock.advance(7 * 86_400);
    const login = await t.http.post('/api/v2/auth/login/email/password', {
      email: player.email,
      password: player.password,
    });
    const token = login.body['token'] as string;
    expect(await progress(token)).toBeNull();
    expect(await progress(token)).toBeNull();
    expect(await profile(token)).toMatchObject({ bonus_balance: 0, bonus: 0 });
    expect(await releases(token)).toBe(0);
    // A stake after the expiry counts towards nothing.
    expect((await placeBet(t, token, 'dice', betBody('dice', 200))).status).toBe(200);
    expect(await progress(token)).toBeNull();
  });

  it('lets a withdrawal request forfeit an unfinished bonus only once the player confirmed it', async () => {
    const player = await playerWithBonus();
    const { crypto } = await payoutMethods(t, player.token);
    const request = { method: crypto, amount: 1000, destination: TRON_ADDRESS };
    const warned = await withdraw(t, player.token, request);
    expect(warned.status).toBe(409);
    expect(warned.body).toEqual({ message: 'bonus_forfeit_required' });
    // A request refused for another reason keeps the bonus.
    const tooMuch = await withdraw(t, player.token, { ...request, amount: 1_000_000, forfeit_bonus: true });
    expect(tooMuch.body).toEqual({ message: 'balance_not_enough' });
    expect(await progress(player.token)).toMatchObject({ amount: 100 });
    expect((await withdraw(t, player.token, { ...request, forfeit_bonus: true })).status).toBe(200);
    expect(await progress(player.token)).toBeNull();
    expect(await profile(player.token)).toMatchObject({ balance: 9100, bonus_balance: 0, bonus: 0 });
    expect(await releases(player.token)).toBe(0);
  });

  it('carries the code of “Deposit and get the bonus” into the invoice, whose payment grants it', async () => {
    const player = await registerPlayer(t.http, { currency: 'RUB' });
    const { card } = await payoutMethods(t, player.token);
    const pay = (body: object) =>
      t.http.post('/api/v2/billing/payment', { method: card, ...body }, { token: player.token });
    expect((await pay({ amount: 500, promo: 'NOPE' })).status).toBe(422);
    const invoice = await pay({ amount: 500, promo: 'welcome100' });
    expect(invoice.body['data']).toMatchObject({ promo_code: 'WELCOME100' });
    await t.http.post(`/__dev/invoices/${invoice.body['data']['id']}/pay`);
    expect(await progress(player.token)).toMatchObject({ amount: 500, required: 10_000 });
    const again = await pay({ amount: 500, promo: 'FREESPINS' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'bonus_already_active' });
  });
});
