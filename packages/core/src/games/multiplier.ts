import { moneyFromMinor, type Money } from '../domain/money.ts';

/** Multipliers are integer ten-thousandths: 1.98× is 19800 (docs/fairness.md). */
export const MULTIPLIER_SCALE = 10_000;

/** floor(stake × M / 10000) in minor units, computed on big integers so no stake loses a minor unit to rounding. */
export function payoutFor(stake: Money, multiplierTenThousandths: number): Money {
  const minor = (BigInt(stake.minor) * BigInt(multiplierTenThousandths)) / BigInt(MULTIPLIER_SCALE);
  return moneyFromMinor(Number(minor), stake.currency);
}

/** The paid multiple of a whole bet (roulette's chips together): floor(payout × 10000 / stake), 0 for no stake. */
export function paidMultiplier(stake: Money, payout: Money): number {
  if (stake.minor === 0) return 0;
  return Number((BigInt(payout.minor) * BigInt(MULTIPLIER_SCALE)) / BigInt(stake.minor));
}

/** A multiplier written in decimals (1.98) as integer ten-thousandths (19800); for tables authored in decimals. */
export function tenThousandthsOf(multiplier: number): number {
  return Math.round(multiplier * MULTIPLIER_SCALE);
}

/** The multiplier as a number for display (19800 → 1.98). */
export function multiplierValue(multiplierTenThousandths: number): number {
  return multiplierTenThousandths / MULTIPLIER_SCALE;
}
