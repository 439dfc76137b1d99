import { scaledIndex } from './floats.ts';

/** The draw is a whole number of ten-thousandths of a minor unit, as the fraction it is compared with. */
export const ROUNDING_SCALE = 10_000;

/**
 * How a payout of stake × M / 10000 minor units became whole (docs/fairness.md, "Payout"): the whole part, the
 * fraction of a minor unit left over (in ten-thousandths), the draw `floor(f × 10000)` of the bet's rounding float,
 * and what was paid: one unit more exactly when the draw is below the fraction.
 */
export interface PayoutRounding {
  /** floor(stake × M / 10000), in minor units. */
  readonly whole: number;
  /** (stake × M) mod 10000: what is left of a minor unit, in ten-thousandths of it (0 when the payout is exact). */
  readonly fraction: number;
  /** The index of the float the draw reads: the first after the outcome's. */
  readonly drawIndex: number;
  /** floor(f × 10000) of that float, 0..9999. */
  readonly draw: number;
  /** whole + 1 when draw < fraction, else whole. */
  readonly paid: number;
}

/**
 * Pays stake × M / 10000 in whole minor units so that its expectation is exact: the draw takes one of 10 000 values,
 * `fraction` of which add the unit. Computed on big integers (a hilo multiplier times a stake passes 2⁵³).
 */
export function roundPayout(
  stakeMinor: number,
  multiplierTenThousandths: number,
  drawIndex: number,
  drawU32: number,
): PayoutRounding {
  const product = BigInt(stakeMinor) * BigInt(multiplierTenThousandths);
  const scale = BigInt(ROUNDING_SCALE);
  const whole = Number(product / scale);
  const fraction = Number(product - (product / scale) * scale);
  const draw = scaledIndex(drawU32, ROUNDING_SCALE);
  return { whole, fraction, drawIndex, draw, paid: draw < fraction ? whole + 1 : whole };
}

/**
 * Whether stake × M / 10000 leaves a fraction of a minor unit, so that the rounding draw may pay one unit more than the
 * whole part a page shows (issue 33: the page says so).
 */
export function owesFraction(stakeMinor: number, multiplierTenThousandths: number): boolean {
  return (BigInt(stakeMinor) * BigInt(multiplierTenThousandths)) % BigInt(ROUNDING_SCALE) !== 0n;
}
