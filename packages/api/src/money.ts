import { ROUBLE_SCALE } from '@casino/tables';

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

/**
 * Amounts the site sets in roubles (deposit bounds, bonus caps) in another currency, and wins of any currency worth in
 * roubles (the top list): one fixed, round table (`@casino/tables`), not an exchange rate.
 */
const PER_ROUBLE: Readonly<Record<string, { readonly num: number; readonly den: number }>> = ROUBLE_SCALE;

const scaleOf = (currency: string) => PER_ROUBLE[currency] ?? { num: 1, den: 1 };

/** A rouble amount (minor units) in `currency`, floored to its minor unit. */
export function fromRoubles(roubleMinor: number, currency: string): number {
  const scale = scaleOf(currency);
  return Math.floor((roubleMinor * scale.num) / scale.den);
}

/** What an amount of `currency` is worth in roubles, for ranking amounts of different currencies. */
export function inRoubles(amount: number, currency: string): number {
  const scale = scaleOf(currency);
  return (amount * scale.den) / scale.num;
}
