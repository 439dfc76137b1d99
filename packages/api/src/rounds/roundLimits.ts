import { STAKE_LIMITS } from '@casino/tables';
import type { StakeRefusal } from '../games/limits.ts';

/**
 * The §9 limits of the multi-step games, in minor units (the data of `@casino/tables`): miner as §9 gives it per
 * currency (like crash, each currency its own range); hilo groups with coinflip in RUB and, where §9 is silent, takes
 * coinflip's limits elsewhere. EUR is USD.
 */
export type RoundGame = 'miner' | 'hilo';

type Range = readonly [minMinor: number, maxMinor: number];

const LIMITS: Readonly<Record<string, Readonly<Record<RoundGame, Range>>>> = STAKE_LIMITS;

export function roundStakeRefusal(
  game: RoundGame,
  currency: string,
  stakeMinor: number,
): StakeRefusal | null {
  const range = LIMITS[currency]?.[game];
  if (!range) return 'not_offered';
  if (stakeMinor < range[0]) return 'below_min';
  if (stakeMinor > range[1]) return 'above_max';
  return null;
}
