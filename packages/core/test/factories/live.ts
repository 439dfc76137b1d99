import { Factory } from 'fishery';
import {
  CRASH_GROWTH_PER_MS,
  type CrashBet,
  type CrashRound,
  type CrashTable,
  type FeedPlay,
  type RoomRound,
  type RoomTable,
} from '../../src/index.ts';

const START = Date.UTC(2026, 0, 1, 12);

/** A crash round in its betting phase. */
export const crashRoundFactory = Factory.define<CrashRound>(({ sequence }) => ({
  id: sequence,
  phase: 'betting',
  bettingEndsAt: START + 5_000,
  startedAt: null,
  crashHundredths: null,
  hash: null,
}));

/** An open 1 $ crash bet of another player in round 1, without auto cash-out. */
export const crashBetFactory = Factory.define<CrashBet>(({ sequence }) => ({
  betId: sequence,
  roundId: 1,
  player: 'pl***',
  stakeMinor: 100,
  currency: 'USD',
  autoCashOut: null,
  status: 'open',
  cashedOutAt: null,
  payoutMinor: 0,
  mine: false,
  key: null,
}));

export const crashTableFactory = Factory.define<CrashTable>(() => ({
  round: crashRoundFactory.build({ id: 1 }),
  bets: [],
  history: [],
  salt: '2e90ed2a73be5edb9f3992a0c4815693fde721d394b4e60c604caed4824442a6',
  saltSeeds: [],
  seeding: null,
  terminatingHash: '5de4b491634cd607a11e9c8a0183402c2e347aca93c531b1500102a11d3b16e3',
  growthPerMs: CRASH_GROWTH_PER_MS,
}));

/** An open red room round with no seats yet. */
export const roomRoundFactory = Factory.define<RoomRound>(({ sequence }) => ({
  id: sequence,
  room: 'red',
  status: 'open',
  serverSeedHashed: '6d724b8c59bfc3e7465850acf55d2877601f6e05ab61236260f4399f5bcf34c7',
  serverSeed: null,
  entries: [],
  potMinor: 0,
  endsAt: null,
  winningSeat: null,
  winner: null,
  payoutMinor: 0,
}));

export const roomTableFactory = Factory.define<RoomTable>(() => ({
  round: roomRoundFactory.build({ id: 1 }),
  history: [],
}));

/** A settled dice bet of another player in the feed: 1 ₽ lost. */
export const feedPlayFactory = Factory.define<FeedPlay>(({ sequence }) => ({
  id: sequence,
  game: 'dice',
  title: 'Dice',
  player: 'ri***',
  hidden: false,
  stakeMinor: 100,
  payoutMinor: 0,
  currency: 'RUB',
  multiplier: 0,
  big: false,
  at: START + sequence * 1_000,
}));
