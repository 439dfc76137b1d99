import { z } from 'zod';
import { fairPayout, integerAt, type GameRules } from './game.ts';
import { scaled } from '../fairness/fairness.ts';
import { KENO_PAYTABLES, KENO_RISKS, type KenoRisk } from './kenoPaytables.ts';

export const KENO_SQUARES = 40;
export const KENO_DRAWN = 10;
export const KENO_MAX_PICKS = 10;

export interface KenoParams {
  readonly picks: readonly number[];
  readonly risk: KenoRisk;
}

/** The draw: from the squares not drawn yet, kept ascending, float i picks index `floor(f_i × (40 − i))`. */
export function kenoDraw(integers: readonly number[]): number[] {
  const pool = Array.from({ length: KENO_SQUARES }, (_, index) => index + 1);
  const drawn: number[] = [];
  for (let i = 0; i < KENO_DRAWN; i += 1) {
    drawn.push(...pool.splice(scaled(integerAt(integers, i), KENO_SQUARES - i), 1));
  }
  return drawn;
}

const kenoParams = z.object({
  picks: z
    .array(z.number().int().min(1).max(KENO_SQUARES))
    .min(1)
    .max(KENO_MAX_PICKS)
    .refine((picks) => new Set(picks).size === picks.length),
  risk: z.enum(KENO_RISKS),
});

/** Keno: ten of forty squares drawn; the paytable of the risk and the number of picks pays by hits. */
export const keno: GameRules<KenoParams> = {
  limits: 'keno',
  params: kenoParams,
  floats: KENO_DRAWN,
  chipStakes: () => null,
  settle(params, integers, stakeMinor) {
    const drawn = kenoDraw(integers);
    const hits = params.picks.filter((pick) => drawn.includes(pick)).length;
    const multiplier = KENO_PAYTABLES[params.risk][params.picks.length - 1]?.[hits] ?? 0;
    return {
      outcome: { drawn },
      payoutMinor: fairPayout(stakeMinor, multiplier, integerAt(integers, KENO_DRAWN)),
      multiplier,
    };
  },
  wire: (params) => ({ picks: params.picks, risk: params.risk }),
};
