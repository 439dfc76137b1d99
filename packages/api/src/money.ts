/** Every supported currency (RUB, USD, KZT, INR, EUR) has two decimals: the minor unit is a hundredth. */
const MINOR_PER_MAJOR = 100;

/** Major units on the wire to integer minor units in the store; undefined when the amount has more than two decimals. */
export function toMinor(major: number): number | undefined {
  const scaled = major * MINOR_PER_MAJOR;
  const rounded = Math.round(scaled);
  return Math.abs(scaled - rounded) < 1e-6 ? rounded : undefined;
}

/** Integer minor units to a decimal number of major units for the wire (`150050` → `1500.5`). */
export function toMajor(minor: number): number {
  return minor / MINOR_PER_MAJOR;
}

/** A share of an amount in basis points, rounded half up to the minor unit. */
export function share(minor: number, basisPoints: number): number {
  return Math.round((minor * basisPoints) / 10_000);
}
