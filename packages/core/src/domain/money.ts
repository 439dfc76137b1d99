import { ROUBLE_SCALE as PUBLISHED_SCALE } from '@casino/tables';
import { CURRENCY_SYMBOLS, MINOR_DIGITS, type Currency } from './currency.ts';
import { numberFormat } from './intlFormats.ts';
import { err, ok, type Result } from './result.ts';
import { BoundedMap } from './boundedMap.ts';

/** An amount as an integer count of the currency's minor unit (kopecks, cents, tiyn...). */
export interface Money {
  readonly minor: number;
  readonly currency: Currency;
}

/** Why a number is not an amount: not finite, finer than the minor unit, or too large to count exactly. */
export type MoneyError = 'not_finite' | 'too_many_decimals' | 'out_of_range';

/**
 * A double carries 15 significant decimal digits faithfully; re-reading the number at that precision drops binary
 * noise (0.1 + 0.2 → 0.3, 1.1 * 3 → 3.3) while a real third decimal (1.005) survives and is refused.
 */
const FAITHFUL_DIGITS = 15;

function decimalsOf(value: number): number {
  const [mantissa = '', exponent = '0'] = String(Math.abs(value)).split('e');
  const fraction = mantissa.split('.')[1] ?? '';
  return Math.max(0, fraction.length - Number(exponent));
}

/** Money from a major-unit number as the wire carries it (§ contract: at most two decimals). */
export function moneyFromMajor(amount: number, currency: Currency): Result<Money, MoneyError> {
  if (!Number.isFinite(amount)) return err('not_finite');
  const digits = MINOR_DIGITS[currency];
  const faithful = Number(amount.toPrecision(FAITHFUL_DIGITS));
  if (decimalsOf(faithful) > digits) return err('too_many_decimals');
  const minor = Math.round(faithful * 10 ** digits);
  if (!Number.isSafeInteger(minor)) return err('out_of_range');
  return ok({ minor: minor === 0 ? 0 : minor, currency });
}

/** Money from a count of minor units; the count must be a safe integer (a fractional kopeck is a bug). */
export function moneyFromMinor(minor: number, currency: Currency): Money {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`not a whole number of minor units: ${minor}`);
  return { minor: minor === 0 ? 0 : minor, currency };
}

/** Money from a major-unit constant the code itself writes (limits, defaults); throws where moneyFromMajor refuses. */
export function moneyOf(amount: number, currency: Currency): Money {
  const result = moneyFromMajor(amount, currency);
  if (!result.ok) throw new RangeError(`${amount} ${currency} is not an amount: ${result.error}`);
  return result.value;
}

/**
 * Thresholds the site sets in roubles (the §5 deposit defaults, the VIP levels) shown in another currency: a fixed,
 * round table (`@casino/tables`), not an exchange rate. Floored to the minor unit.
 */
const ROUBLE_SCALE: Readonly<Record<Currency, { readonly num: number; readonly den: number }>> =
  PUBLISHED_SCALE;

export function fromRoubles(roubleMinor: number, currency: Currency): Money {
  const scale = ROUBLE_SCALE[currency];
  return { minor: Math.floor((roubleMinor * scale.num) / scale.den), currency };
}

/** The amount in major units, for the wire and for display; exact to the minor unit. */
export function moneyToMajor(money: Money): number {
  return money.minor / 10 ** MINOR_DIGITS[money.currency];
}

export function zeroMoney(currency: Currency): Money {
  return { minor: 0, currency };
}

function assertSameCurrency(a: Money, b: Money): void {
  if (a.currency !== b.currency) throw new TypeError(`cannot combine ${a.currency} with ${b.currency}`);
}

/** Sum of two amounts of one currency; mixing currencies is a bug and throws. */
export function addMoney(a: Money, b: Money): Money {
  assertSameCurrency(a, b);
  return moneyFromMinor(a.minor + b.minor, a.currency);
}

export function subtractMoney(a: Money, b: Money): Money {
  assertSameCurrency(a, b);
  return moneyFromMinor(a.minor - b.minor, a.currency);
}

/** -1, 0 or 1 as a is less than, equal to or greater than b (usable as a sort comparator). */
export function compareMoney(a: Money, b: Money): -1 | 0 | 1 {
  assertSameCurrency(a, b);
  return a.minor < b.minor ? -1 : a.minor > b.minor ? 1 : 0;
}

export function isZeroMoney(money: Money): boolean {
  return money.minor === 0;
}

export function moneyEquals(a: Money, b: Money): boolean {
  return a.currency === b.currency && a.minor === b.minor;
}

/** Built once each (locales × currencies × 2); a malformed locale tag falls back to English, never breaking a balance. */
function currencyFormat(localeIso: string, currency: Currency, fractionDigits: number): Intl.NumberFormat {
  return numberFormat(localeIso, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
}

/**
 * The amounts already written, by locale, currency and minor units: a page writes the same stakes, prizes and limits
 * again on every render (a server renders them for every request, issue 35, item 4), and `formatToParts` was most of
 * a money text's cost. A pure function's answers, so nothing of one player is in another's; emptied when full.
 */
const formattedMoney = new BoundedMap<string, string>(4096, 'startAgain');

/**
 * The amount for the player in the interface locale (an iso form: ru-RU, en-US, kk-KZ, pt-BR) with the §9 symbol,
 * even where Intl would print a code (KZT in some locales). Whole amounts show no decimals ("1 ₽"), others show
 * all of the minor unit ("0,01 $"), so limits and balances read naturally.
 */
export function formatMoney(money: Money, localeIso: string): string {
  const key = `${localeIso}|${money.currency}|${money.minor}`;
  const known = formattedMoney.get(key);
  if (known !== undefined) return known;
  const digits = MINOR_DIGITS[money.currency];
  const fractionDigits = money.minor % 10 ** digits === 0 ? 0 : digits;
  const text = currencyFormat(localeIso, money.currency, fractionDigits)
    .formatToParts(moneyToMajor(money))
    .map((part) => (part.type === 'currency' ? CURRENCY_SYMBOLS[money.currency] : part.value))
    .join('');
  formattedMoney.set(key, text);
  return text;
}
