import type { Odds } from './odds.ts';
import { potentialReturn } from './price.ts';

export type LegResult = 'won' | 'lost' | 'void';
export type SportsBetResult = 'won' | 'lost' | 'void';

export interface SettledLeg {
  readonly odds: Odds;
  readonly result: LegResult;
}

/**
 * Settles a single or an accumulator (issue 20): a lost leg loses the bet; otherwise it returns
 * floor(stake × Π odds / 100^n) with every void leg at 1.00; when every leg is void the stake comes back.
 */
export function settleSportsBet(
  stakeMinor: number,
  legs: readonly SettledLeg[],
): { readonly result: SportsBetResult; readonly returnMinor: number } {
  if (legs.some((leg) => leg.result === 'lost')) return { result: 'lost', returnMinor: 0 };
  if (legs.every((leg) => leg.result === 'void')) return { result: 'void', returnMinor: stakeMinor };
  const odds = legs.map((leg) => (leg.result === 'void' ? 100 : leg.odds));
  return { result: 'won', returnMinor: potentialReturn(stakeMinor, odds) };
}
