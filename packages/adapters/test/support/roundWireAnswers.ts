import { Factory } from 'fishery';
import type { CallCase } from './callCase.ts';

const COMMITMENT = 'c'.repeat(64);
const fairness = { server_seed_hashed: COMMITMENT, client_seed: 'my-seed', nonce: 3, server_seed: null };

/** A miner round as the contract's `Round` puts it on the wire (the API's answer after one safe reveal). */
export const wireMinerRoundFactory = Factory.define<Record<string, unknown>>(({ sequence }) => ({
  id: String(sequence),
  game: 'miner',
  status: 'open',
  amount: 1,
  multiplier: 1.1249,
  payout: 0,
  params: { mines: 3 },
  state: { revealed: [0], mine: null, mines: null },
  fairness,
  balance: 9,
  created_at: '2030-01-01T12:00:00.000Z',
  finished_at: null,
}));

/** A hilo round after its start card and one skip. */
export const wireHiloRoundFactory = Factory.define<Record<string, unknown>>(({ sequence }) => ({
  id: String(sequence),
  game: 'hilo',
  status: 'open',
  amount: 1,
  multiplier: 0,
  payout: 0,
  params: {},
  state: {
    cards: [
      { card: 6, action: 'start', correct: null },
      { card: 20, action: 'skip', correct: null },
    ],
    skips: 1,
    guesses: 0,
  },
  fairness,
  balance: 9,
  created_at: '2030-01-01T12:00:00.000Z',
  finished_at: null,
}));

/** The silver case of docs/fairness.md in US dollars. */
export const wireCaseFactory = Factory.define<Record<string, unknown>>(() => ({
  slug: 'silver',
  currency: 'USD',
  price: 1,
  rtp: 95.99,
  items: [
    { id: 'common', value: 0.5, weight: 219 },
    { id: 'uncommon', value: 0.8, weight: 563 },
    { id: 'rare', value: 1, weight: 150 },
    { id: 'epic', value: 2, weight: 50 },
    { id: 'legendary', value: 5, weight: 15 },
    { id: 'mythic', value: 25, weight: 3 },
  ],
}));

export const wireOpeningFactory = Factory.define<Record<string, unknown>>(({ sequence }) => ({
  id: String(sequence),
  case: wireCaseFactory.build(),
  ticket: 84,
  item: { index: 0, id: 'common', value: 0.5 },
  amount: 1,
  payout: 0.5,
  multiplier: 0.5,
  fairness,
  balance: 9.5,
  created_at: '2030-01-01T12:00:00.000Z',
}));

const usd = (minor: number) => ({ minor, currency: 'USD' }) as const;

/** Every call of the contract's "Rounds (miner and hilo) and cases" section. */
export const ROUND_CALL_CASES: readonly CallCase[] = [
  {
    name: 'rounds.startMiner',
    call: ({ rounds }) =>
      rounds.startRound({ start: { game: 'miner', mines: 3 }, stake: usd(100), idempotencyKey: 'key-1' }),
    valid: {
      data: wireMinerRoundFactory.build({ multiplier: 0, state: { revealed: [], mine: null, mines: null } }),
    },
    required: ['data', 'state', 'revealed'],
    wrongType: [25],
  },
  {
    name: 'rounds.startHilo',
    call: ({ rounds }) =>
      rounds.startRound({ start: { game: 'hilo' }, stake: usd(100), idempotencyKey: 'key-2' }),
    valid: { data: wireHiloRoundFactory.build() },
    required: ['data', 'state', 'cards'],
    wrongType: [{ card: 52, action: 'start', correct: null }],
  },
  {
    name: 'rounds.reveal',
    call: ({ rounds }) =>
      rounds.act({
        game: 'miner',
        roundId: '7',
        action: { kind: 'reveal', tile: 12 },
        idempotencyKey: 'key-3',
      }),
    valid: { data: wireMinerRoundFactory.build() },
    required: ['data', 'multiplier'],
    wrongType: 1.12345,
  },
  {
    name: 'rounds.guess',
    call: ({ rounds }) =>
      rounds.act({
        game: 'hilo',
        roundId: '8',
        action: { kind: 'guess', guess: 'higher' },
        idempotencyKey: 'key-4',
      }),
    valid: { data: wireHiloRoundFactory.build() },
    required: ['data', 'status'],
    wrongType: 'won',
  },
  {
    name: 'rounds.skip',
    call: ({ rounds }) =>
      rounds.act({ game: 'hilo', roundId: '8', action: { kind: 'skip' }, idempotencyKey: 'key-5' }),
    valid: { data: wireHiloRoundFactory.build() },
    required: ['data', 'fairness', 'nonce'],
    wrongType: -1,
  },
  {
    name: 'rounds.cashOut',
    call: ({ rounds }) => rounds.cashOut({ game: 'miner', roundId: '7', idempotencyKey: 'key-6' }),
    valid: {
      data: wireMinerRoundFactory.build({
        status: 'cashed_out',
        payout: 1.12,
        state: { revealed: [0], mine: null, mines: [23, 17, 18] },
      }),
    },
    required: ['data', 'payout'],
    wrongType: 1.125,
  },
  {
    name: 'rounds.currentRound',
    call: ({ rounds }) => rounds.currentRound('hilo'),
    valid: { data: wireHiloRoundFactory.build() },
    required: ['data', 'id'],
    wrongType: true,
  },
  {
    name: 'rounds.listCases',
    call: ({ rounds }) => rounds.listCases(),
    valid: { data: [wireCaseFactory.build()] },
    required: ['data', 0, 'items'],
    wrongType: [{ id: 'common', value: 0.5, weight: 0.5 }],
  },
  {
    name: 'rounds.openCase',
    call: ({ rounds }) => rounds.openCase({ slug: 'silver', idempotencyKey: 'key-7' }),
    valid: { data: wireOpeningFactory.build() },
    required: ['data', 'item'],
    wrongType: { index: 0, id: 'common', value: '0.5' },
  },
];
