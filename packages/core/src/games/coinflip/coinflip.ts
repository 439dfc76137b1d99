import type { CoinSide } from '../bet.ts';
import { scaledIndex } from '../fairness/floats.ts';

/** A won coinflip pays 1.98× (docs/fairness.md). */
export const COINFLIP_MULTIPLIER = 19_800;
export const COIN_SIDES: readonly CoinSide[] = ['heads', 'tails'];

/** floor(f × 2): 0 is heads, 1 is tails. */
export function coinSide(u32: number): CoinSide {
  return scaledIndex(u32, 2) === 0 ? 'heads' : 'tails';
}

export function coinflipMultiplierFor(landed: CoinSide, chosen: CoinSide): number {
  return landed === chosen ? COINFLIP_MULTIPLIER : 0;
}

export function isCoinSide(value: unknown): value is CoinSide {
  return value === 'heads' || value === 'tails';
}
