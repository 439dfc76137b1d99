import { z } from 'zod';
import { toMajor, toMinor } from '../money.ts';
import { integerAt, MULTIPLIER_ONE, type GameRules } from './game.ts';
import { scaled } from '../fairness/fairness.ts';
import {
  isLegalChip,
  MAX_CHIP_POCKETS,
  POCKETS,
  ROULETTE_KINDS,
  type RouletteKind,
} from './rouletteLayout.ts';

export const MAX_CHIPS = 50;

export interface RouletteChip {
  readonly kind: RouletteKind;
  readonly numbers: readonly number[];
  readonly amountMinor: number;
}

export interface RouletteParams {
  readonly chips: readonly RouletteChip[];
}

const chip = z
  .object({
    kind: z.enum(ROULETTE_KINDS),
    numbers: z
      .array(
        z
          .number()
          .int()
          .min(0)
          .max(POCKETS - 1),
      )
      .min(1)
      .max(MAX_CHIP_POCKETS),
    amount: z.number().positive().finite(),
  })
  .transform((raw, context) => {
    if (!isLegalChip(raw.kind, raw.numbers)) {
      context.addIssue({ code: 'custom', path: ['numbers'], message: 'invalid' });
      return z.NEVER;
    }
    const amountMinor = toMinor(raw.amount);
    if (amountMinor === undefined || amountMinor < 1 || !Number.isSafeInteger(amountMinor)) {
      context.addIssue({ code: 'custom', path: ['amount'], message: 'invalid' });
      return z.NEVER;
    }
    return { kind: raw.kind, numbers: raw.numbers, amountMinor };
  });

/** European roulette: `pocket = floor(f0 × 37)`; a chip covering n pockets returns `chip × 36 / n` when it wins. */
export const roulette: GameRules<RouletteParams> = {
  limits: 'roulette',
  params: z.object({ chips: z.array(chip).min(1).max(MAX_CHIPS) }),
  floats: 1,
  chipStakes: (params) => params.chips.map((c) => c.amountMinor),
  settle(params, integers, stakeMinor) {
    const pocket = scaled(integerAt(integers, 0), POCKETS);
    const payoutMinor = params.chips
      .filter((c) => c.numbers.includes(pocket))
      .reduce((sum, c) => sum + (c.amountMinor * 36) / c.numbers.length, 0);
    const multiplier = Math.floor((payoutMinor * MULTIPLIER_ONE) / stakeMinor);
    return { outcome: { pocket }, payoutMinor, multiplier };
  },
  wire: (params) => ({
    chips: params.chips.map((c) => ({ kind: c.kind, numbers: c.numbers, amount: toMajor(c.amountMinor) })),
  }),
};
