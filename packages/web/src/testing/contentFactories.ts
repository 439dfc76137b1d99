import { Factory } from 'fishery';
import type { FaqEntry, GameCard, TopEntry, Tournament, VipLevel } from '@casino/core';
import { rub } from '@casino/core/test/factories';

/** Content the pages show, built with overrides like the core's factories. */
export const gameFactory = Factory.define<GameCard>(({ sequence }) => ({
  id: `game-${sequence}`,
  slug: `game-${sequence}`,
  title: `Game ${sequence}`,
  category: 'slots',
  provider: 'Studio',
  image: null,
  hasDemo: true,
  providerLogo: null,
}));

export const tournamentFactory = Factory.define<Tournament>(({ sequence }) => ({
  id: String(sequence),
  title: `Tournament ${sequence}`,
  status: 'active',
  prizePool: rub(100_000),
  startsAt: '2026-01-01T00:00:00Z',
  endsAt: '2026-02-01T00:00:00Z',
  repeatDays: 7,
  description: 'Play and climb the table.',
  rule: 'stake',
  minStakeRub: 0,
  games: [{ slug: 'dice', title: 'Dice', category: 'originals' }],
  prizes: [
    { place: 1, amount: rub(60_000) },
    { place: 2, amount: rub(40_000) },
  ],
  paidAt: null,
  leaders: [
    { place: 1, name: 'Al***', hidden: false, points: 900, prize: null },
    { place: 2, name: 'Be***', hidden: false, points: 800, prize: null },
  ],
  me: null,
}));

export const topEntryFactory = Factory.define<TopEntry>(({ sequence }) => ({
  place: sequence,
  name: `Winner ${sequence}`,
  hidden: false,
  game: 'Crash',
  win: rub(10_000),
}));

export const faqEntryFactory = Factory.define<FaqEntry>(({ sequence }) => ({
  id: String(sequence),
  question: `Question ${sequence}?`,
  answer: `Answer ${sequence}.`,
}));

export const vipLevelFactory = Factory.define<VipLevel>(({ sequence }) => ({
  level: sequence,
  name: `Level ${sequence}`,
  minDeposit: sequence * 1000,
  minDeposits: {},
  cashbackPercent: sequence,
}));
