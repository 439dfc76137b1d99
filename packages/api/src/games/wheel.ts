import { z } from 'zod';
import { fairPayout, integerAt, type GameRules } from './game.ts';
import { scaled } from '../fairness/fairness.ts';
import {
  WHEEL_LAYOUTS,
  WHEEL_RISKS,
  WHEEL_SEGMENTS,
  type WheelRisk,
  type WheelSegments,
} from './wheelLayouts.ts';

export interface WheelParams {
  readonly risk: WheelRisk;
  readonly segments: WheelSegments;
}

const segmentsField = z
  .number()
  .refine((value): value is WheelSegments => (WHEEL_SEGMENTS as readonly number[]).includes(value));

/** Wheel of fortune: `segment = floor(f0 × segments)` on the published layout of the risk and size. */
export const wheel: GameRules<WheelParams> = {
  limits: 'wheelOfFortune',
  params: z.object({ risk: z.enum(WHEEL_RISKS), segments: segmentsField }),
  floats: 1,
  chipStakes: () => null,
  settle(params, integers, stakeMinor) {
    const segment = scaled(integerAt(integers, 0), params.segments);
    const multiplier = WHEEL_LAYOUTS[params.risk][params.segments][segment] ?? 0;
    return {
      outcome: { segment },
      payoutMinor: fairPayout(stakeMinor, multiplier, integerAt(integers, 1)),
      multiplier,
    };
  },
  wire: (params) => ({ risk: params.risk, segments: params.segments }),
};
