/**
 * A sports bet's limits (docs/contract.md, "Sportsbook"): per currency the smallest and largest stake and the largest
 * return, in minor units, following the §9 currencies (EUR as USD); the legs of an accumulator and its total odds.
 */
export const SPORTS_LIMITS = {
  RUB: { minStake: 1_000, maxStake: 10_000_000, maxReturn: 500_000_000 },
  USD: { minStake: 10, maxStake: 100_000, maxReturn: 5_000_000 },
  EUR: { minStake: 10, maxStake: 100_000, maxReturn: 5_000_000 },
  KZT: { minStake: 5_000, maxStake: 50_000_000, maxReturn: 2_500_000_000 },
  INR: { minStake: 1_000, maxStake: 10_000_000, maxReturn: 500_000_000 },
} as const;

export const MAX_LEGS = 20;
/** 10 000.00 in hundredths. */
export const MAX_TOTAL_ODDS = 1_000_000;
