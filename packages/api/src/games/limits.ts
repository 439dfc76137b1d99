/**
 * The §9 bet limits, the API's own copy (the client keeps another; the API enforces them whatever the client sends),
 * in minor units of each currency. Where §9 is silent the table follows the choices the game pages show:
 * - keno and dice outside RUB take coinflip's limits of that currency (RUB groups them together);
 * - roulette outside RUB gives only a max; its min is the currency's smallest min (0.01 $, 5 ₸, 1 ₹);
 * - wheelOfFortune is one fixed stake in every currency: 1 ₽ and 5 ₸ (§9), 0.10 $, 0.10 € and 1 ₹ chosen: the smallest
 *   stake of the cent currencies at which every multiplier of every layout (all in tenths) pays whole cents, so the
 *   published 98 % is paid (issue 33; at 0.01 rounding down made it 70–98 %);
 * - EUR is USD (§9 "same as USD").
 */
export const LIMIT_GAMES = ['dice', 'coinflip', 'roulette', 'keno', 'wheelOfFortune'] as const;
export type LimitGame = (typeof LIMIT_GAMES)[number];

type Range = readonly [minMinor: number, maxMinor: number];
type LimitTable = Readonly<Record<LimitGame, Range>>;

const RUB: LimitTable = {
  coinflip: [100, 1_000_000],
  keno: [100, 1_000_000],
  roulette: [100, 1_000_000],
  dice: [100, 1_000_000],
  wheelOfFortune: [100, 100],
};

const USD: LimitTable = {
  coinflip: [1, 10_000],
  keno: [1, 10_000],
  dice: [1, 10_000],
  roulette: [1, 10],
  wheelOfFortune: [10, 10],
};

const KZT: LimitTable = {
  coinflip: [500, 5_000_000],
  keno: [500, 5_000_000],
  dice: [500, 5_000_000],
  roulette: [500, 500],
  wheelOfFortune: [500, 500],
};

const INR: LimitTable = {
  coinflip: [100, 1_000_000],
  keno: [100, 1_000_000],
  dice: [100, 1_000_000],
  roulette: [100, 100],
  wheelOfFortune: [100, 100],
};

const TABLES: Readonly<Record<string, LimitTable>> = { RUB, USD, KZT, INR, EUR: USD };

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
