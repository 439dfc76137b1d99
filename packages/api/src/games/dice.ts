import { z } from 'zod';
import { fairPayout, integerAt, type GameRules } from './game.ts';
import { scaled } from '../fairness/fairness.ts';

/** Win chance in hundredths of a percent: 0.01 % to 98 %. */
const MIN_CHANCE = 1;
const MAX_CHANCE = 9800;
/** 99 / chance with chance in hundredths of a percent, as ten-thousandths: the 1 % house edge. */
const EDGE_NUMERATOR = 99_000_000;

export interface DiceParams {
  readonly targetHundredths: number;
  readonly direction: 'over' | 'under';
}

const chanceOf = (params: DiceParams) =>
  params.direction === 'under' ? params.targetHundredths : 10_000 - params.targetHundredths;

const diceParams = z
  .object({ target: z.number().finite(), direction: z.enum(['over', 'under']) })
  .transform((raw, context) => {
    const targetHundredths = Math.round(raw.target * 100);
    const params = { targetHundredths, direction: raw.direction };
    const chance = chanceOf(params);
    if (Math.abs(raw.target * 100 - targetHundredths) > 1e-6 || chance < MIN_CHANCE || chance > MAX_CHANCE) {
      context.addIssue({ code: 'custom', path: ['target'], message: 'invalid' });
      return z.NEVER;
    }
    return params;
  });

/** Dice: a roll of 0.00 to 100.00 against the player's target, over or under (docs/fairness.md). */
export const dice: GameRules<DiceParams> = {
  limits: 'dice',
  params: diceParams,
  floats: 1,
  chipStakes: () => null,
  settle(params, integers, stakeMinor) {
    const roll = scaled(integerAt(integers, 0), 10_001);
    const won =
      params.direction === 'under' ? roll < params.targetHundredths : roll > params.targetHundredths;
    const multiplier = won ? Math.floor(EDGE_NUMERATOR / chanceOf(params)) : 0;
    return {
      outcome: { roll: roll / 100 },
      payoutMinor: fairPayout(stakeMinor, multiplier, integerAt(integers, 1)),
      multiplier,
    };
  },
  wire: (params) => ({ target: params.targetHundredths / 100, direction: params.direction }),
};
