import { moneyOf, type Currency, type Money } from '../../src/index.ts';

/** Money from a major-unit literal, for test data: rub(12.5) is 1250 kopecks; a third decimal throws. */
export function money(major: number, currency: Currency = 'RUB'): Money {
  return moneyOf(major, currency);
}

export const rub = (major: number): Money => money(major, 'RUB');
export const usd = (major: number): Money => money(major, 'USD');
export const kzt = (major: number): Money => money(major, 'KZT');
export const inr = (major: number): Money => money(major, 'INR');
export const eur = (major: number): Money => money(major, 'EUR');
