import { STAKE_LIMITS } from '@casino/tables';

/**
 * The §9 bet limits of the instant games (the data of `@casino/tables`, which says where §9 is silent), in minor units
 * of each currency; the API enforces them whatever the client sends.
 */
export const LIMIT_GAMES = ['dice', 'coinflip', 'roulette', 'keno', 'wheelOfFortune'] as const;
export type LimitGame = (typeof LIMIT_GAMES)[number];

type Range = readonly [minMinor: number, maxMinor: number];
type LimitTable = Readonly<Record<LimitGame, Range>>;

const TABLES: Readonly<Record<string, LimitTable>> = STAKE_LIMITS;

export interface StakeLimits {
  readonly minMinor: number;
  readonly maxMinor: number;
}

/** The limits of a game in a currency, or null where it is not offered (a player with no currency yet included). */
export function stakeLimits(game: LimitGame, currency: string | null): StakeLimits | null {
  const range = currency === null ? undefined : TABLES[currency]?.[game];
  return range ? { minMinor: range[0], maxMinor: range[1] } : null;
}

export type StakeRefusal = 'below_min' | 'above_max' | 'not_offered';

export function stakeRefusal(
  game: LimitGame,
  currency: string | null,
  stakeMinor: number,
): StakeRefusal | null {
  const limits = stakeLimits(game, currency);
  if (!limits) return 'not_offered';
  if (stakeMinor < limits.minMinor) return 'below_min';
  if (stakeMinor > limits.maxMinor) return 'above_max';
  return null;
}
