import { Factory } from 'fishery';
import type { SettledBet } from '@casino/core';
import { usd } from '@casino/core/test/factories';

/** A settled dice bet of the rich demo player (USD): a lost 1 $ roll unless a test says otherwise. */
export const settledBetFactory = Factory.define<SettledBet>(({ sequence }) => ({
  id: `bet-${sequence}`,
  params: { game: 'dice', targetHundredths: 5050, direction: 'over' },
  stake: usd(1),
  payout: usd(0),
  multiplierTenThousandths: 0,
  outcome: { game: 'dice', rollHundredths: 1234 },
  fairness: { serverSeedHashed: 'a'.repeat(64), clientSeed: 'client', nonce: sequence, serverSeed: null },
  balance: usd(249),
  createdAt: 1_700_000_000_000 + sequence * 1000,
}));

/** A won dice roll: 1 $ at 1.98× pays 1.98 $. */
export const wonDiceBet = (overrides: Partial<SettledBet> = {}): SettledBet =>
  settledBetFactory.build({
    payout: usd(1.98),
    multiplierTenThousandths: 19_800,
    outcome: { game: 'dice', rollHundredths: 9000 },
    ...overrides,
  });
