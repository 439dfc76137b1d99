import type { Currency, Money } from '../../src/index.ts';

/** Money from a major-unit literal, for test data only: 12.5 RUB is 1250 kopecks. */
export function money(major: number, currency: Currency = 'RUB'): Money {
  const minor = Math.round(major * 100);
  if (!Number.isSafeInteger(minor)) throw new RangeError(`test money out of range: ${major}`);
  return { minor, currency };
}

export const rub = (major: number): Money => money(major, 'RUB');
export const usd = (major: number): Money => money(major, 'USD');
export const kzt = (major: number): Money => money(major, 'KZT');
export const inr = (major: number): Money => money(major, 'INR');
export const eur = (major: number): Money => money(major, 'EUR');
