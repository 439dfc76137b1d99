import type { Currency } from '../domain/currency.ts';

/** A sports bet's stake bounds and the most it may return, in minor units of the account's currency. */
export interface SportsLimits {
  readonly minStake: number;
  readonly maxStake: number;
  readonly maxReturn: number;
}

/** Per currency (issue 20, following the §9 currencies); EUR as USD. The API holds the same table. */
export const SPORTS_LIMITS: Readonly<Record<Currency, SportsLimits>> = {
  RUB: { minStake: 1_000, maxStake: 10_000_000, maxReturn: 500_000_000 },
  USD: { minStake: 10, maxStake: 100_000, maxReturn: 5_000_000 },
  EUR: { minStake: 10, maxStake: 100_000, maxReturn: 5_000_000 },
  KZT: { minStake: 5_000, maxStake: 50_000_000, maxReturn: 2_500_000_000 },
  INR: { minStake: 1_000, maxStake: 10_000_000, maxReturn: 500_000_000 },
};

/** The most legs an accumulator takes. */
export const MAX_LEGS = 20;
