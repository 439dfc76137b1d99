import { moneyOf, type Currency, type Money } from '@casino/core';

/**
 * The cases on offer. The contract has no cases call yet, so the catalogue lives here: four cases whose price is set
 * per currency (EUR as USD, like the §9 limits), and prizes as multiples of the price with their chances.
 */
export const CASE_SLUGS = ['bronze', 'silver', 'gold', 'diamond'] as const;
export type CaseSlug = (typeof CASE_SLUGS)[number];

const PRICES: Readonly<Record<CaseSlug, Readonly<Record<Currency, number>>>> = {
  bronze: { RUB: 50, USD: 0.5, EUR: 0.5, KZT: 250, INR: 50 },
  silver: { RUB: 250, USD: 2.5, EUR: 2.5, KZT: 1_250, INR: 250 },
  gold: { RUB: 1_000, USD: 10, EUR: 10, KZT: 5_000, INR: 1_000 },
  diamond: { RUB: 5_000, USD: 50, EUR: 50, KZT: 25_000, INR: 5_000 },
};

/** Multiple of the price and its chance in percent; the chances add up to 100. */
export const CASE_PRIZE_TABLE: readonly { readonly multiplier: number; readonly chancePercent: number }[] = [
  { multiplier: 0.2, chancePercent: 35 },
  { multiplier: 0.5, chancePercent: 30 },
  { multiplier: 1, chancePercent: 20 },
  { multiplier: 2, chancePercent: 10 },
  { multiplier: 5, chancePercent: 4 },
  { multiplier: 10, chancePercent: 1 },
];

export interface CasePrize {
  readonly amount: Money;
  readonly chancePercent: number;
}

export interface CaseOffer {
  readonly slug: CaseSlug;
  readonly price: Money;
  readonly prizes: readonly CasePrize[];
}

export function isCaseSlug(value: unknown): value is CaseSlug {
  return typeof value === 'string' && (CASE_SLUGS as readonly string[]).includes(value);
}

export function caseOffer(slug: CaseSlug, currency: Currency): CaseOffer {
  const price = moneyOf(PRICES[slug][currency], currency);
  return {
    slug,
    price,
    prizes: CASE_PRIZE_TABLE.map(({ multiplier, chancePercent }) => ({
      amount: { minor: Math.round(price.minor * multiplier), currency },
      chancePercent,
    })),
  };
}
