import { STAKE_LIMITS } from '@casino/tables';
import type { RefusalCode } from './refusal.ts';

/** §9 crash limits in minor units (`@casino/tables`); EUR is USD. */
const CRASH_LIMITS: Readonly<Record<string, readonly [number, number]>> = Object.fromEntries(
  Object.entries(STAKE_LIMITS).map(([currency, games]) => [currency, games.crash]),
);

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
