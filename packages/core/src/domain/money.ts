import type { Currency } from './currency.ts';

/** An amount as an integer count of the currency's minor unit (kopecks, cents, tiyn...). */
export interface Money {
  readonly minor: number;
  readonly currency: Currency;
}
