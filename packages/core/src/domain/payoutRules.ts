import type { Currency } from './currency.ts';
import { moneyOf, type Money } from './money.ts';

/**
 * The published payout rules (docs/contract.md, "Payout rules"; the local API holds its own copy in
 * packages/api/src/withdrawals/payoutRules.ts, and tools/docs/payoutRules.test.ts keeps the two the same): a withdrawal
 * is paid automatically this many minutes after the request when the identity is verified, the amount is at most the
 * currency's automatic limit and the card or address was never used by another player; otherwise an operator
 * reviews it.
 */
export const PAYOUT_COOLING_MINUTES = 30;

const AUTO_PAYOUT_MAX: Readonly<Record<Currency, number>> = {
  RUB: 50_000,
  USD: 500,
  EUR: 500,
  KZT: 250_000,
  INR: 50_000,
};

/** The largest withdrawal paid without an operator, in the currency. */
export function autoPayoutMax(currency: Currency): Money {
  return moneyOf(AUTO_PAYOUT_MAX[currency], currency);
}
