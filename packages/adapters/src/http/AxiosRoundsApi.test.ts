import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Currency, Money } from '@casino/core';
import { startTestServer, type TestServer } from '../../test/support/testServer.ts';
import { SessionValues, testClient } from '../../test/support/httpClient.ts';
import {
  wireCaseFactory,
  wireHiloRoundFactory,
  wireMinerRoundFactory,
  wireOpeningFactory,
} from '../../test/support/roundWireAnswers.ts';
import { AxiosRoundsApi } from './AxiosRoundsApi.ts';

let server: TestServer;
let currency: Currency | null = 'USD';
let rounds: AxiosRoundsApi;
beforeAll(async () => {
  server = await startTestServer();
  const session = new SessionValues();
  session.token = 'access';
  const base = server.baseUrl;
  rounds = new AxiosRoundsApi(testClient(`${base}/main`, session), {
    bases: { miner: `${base}/miner`, cases: `${base}/cases`, general: `${base}/general` },
    playerCurrency: () => currency,
  });
});
afterAll(() => server.close());

const usd = (minor: number): Money => ({ minor, currency: 'USD' });
const reveal = (tile: number) =>
  rounds.act({ game: 'miner', roundId: '7', action: { kind: 'reveal', tile }, idempotencyKey: 'k' });

describe('AxiosRoundsApi', () => {
  it('sends each step’s idempotency key so a step sent again acts once', async () => {
    server.requests.length = 0;
    server.handle(() => ({ json: { data: wireMinerRoundFactory.build() } }));
    await rounds.act({
      game: 'miner',
      roundId: '7',
      action: { kind: 'reveal', tile: 0 },
      idempotencyKey: 'step-1',
    });
    await rounds.cashOut({ game: 'miner', roundId: '7', idempotencyKey: 'step-2' });
    expect(server.requests.map((request) => request.headers['idempotency-key'])).toEqual([
      'step-1',
      'step-2',
    ]);
  });

  it('reads a miner round into minor units, ten-thousandths and the mines once finished', async () => {
    server.handle(() => ({
      json: {
        data: wireMinerRoundFactory.build({
          id: 7,
          status: 'cashed_out',
          multiplier: 1.2857,
          payout: 1.28,
          state: { revealed: [0, 12], mine: null, mines: [23, 17, 18] },
          balance: 10.28,
        }),
      },
    }));
    expect(await rounds.cashOut({ game: 'miner', roundId: '7', idempotencyKey: 'k' })).toEqual({
      ok: true,
      value: {
        id: '7',
        status: 'cashedOut',
        stake: usd(100),
        multiplierTenThousandths: 12857,
        payout: usd(128),
        state: { game: 'miner', mines: 3, revealed: [0, 12], hitMine: null, minePositions: [23, 17, 18] },
        fairness: { serverSeedHashed: 'c'.repeat(64), clientSeed: 'my-seed', nonce: 3, serverSeed: null },
        balance: usd(1028),
      },
    });
  });

  it('reads hilo cards as the deck’s cards: 6 is the ♠3, 20 the ♦7', async () => {
    server.handle(() => ({ json: { data: wireHiloRoundFactory.build() } }));
    const result = await rounds.currentRound('hilo');
    const steps = result.ok && result.value?.state.game === 'hilo' ? result.value.state.steps : [];
    expect(steps.map((step) => [step.card.rank, step.card.suit, step.action])).toEqual([
      ['3', 'spades', 'start'],
      ['7', 'diamonds', 'skip'],
    ]);
  });

  it('answers null when no round is open', async () => {
    server.handle(() => ({ json: { data: null } }));
    expect(await rounds.currentRound('miner')).toEqual({ ok: true, value: null });
  });

  it('turns a step on a finished round into the 409 round_finished the use case resumes from', async () => {
    server.handle(() => ({ status: 409, json: { message: 'round_finished' } }));
    const result = await reveal(3);
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'server', status: 409, messageKey: 'round_finished' },
    });
  });

  it.each([
    ['a tile off the grid', { state: { revealed: [25], mine: null, mines: null } }],
    ['a payout finer than a cent', { payout: 1.125 }],
    ['a hilo round where a miner one was asked', { game: 'hilo' }],
    ['an unknown status', { status: 'won' }],
    [
      'mines that are not the round’s number',
      { status: 'lost', state: { revealed: [], mine: 1, mines: [1] } },
    ],
    ['a multiplier with five decimals', { multiplier: 1.12491 }],
  ])('refuses %s as a malformed answer', async (_what, override) => {
    server.handle(() => ({ json: { data: wireMinerRoundFactory.build(override) } }));
    const result = await reveal(1);
    expect(result.ok ? null : result.error.kind).toBe('malformedResponse');
  });

  it('reads the case catalogue in the currency each case names, with its RTP in basis points', async () => {
    server.handle(() => ({ json: { data: [wireCaseFactory.build({ currency: 'RUB', price: 100 })] } }));
    const result = await rounds.listCases();
    expect(result.ok && result.value[0]).toMatchObject({
      slug: 'silver',
      price: { minor: 10_000, currency: 'RUB' },
      rtpBasisPoints: 9599,
      items: expect.arrayContaining([{ id: 'mythic', valueMinor: 2500, weight: 3 }]),
    });
  });

  it('asks for the visitor’s default currency when no player is logged in', async () => {
    server.requests.length = 0;
    currency = null;
    server.handle(() => ({ json: { data: [] } }));
    await rounds.listCases();
    currency = 'USD';
    expect(server.requests[0]?.query.get('currency')).toBe('RUB');
  });

  it('reads an opening: the item won and the balance after', async () => {
    server.handle(() => ({ json: { data: wireOpeningFactory.build({ id: 5 }) } }));
    const result = await rounds.openCase({ slug: 'silver', idempotencyKey: 'k' });
    expect(result.ok && result.value).toMatchObject({
      id: '5',
      ticket: 84,
      itemIndex: 0,
      payout: usd(50),
      balance: usd(950),
    });
  });

  it.each([
    ['an item index beyond the case', { item: { index: 6, id: 'mythic', value: 25 } }],
    ['an item whose value is not the case’s', { item: { index: 0, id: 'common', value: 5 }, payout: 5 }],
    ['a price of nothing', { case: wireCaseFactory.build({ price: 0 }) }],
    [
      'an item weight that is not whole',
      { case: wireCaseFactory.build({ items: [{ id: 'a', value: 1, weight: 0.5 }] }) },
    ],
  ])('refuses an opening with %s', async (_what, override) => {
    server.handle(() => ({ json: { data: wireOpeningFactory.build(override) } }));
    const result = await rounds.openCase({ slug: 'silver', idempotencyKey: 'k' });
    expect(result.ok ? null : result.error.kind).toBe('malformedResponse');
  });

  it('keeps a hostile round id and case slug inside one path segment', async () => {
    server.requests.length = 0;
    server.handle(() => ({ status: 404, json: { message: 'not_found' } }));
    await rounds.cashOut({ game: 'hilo', roundId: '../../fairness/rotate', idempotencyKey: 'k' });
    await rounds.openCase({ slug: '../rotate', idempotencyKey: 'k' });
    expect(server.requests.map((request) => request.path)).toEqual([
      '/general/games/hilo/rounds/..%2F..%2Ffairness%2Frotate/cashout',
      '/cases/games/cases/..%2Frotate/open',
    ]);
  });

  it('asks nothing for a round of a player whose currency is not known yet', async () => {
    server.requests.length = 0;
    currency = null;
    const result = await rounds.currentRound('miner');
    currency = 'USD';
    expect(result).toEqual({ ok: false, error: { kind: 'unauthorised' } });
    expect(server.requests).toHaveLength(0);
  });
});
