import { Factory } from 'fishery';
import type { ActiveSeedPair, SettledBet } from '../../src/index.ts';
import { money } from './money.ts';

/** A settled, lost dice bet of 1 ₽ under 50.00 with an unrevealed pair; override what a test is about. */
export const settledBetFactory = Factory.define<SettledBet>(({ sequence }) => ({
  id: `bet-${sequence}`,
  params: { game: 'dice', targetHundredths: 5000, direction: 'under' },
  stake: money(1),
  payout: money(0),
  multiplierTenThousandths: 0,
  outcome: { game: 'dice', rollHundredths: 7500 },
  fairness: {
    serverSeedHashed: '9c27ff17dfb7f70938c6f9080ea76d2a51166ac3f6dff9832eef8bf4e44468d9',
    clientSeed: 'lucky-player-42',
    nonce: sequence,
    serverSeed: null,
  },
  balance: null,
  createdAt: Date.UTC(2026, 0, 1, 12) + sequence * 1_000,
}));

/** An active seed pair at its first bet, its client seed chosen by the player. */
export const seedPairFactory = Factory.define<ActiveSeedPair>(({ sequence }) => ({
  serverSeedHashed: sequence.toString(16).padStart(64, '0'),
  clientSeed: `client-seed-${sequence}`,
  nonce: 0,
  nextServerSeedHashed: (sequence + 0x1000).toString(16).padStart(64, '0'),
  clientSeedByPlayer: true,
}));
