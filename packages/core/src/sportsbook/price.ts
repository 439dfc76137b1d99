import { MAX_TOTAL_ODDS as PUBLISHED_MAX_TOTAL_ODDS } from '@casino/tables';
import type { Odds } from './odds.ts';

/** The highest total odds an accumulator may reach: 10 000.00. */
export const MAX_TOTAL_ODDS: Odds = PUBLISHED_MAX_TOTAL_ODDS;

const HUNDRED = 100n;

/** The product of the legs' odds, in hundredths, floored: Π odds / 100^(n − 1). A void leg counts as 1.00. */
export function totalOdds(legs: readonly Odds[]): Odds {
  if (legs.length === 0) return 100;
  let product = 1n;
  for (const odds of legs) product *= BigInt(odds);
  return Number(product / HUNDRED ** BigInt(legs.length - 1));
}

/** What a bet returns if every leg wins: floor(stake × Π odds / 100^n), exactly, in minor units. */
export function potentialReturn(stakeMinor: number, legs: readonly Odds[]): number {
  let product = BigInt(stakeMinor);
  for (const odds of legs) product *= BigInt(odds);
  return Number(product / HUNDRED ** BigInt(legs.length));
}
