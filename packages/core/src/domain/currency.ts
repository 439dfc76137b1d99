import type { Locale } from './locale.ts';

/** Supported currencies (§1, §9); default RUB. */
export const CURRENCIES = ['RUB', 'USD', 'KZT', 'INR', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'RUB';

export const CURRENCY_SYMBOLS: Readonly<Record<Currency, string>> = {
  RUB: '₽',
  USD: '$',
  KZT: '₸',
  INR: '₹',
  EUR: '€',
};

/** Digits after the decimal point; amounts live in the core as integers of the minor unit. */
export const MINOR_DIGITS: Readonly<Record<Currency, number>> = { RUB: 2, USD: 2, KZT: 2, INR: 2, EUR: 2 };

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/**
 * The currency of a locale's market: what a new account starts with, and what a visitor's prices and stake limits are
 * shown in until they log in (issue 38: an English page never quotes roubles to a visitor).
 */
export function marketCurrency(locale: Locale): Currency {
  if (locale === 'kz') return 'KZT';
  if (locale === 'en' || locale === 'br') return 'USD';
  return DEFAULT_CURRENCY;
}
