import type { z } from 'zod';
import type { LimitGame } from './limits.ts';

/** Multipliers are integer ten-thousandths (1.98× → 19800): payouts are computed in integers only. */
export const MULTIPLIER_ONE = 10_000;

/**
 * What one bet settled to: the outcome as the wire shows it, the payout, and the outcome's multiple `M` (the payout is
 * floor(stake × M / 10000), so when it rounds down it is a little less than stake × M: docs/contract.md, "Bet").
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
  readonly floats: number;
  /** The chip stakes of a game that splits its stake (roulette), else null. */
  chipStakes(params: P): readonly number[] | null;
  settle(params: P, integers: readonly number[], stakeMinor: number): Settlement;
  wire(params: P): Record<string, unknown>;
}

export const payoutOf = (stakeMinor: number, multiplier: number): number =>
  Math.floor((stakeMinor * multiplier) / MULTIPLIER_ONE);

/** The i-th float's integer; a game asks only for the floats it declared, so a missing one is a bug. */
export function integerAt(integers: readonly number[], index: number): number {
  const value = integers[index];
  if (value === undefined) throw new Error(`float ${index} was not derived`);
  return value;
}
