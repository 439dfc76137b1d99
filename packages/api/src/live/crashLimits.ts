import type { RefusalCode } from './refusal.ts';

/** §9 crash limits in minor units; EUR is USD. */
const CRASH_LIMITS: Readonly<Record<string, readonly [number, number]>> = {
  RUB: [100, 5_000_000],
  USD: [1, 50_000],
  EUR: [1, 50_000],
  KZT: [500, 25_000_000],
  INR: [100, 5_000_000],
};

/** Auto cash-out targets from 1.01× to 1 000 000×, in hundredths. */
export const AUTO_MIN = 101;
export const AUTO_MAX = 100_000_000;

export function crashStakeRefusal(currency: string | null, stakeMinor: number): RefusalCode | null {
  const range = currency === null ? undefined : CRASH_LIMITS[currency];
  if (!range) return 'not_offered';
  if (stakeMinor < range[0]) return 'below_min';
  if (stakeMinor > range[1]) return 'above_max';
  return null;
}
