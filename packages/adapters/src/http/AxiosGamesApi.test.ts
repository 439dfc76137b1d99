import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Currency, Money } from '@casino/core';
import { startTestServer, type TestServer } from '../../test/support/testServer.ts';
import { SessionValues, testClient } from '../../test/support/httpClient.ts';
import { wireBetFactory } from '../../test/support/gameWireAnswers.ts';
import { AxiosGamesApi } from './AxiosGamesApi.ts';

let server: TestServer;
let currency: Currency | null = 'USD';
let games: AxiosGamesApi;
beforeAll(async () => {
  server = await startTestServer();
  const session = new SessionValues();
  session.token = 'access';
  const base = server.baseUrl;
  games = new AxiosGamesApi(testClient(`${base}/main`, session), {
    bases: {
      dice: `${base}/dice`,
      coinflip: `${base}/coinflip`,
      keno: `${base}/keno`,
      general: `${base}/general`,
    },
    playerCurrency: () => currency,
  });
});
afterAll(() => server.close());

const usd = (minor: number): Money => ({ minor, currency: 'USD' });
const dice = { game: 'dice', targetHundredths: 5050, direction: 'under' } as const;

describe('AxiosGamesApi', () => {
  it('sends the idempotency key with every bet so a repeat moves no money twice', async () => {
    server.requests.length = 0;
    server.handle(() => ({ json: { data: wireBetFactory.build() } }));
    await games.placeBet({ params: dice, stake: usd(150), idempotencyKey: 'bet-key-1' });
    expect(server.requests[0]?.headers['idempotency-key']).toBe('bet-key-1');
  });

  it('reads a settled dice bet into integer minor units, hundredths and ten-thousandths', async () => {
    server.handle(() => ({ json: { data: wireBetFactory.build({ id: 7 }) } }));
    const result = await games.placeBet({ params: dice, stake: usd(150), idempotencyKey: 'k' });
    expect(result).toEqual({
      ok: true,
      value: {
        id: '7',
        params: { game: 'dice', targetHundredths: 5050, direction: 'under' },
        outcome: { game: 'dice', rollHundredths: 4217 },
        stake: usd(150),
        payout: usd(297),
        multiplierTenThousandths: 19800,
        fairness: { serverSeedHashed: 'c'.repeat(64), clientSeed: 'my-seed', nonce: 0, serverSeed: null },
        balance: usd(10147),
        createdAt: Date.UTC(2030, 0, 1, 12),
      },
    });
  });

  it('reads the amounts of a bet in the currency of its stake', async () => {
    server.handle(() => ({
      json: { data: wireBetFactory.build({ amount: 100, payout: 0, balance: 5000 }) },
    }));
    const result = await games.placeBet({
      params: dice,
      stake: { minor: 10000, currency: 'RUB' },
      idempotencyKey: 'k',
    });
    expect(result.ok && result.value.balance).toEqual({ minor: 500000, currency: 'RUB' });
  });

  it('turns balance_not_enough into insufficientBalance', async () => {
    server.handle(() => ({ status: 422, json: { message: 'balance_not_enough' } }));
    const result = await games.placeBet({ params: dice, stake: usd(150), idempotencyKey: 'k' });
    expect(result).toEqual({ ok: false, error: { kind: 'insufficientBalance' } });
  });

  it('turns a refused stake into a validation error with the field code', async () => {
    server.handle(() => ({
      status: 422,
      json: { message: 'validation', errors: { amount: ['below_min'] } },
    }));
    const result = await games.placeBet({ params: dice, stake: usd(1), idempotencyKey: 'k' });
    expect(result).toEqual({ ok: false, error: { kind: 'validation', fields: { amount: ['below_min'] } } });
  });

  it.each([
    ['a payout finer than a cent', { payout: 2.975 }],
    ['a roll with three decimals', { outcome: { roll: 42.175 } }],
    ['a roll above 100', { outcome: { roll: 100.01 } }],
    ['a multiplier with five decimals', { multiplier: 1.98001 }],
    ['a coinflip bet with the params and outcome of dice', { game: 'coinflip' }],
    ['a date that is not ISO 8601', { created_at: 'yesterday' }],
  ])('refuses %s as a malformed answer', async (_what, override) => {
    server.handle(() => ({ json: { data: wireBetFactory.build(override) } }));
    const result = await games.placeBet({ params: dice, stake: usd(150), idempotencyKey: 'k' });
    expect(result.ok ? null : result.error.kind).toBe('malformedResponse');
  });

  it('refuses a wheel segment outside the wheel', async () => {
    server.handle(() => ({
      json: {
        data: wireBetFactory.build({
          game: 'wheel',
          params: { risk: 'low', segments: 10 },
          outcome: { segment: 10 },
        }),
      },
    }));
    const result = await games.placeBet({
      params: { game: 'wheel', risk: 'low', segments: 10 },
      stake: usd(1),
      idempotencyKey: 'k',
    });
    expect(result.ok ? null : result.error.kind).toBe('malformedResponse');
  });

  it('rotates without a client seed by sending an empty body (the API picks a random one)', async () => {
    server.requests.length = 0;
    server.handle(() => ({ status: 401, json: { message: 'unauthenticated' } }));
    await games.rotateSeeds();
    expect(server.requests[0]?.body).toEqual({});
  });

  it('reads the history page with its cursor and a bet not yet revealed', async () => {
    server.handle(() => ({
      json: { data: [wireBetFactory.build({ balance: null })], next_cursor: null },
    }));
    const result = await games.listBets({});
    expect(result.ok && result.value.nextCursor).toBeNull();
    expect(result.ok && result.value.bets[0]?.balance).toBeNull();
  });

  it('keeps a hostile bet id inside one path segment', async () => {
    server.requests.length = 0;
    server.handle(() => ({ status: 404, json: { message: 'not_found' } }));
    const result = await games.getBet('../fairness/rotate');
    expect(server.requests[0]?.path).toBe('/general/games/bets/..%2Ffairness%2Frotate');
    expect(result).toEqual({ ok: false, error: { kind: 'notFound' } });
  });

  it('asks nothing for the history of a player whose currency is not known yet', async () => {
    server.requests.length = 0;
    currency = null;
    const result = await games.listBets({});
    currency = 'USD';
    expect(result).toEqual({ ok: false, error: { kind: 'unauthorised' } });
    expect(server.requests).toHaveLength(0);
  });
});
