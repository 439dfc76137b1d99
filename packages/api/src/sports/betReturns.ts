/**
 * A sports bet's odds and return (issue 20, docs/contract.md "Sportsbook"), exact on big integers: odds are
 * hundredths (1.85 is 185), a return is integer minor units, floored once at the end. Placing a bet checks them
 * against the limits, its view shows the potential return, and settlement pays it (a void leg at odds 1, 100).
 */

/** Π odds / 100^(n−1), floored, on big integers. */
export function totalOddsOf(odds: readonly number[]): number {
  let product = 1n;
  for (const one of odds) product *= BigInt(one);
  return Number(product / 100n ** BigInt(Math.max(0, odds.length - 1)));
}

/** floor(stake × Π odds / 100^n), exactly. */
export function returnOf(stakeMinor: number, odds: readonly number[]): number {
  let product = BigInt(stakeMinor);
  for (const one of odds) product *= BigInt(one);
  return Number(product / 100n ** BigInt(odds.length));
}
