import type { StakeRefusal } from './limits.ts';

/**
 * The §9 limits of the multi-step games, in minor units: miner as §9 gives it per currency (like crash, each currency
 * its own range); hilo groups with coinflip in RUB and, where §9 is silent, takes coinflip's limits elsewhere, as the
 * client's table does. EUR is USD.
 */
export type RoundGame = 'miner' | 'hilo';

type Range = readonly [minMinor: number, maxMinor: number];

const LIMITS: Readonly<Record<string, Readonly<Record<RoundGame, Range>>>> = {
  RUB: { miner: [100, 100_000], hilo: [100, 1_000_000] },
  USD: { miner: [1, 1_000], hilo: [1, 10_000] },
  EUR: { miner: [1, 1_000], hilo: [1, 10_000] },
  KZT: { miner: [500, 500_000], hilo: [500, 5_000_000] },
  INR: { miner: [100, 100_000], hilo: [100, 1_000_000] },
};

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
