import { MINOR_DIGITS, type Currency, type Money } from '@casino/core';

/**
 * The Money a wire amount must become: the API writes decimal major units and stores integer minor units, so the
 * client's value is the major amount scaled by the currency's minor digits, exactly.
 */
export function expectedMoney(major: unknown, currency: Currency): Money {
  if (typeof major !== 'number') throw new Error(`not a wire amount: ${JSON.stringify(major)}`);
  return { minor: Math.round(major * 10 ** MINOR_DIGITS[currency]), currency };
}
