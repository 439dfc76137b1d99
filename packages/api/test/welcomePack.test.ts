import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestApi, type TestApi } from './support/api.ts';
import { deposit } from './support/money.ts';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

const progress = async (token: string) => (await t.http.get('/profile/bonus', { token })).body['data'];
const spins = async (token: string) =>
  ((await t.http.get('/profile/freeSpins', { token })).body['data'] as { count: number }[]).map(
    (g) => g.count,
  );
const bonusRows = async (token: string) =>
  ((await t.http.get('/profile/history?kind=bonus', { token })).body['data'] as { amount: number }[])
    .map((row) => row.amount)
    .reverse();

describe('the welcome pack (issue 34): up to 500 % over four deposits', () => {
  it('pays each step on its matching deposit, once, and nothing after the fourth', async () => {
    const { token } = await registerPlayer(t.http, { currency: 'RUB', promo: 'WELCOME100' });
    // Step 1 is WELCOME100's 100 % with the step's 50 free spins.
    expect((await deposit(t, token, 1000)).status).toBe(200);
    expect(await progress(token)).toMatchObject({ amount: 1000, required: 20_000 });
    expect(await spins(token)).toEqual([50]);
    // Steps 2 to 4: 125 %, 100 %, 175 %, each with its spins, added to the running bonus.
    expect((await deposit(t, token, 1000)).status).toBe(200);
    expect(await progress(token)).toMatchObject({ amount: 2250, required: 45_000 });
    expect((await deposit(t, token, 1000)).status).toBe(200);
    expect((await deposit(t, token, 1000)).status).toBe(200);
    expect(await progress(token)).toMatchObject({ amount: 5000, required: 100_000 });
    expect(await spins(token)).toEqual([50, 50, 75, 100]);
    // A fifth deposit pays no step.
    expect((await deposit(t, token, 1000)).status).toBe(200);
    expect(await bonusRows(token)).toEqual([1000, 1250, 1000, 1750]);
    expect(await progress(token)).toMatchObject({ amount: 5000 });
  });

  it('caps step 1 at its published worth in the player’s currency: 30 000 ₹ for rupees, 300 $ for dollars', async () => {
    const rupees = await registerPlayer(t.http, { currency: 'INR', promo: 'WELCOME100' });
    expect((await deposit(t, rupees.token, 40_000)).status).toBe(200);
    expect(await progress(rupees.token)).toMatchObject({ amount: 30_000 });
    const dollars = await registerPlayer(t.http, { currency: 'USD', promo: 'WELCOME100' });
    expect((await deposit(t, dollars.token, 400)).status).toBe(200);
    expect(await progress(dollars.token)).toMatchObject({ amount: 300 });
  });

  it('pays nothing to a player who did not take WELCOME100', async () => {
    const { token } = await registerPlayer(t.http, { currency: 'RUB' });
    expect((await deposit(t, token, 1000)).status).toBe(200);
    expect((await deposit(t, token, 1000)).status).toBe(200);
    expect(await progress(token)).toBeNull();
    expect(await spins(token)).toEqual([]);
  });
});
