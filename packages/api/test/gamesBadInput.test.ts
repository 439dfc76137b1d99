import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/api.ts';
import { balanceMinor, betBody, fundedPlayer, newKey, placeBet, RED } from './support/games.ts';

let t: TestApi;
let token = '';
beforeAll(async () => {
  t = await startTestApi({ accessTtlSeconds: 86_400 });
  token = (await fundedPlayer(t, 'RUB', 1000)).token;
});
afterAll(() => t.close());

const bet = (game: string, body: unknown) => placeBet(t, token, game, body);
const params = (game: string, value: unknown) => bet(game, { amount: 1, params: value });

/** A refused bet is a 4xx that moves no money and takes no nonce. */
async function expectRefused(answer: Awaited<ReturnType<typeof bet>>, status = 422) {
  expect(answer.status, answer.text).toBe(status);
  expect(await balanceMinor(t, token)).toBe(100_000);
  expect((await t.http.get('/fairness/seeds', { token })).body['data']['current']['nonce']).toBe(0);
}

describe('hostile bets get a 4xx, never a 500, and move nothing', () => {
  it.each(['poker', 'crash', 'DICE', '__proto__', 'constructor', '..%2F..%2Fetc'])(
    'refuses the unknown game %s with 404',
    async (game) => {
      const answer = await bet(game, betBody('dice', 1));
      await expectRefused(answer, 404);
      expect(answer.body).toEqual({ message: 'not_found' });
    },
  );

  it.each([
    ['dice', { target: '50', direction: 'under' }, 'params.target'],
    ['dice', { target: 50.555, direction: 'under' }, 'params.target'],
    ['dice', { target: 99, direction: 'under' }, 'params.target'],
    ['dice', { target: 1.99, direction: 'over' }, 'params.target'],
    ['dice', { target: 0, direction: 'under' }, 'params.target'],
    ['dice', { target: 100, direction: 'over' }, 'params.target'],
    ['dice', { target: 50, direction: 'sideways' }, 'params.direction'],
    ['coinflip', { side: 'edge' }, 'params.side'],
    ['coinflip', { side: ['heads'] }, 'params.side'],
    ['keno', { picks: [1, 1, 2], risk: 'low' }, 'params.picks'],
    ['keno', { picks: [0, 41], risk: 'low' }, 'params.picks.0'],
    ['keno', { picks: [], risk: 'low' }, 'params.picks'],
    ['keno', { picks: Array.from({ length: 11 }, (_, i) => i + 1), risk: 'low' }, 'params.picks'],
    ['keno', { picks: Array.from({ length: 5000 }, (_, i) => i), risk: 'low' }, 'params.picks'],
    ['keno', { picks: [1.5], risk: 'low' }, 'params.picks.0'],
    ['keno', { picks: [1, 2], risk: 'extreme' }, 'params.risk'],
    ['wheel', { risk: 'low', segments: 15 }, 'params.segments'],
    ['wheel', { risk: 'low', segments: '10' }, 'params.segments'],
    ['wheel', { risk: 'insane', segments: 10 }, 'params.risk'],
  ])('refuses %s params %j as %s invalid', async (game, value, field) => {
    const answer = await params(game, value);
    await expectRefused(answer);
    expect(answer.body['message']).toBe('validation');
    expect(answer.body['errors'][field]).toEqual(['invalid']);
  });

  it.each([
    ['a split of non-neighbours', { kind: 'split', numbers: [1, 5], amount: 1 }],
    ['a split across the end of a row', { kind: 'split', numbers: [3, 4], amount: 1 }],
    ['a street not starting a row', { kind: 'street', numbers: [2, 3, 4], amount: 1 }],
    ['a corner across rows', { kind: 'corner', numbers: [3, 4, 6, 7], amount: 1 }],
    ['red with a black number', { kind: 'red', numbers: [...RED.slice(1), 2], amount: 1 }],
    ['numbers not ascending', { kind: 'split', numbers: [2, 1], amount: 1 }],
    ['a pocket 37', { kind: 'straight', numbers: [37], amount: 1 }],
    ['a straight on two numbers', { kind: 'straight', numbers: [1, 2], amount: 1 }],
    ['low covering zero', { kind: 'low', numbers: Array.from({ length: 18 }, (_, i) => i), amount: 1 }],
    ['an unknown kind', { kind: 'basket', numbers: [0, 1, 2, 3], amount: 1 }],
  ])('refuses an illegal roulette chip: %s', async (_name, chip) => {
    const answer = await bet('roulette', { amount: 1, params: { chips: [chip] } });
    await expectRefused(answer);
    expect(Object.keys(answer.body['errors'])[0]).toMatch(/^params\.chips\.0/);
  });

  it('refuses more than 50 roulette chips and a chip of a thousandth', async () => {
    const chips = Array.from({ length: 51 }, () => ({ kind: 'red', numbers: RED, amount: 1 }));
    await expectRefused(await bet('roulette', { amount: 51, params: { chips } }));
    const fine = await bet('roulette', {
      amount: 1.001,
      params: { chips: [{ kind: 'red', numbers: RED, amount: 1.001 }] },
    });
    await expectRefused(fine);
    expect(fine.body['errors']).toMatchObject({ 'params.chips.0.amount': ['invalid'] });
  });

  it.each([
    ['no params', { amount: 1 }],
    ['params as a string', { amount: 1, params: 'dice' }],
    ['params as an array', { amount: 1, params: [1, 2] }],
    ['params with prototype keys', JSON.parse('{"amount":1,"params":{"__proto__":{"side":"heads"}}}')],
    ['amount as an object', { amount: { $gt: 0 }, params: { side: 'heads' } }],
    ['amount as a huge array', { amount: Array(10_000).fill(1), params: { side: 'heads' } }],
  ])('refuses a coinflip with %s', async (_name, body) => {
    const answer = await bet('coinflip', body);
    await expectRefused(answer);
    expect(answer.body['message']).toBe('validation');
  });

  it('refuses malformed JSON and a body that is not an object with 400', async () => {
    for (const raw of ['{"amount": ', '[1,2]', 'null', '"x"']) {
      const answer = await t.http.request('POST', '/games/dice/bets', {
        raw,
        token,
        headers: { 'content-type': 'application/json', 'idempotency-key': newKey() },
      });
      await expectRefused(answer, 400);
    }
  });

  it('refuses a body larger than 64 KiB with 413', async () => {
    const answer = await bet('keno', { amount: 1, params: { picks: Array(40_000).fill(1), risk: 'low' } });
    await expectRefused(answer, 413);
  });
});
