import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/api.ts';
import { balanceMinor, betBody, fundedPlayer, placeBet, RED } from './support/games.ts';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi({ accessTtlSeconds: 86_400 });
});
afterAll(() => t.close());

type Currency = 'RUB' | 'USD' | 'KZT' | 'INR' | 'EUR';

/** A deposit each currency's card accepts that covers the largest stakes below. */
const DEPOSIT: Record<Currency, number> = { RUB: 20_000, USD: 500, EUR: 500, KZT: 100_000, INR: 20_000 };

const refusal = async (currency: Currency, game: string, amount: number) => {
  const player = await fundedPlayer(t, currency, DEPOSIT[currency]);
  const answer = await placeBet(t, player.token, game, betBody(game, amount));
  return {
    status: answer.status,
    errors: answer.body['errors'],
    balanceMoved: (await balanceMinor(t, player.token)) !== DEPOSIT[currency] * 100,
  };
};

describe('the §9 stake limits, enforced by the API', () => {
  it.each([
    ['RUB', 'dice', 0.99, 'below_min'],
    ['RUB', 'dice', 10_000.01, 'above_max'],
    ['RUB', 'wheel', 2, 'above_max'],
    ['USD', 'coinflip', 100.01, 'above_max'],
    ['USD', 'roulette', 0.11, 'above_max'],
    ['EUR', 'keno', 100.01, 'above_max'],
    ['EUR', 'wheel', 0.11, 'above_max'],
    ['USD', 'wheel', 0.01, 'below_min'],
    ['KZT', 'coinflip', 4.99, 'below_min'],
    ['KZT', 'roulette', 6, 'above_max'],
    ['KZT', 'wheel', 4, 'below_min'],
    ['INR', 'dice', 0.5, 'below_min'],
    ['INR', 'roulette', 2, 'above_max'],
  ] as const)('refuses a %s %s stake of %s as %s', async (currency, game, amount, code) => {
    const result = await refusal(currency, game, amount);
    expect(result).toEqual({ status: 422, errors: { amount: [code] }, balanceMoved: false });
  });

  it.each([
    ['RUB', 'dice', 1],
    ['RUB', 'dice', 10_000],
    ['RUB', 'wheel', 1],
    ['USD', 'roulette', 0.1],
    ['USD', 'wheel', 0.1],
    ['EUR', 'dice', 0.01],
    ['KZT', 'roulette', 5],
    ['KZT', 'keno', 50_000],
    ['INR', 'wheel', 1],
    ['INR', 'coinflip', 10_000],
  ] as const)('takes a %s %s stake of %s, at its limit', async (currency, game, amount) => {
    const player = await fundedPlayer(t, currency, DEPOSIT[currency]);
    expect((await placeBet(t, player.token, game, betBody(game, amount))).status).toBe(200);
  });

  it.each([0.001, 1.005, 0, -1, '1', null, 1e308])('refuses a stake of %s as invalid', async (amount) => {
    const player = await fundedPlayer(t, 'RUB', 100);
    const answer = await placeBet(t, player.token, 'dice', { ...betBody('dice', 1), amount });
    expect(answer.status).toBe(422);
    expect(answer.body['errors']['amount']).toEqual([amount === null ? 'required' : 'invalid']);
  });

  it('holds each roulette chip to the minimum and the whole stake to the maximum', async () => {
    const player = await fundedPlayer(t, 'USD', 10);
    const chips = (amounts: number[]) =>
      amounts.map((amount, index) => ({ kind: 'straight', numbers: [index], amount }));
    const tooMany = await placeBet(t, player.token, 'roulette', {
      amount: 0.11,
      params: { chips: chips(Array(11).fill(0.01)) },
    });
    expect(tooMany.body['errors']).toEqual({ amount: ['above_max'] });
    const rub = await fundedPlayer(t, 'RUB', 1000);
    const small = await placeBet(t, rub.token, 'roulette', {
      amount: 10.5,
      params: {
        chips: [
          { kind: 'red', numbers: RED, amount: 10 },
          { kind: 'straight', numbers: [7], amount: 0.5 },
        ],
      },
    });
    expect(small.body['errors']).toEqual({ 'params.chips.1.amount': ['below_min'] });
    const tenChips = await placeBet(t, player.token, 'roulette', {
      amount: 0.1,
      params: { chips: chips(Array(10).fill(0.01)) },
    });
    expect(tenChips.status).toBe(200);
  });

  it('refuses a roulette amount that is not the sum of its chips', async () => {
    const player = await fundedPlayer(t, 'RUB', 1000);
    const answer = await placeBet(t, player.token, 'roulette', {
      amount: 20,
      params: { chips: [{ kind: 'red', numbers: RED, amount: 10 }] },
    });
    expect(answer.body['errors']).toEqual({ amount: ['invalid'] });
  });
});
