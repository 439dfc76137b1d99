import { z } from 'zod';
import { fairPayout, integerAt, type GameRules } from './game.ts';
import { scaled } from '../fairness/fairness.ts';

const SIDES = ['heads', 'tails'] as const;
/** 1.98×: the 1 % house edge on an even chance. */
const WIN_MULTIPLIER = 19_800;

export interface CoinflipParams {
  readonly side: (typeof SIDES)[number];
}

/** Coinflip: `floor(f0 × 2)`, 0 heads and 1 tails. */
export const coinflip: GameRules<CoinflipParams> = {
  limits: 'coinflip',
  params: z.object({ side: z.enum(SIDES) }),
  floats: 1,
  chipStakes: () => null,
  settle(params, integers, stakeMinor) {
    const side = SIDES[scaled(integerAt(integers, 0), 2)] ?? 'heads';
    const multiplier = side === params.side ? WIN_MULTIPLIER : 0;
    return {
      outcome: { side },
      payoutMinor: fairPayout(stakeMinor, multiplier, integerAt(integers, 1)),
      multiplier,
    };
  },
  wire: (params) => ({ side: params.side }),
};
