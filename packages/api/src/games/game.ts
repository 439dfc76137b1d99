import type { z } from 'zod';
import type { LimitGame } from './limits.ts';

/** Multipliers are integer ten-thousandths (1.98× → 19800): payouts are computed in integers only. */
export const MULTIPLIER_ONE = 10_000;

/**
 * What one bet settled to: the outcome as the wire shows it, the payout, and the outcome's multiple `M` (stake × M /
 * 10000 paid in whole minor units by the rounding draw of docs/fairness.md, so it is the floor or one more).
 */
export interface Settlement {
  readonly outcome: Record<string, unknown>;
  readonly payoutMinor: number;
  /** Ten-thousandths; 0 on a loss. */
  readonly multiplier: number;
}

/**
 * One instant game: its parameters as the wire sends them (parsed into the game's own form), the number of floats a
 * bet reads, and the rules from those floats to a payout. `P` is the parsed form; `wire` gives it back as sent.
 */
export interface GameRules<P> {
  readonly limits: LimitGame;
  readonly params: z.ZodType<P>;
  /** The floats the outcome reads; the bet reads one more, the rounding draw (docs/fairness.md, "Payout"). */
  readonly floats: number;
  /** The chip stakes of a game that splits its stake (roulette), else null. */
  chipStakes(params: P): readonly number[] | null;
  settle(params: P, integers: readonly number[], stakeMinor: number): Settlement;
  wire(params: P): Record<string, unknown>;
}

/** floor(stake × M / 10000): what a slot spin pays, the provider's own rule (docs/fairness.md, "Payout"). */
export const payoutOf = (stakeMinor: number, multiplier: number): number =>
  Math.floor((stakeMinor * multiplier) / MULTIPLIER_ONE);

const TEN_THOUSAND = BigInt(MULTIPLIER_ONE);
const TWO_POW_32 = 2n ** 32n;

/**
 * stake × M / 10000 in whole minor units, fairly (docs/fairness.md, "Payout"): the whole part, and one unit more when
 * the rounding draw `u` (the float after the outcome's) is below the fraction left over, u / 2³² < rest / 10000. So
 * the unit is paid with a chance equal to the fraction and the expected payout is stake × M / 10000 exactly.
 */
export function fairPayout(stakeMinor: number, multiplier: number, drawU32: number): number {
  const owed = BigInt(stakeMinor) * BigInt(multiplier);
  const whole = owed / TEN_THOUSAND;
  const rest = owed % TEN_THOUSAND;
  const extra = BigInt(drawU32) * TEN_THOUSAND < rest * TWO_POW_32 ? 1n : 0n;
  return Number(whole + extra);
}

/** The i-th float's integer; a game asks only for the floats it declared, so a missing one is a bug. */
export function integerAt(integers: readonly number[], index: number): number {
  const value = integers[index];
  if (value === undefined) throw new Error(`float ${index} was not derived`);
  return value;
}
