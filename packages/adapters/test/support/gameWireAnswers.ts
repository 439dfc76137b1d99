import { Factory } from 'fishery';
import type { CallCase } from './callCase.ts';

const COMMITMENT = 'c'.repeat(64);
const revealed = {
  server_seed_hashed: COMMITMENT,
  client_seed: 'my-seed',
  nonce: 3,
  client_seed_origin: 'player',
  server_seed: 'a'.repeat(64),
};
/** The active pair: with the commitment to the next server seed (contract "Seed pair"). */
const pair = {
  server_seed_hashed: COMMITMENT,
  client_seed: 'my-seed',
  nonce: 3,
  client_seed_origin: 'player',
  next_server_seed_hashed: 'b'.repeat(64),
};

/** A settled dice bet as the contract's `Bet` puts it on the wire: money in major units, a two-decimal target. */
export const wireBetFactory = Factory.define<Record<string, unknown>>(({ sequence }) => ({
  id: `bet-${sequence}`,
  game: 'dice',
  amount: 1.5,
  payout: 2.97,
  multiplier: 1.98,
  params: { target: 50.5, direction: 'under' },
  outcome: { roll: 42.17 },
  fairness: { server_seed_hashed: COMMITMENT, client_seed: 'my-seed', nonce: 0, server_seed: null },
  balance: 101.47,
  created_at: '2030-01-01T12:00:00.000Z',
}));

const usd = (minor: number) => ({ minor, currency: 'USD' }) as const;

/** Every call of the contract's "Games" section. */
export const GAME_CALL_CASES: readonly CallCase[] = [
  {
    name: 'games.placeDice',
    call: ({ games }) =>
      games.placeBet({
        params: { game: 'dice', targetHundredths: 5050, direction: 'under' },
        stake: usd(150),
        idempotencyKey: 'key-1',
      }),
    valid: { data: wireBetFactory.build() },
    required: ['data', 'outcome', 'roll'],
    wrongType: '42.17',
  },
  {
    name: 'games.placeCoinflip',
    call: ({ games }) =>
      games.placeBet({
        params: { game: 'coinflip', side: 'tails' },
        stake: usd(100),
        idempotencyKey: 'key-2',
      }),
    valid: {
      data: wireBetFactory.build({ game: 'coinflip', params: { side: 'tails' }, outcome: { side: 'heads' } }),
    },
    required: ['data', 'fairness', 'server_seed_hashed'],
    wrongType: 'not-a-hash',
  },
  {
    name: 'games.placeKeno',
    call: ({ games }) =>
      games.placeBet({
        params: { game: 'keno', picks: [1, 2, 3], risk: 'high' },
        stake: usd(100),
        idempotencyKey: 'key-3',
      }),
    valid: {
      data: wireBetFactory.build({
        game: 'keno',
        params: { picks: [1, 2, 3], risk: 'high' },
        outcome: { drawn: [5, 1, 40, 7, 9, 12, 22, 30, 31, 2] },
      }),
    },
    required: ['data', 'outcome', 'drawn'],
    wrongType: [5, 1, 40],
  },
  {
    name: 'games.placeRoulette',
    call: ({ games }) =>
      games.placeBet({
        params: {
          game: 'roulette',
          chips: [
            { kind: 'straight', numbers: [17], amount: usd(50) },
            { kind: 'split', numbers: [1, 2], amount: usd(25) },
          ],
        },
        stake: usd(75),
        idempotencyKey: 'key-4',
      }),
    valid: {
      data: wireBetFactory.build({
        game: 'roulette',
        amount: 0.75,
        params: { chips: [{ kind: 'straight', numbers: [17], amount: 0.5 }] },
        outcome: { pocket: 17 },
      }),
    },
    required: ['data', 'params', 'chips', 0, 'amount'],
    wrongType: 0.005,
  },
  {
    name: 'games.placeWheel',
    call: ({ games }) =>
      games.placeBet({
        params: { game: 'wheel', risk: 'medium', segments: 20 },
        stake: usd(1),
        idempotencyKey: 'key-5',
      }),
    valid: {
      data: wireBetFactory.build({
        game: 'wheel',
        params: { risk: 'medium', segments: 20 },
        outcome: { segment: 19 },
      }),
    },
    required: ['data', 'outcome', 'segment'],
    wrongType: 20,
  },
  {
    name: 'games.getSeeds',
    call: ({ games }) => games.getSeeds(),
    valid: { data: { current: pair, previous: revealed } },
    required: ['data', 'previous'],
    wrongType: { ...revealed, server_seed: 'short' },
  },
  {
    name: 'games.rotateSeeds',
    call: ({ games }) => games.rotateSeeds('next-seed'),
    valid: { data: { revealed, current: { ...pair, nonce: 0 } } },
    required: ['data', 'revealed', 'server_seed'],
    wrongType: 42,
  },
  {
    name: 'games.changeClientSeed',
    call: ({ games }) => games.changeClientSeed('new_seed-1'),
    valid: { data: { ...pair, client_seed: 'new_seed-1' } },
    required: ['data', 'nonce'],
    wrongType: 1.5,
  },
  {
    name: 'games.listBets',
    call: ({ games }) =>
      games.listBets({ limit: 10, cursor: 'abc', game: 'dice', from: Date.UTC(2030, 0, 1) }),
    valid: { data: [wireBetFactory.build({ balance: null })], next_cursor: 'next' },
    required: ['next_cursor'],
    wrongType: 7,
  },
  {
    name: 'games.getBet',
    call: ({ games }) => games.getBet('bet-1'),
    valid: { data: wireBetFactory.build({ balance: null }) },
    required: ['data', 'created_at'],
    wrongType: 'yesterday',
  },
];
