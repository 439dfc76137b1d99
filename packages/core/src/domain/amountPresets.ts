import type { PaymentMethod } from './billing.ts';
import type { Currency } from './currency.ts';
import { compareMoney, fromRoubles, moneyOf, moneyToMajor, type Money } from './money.ts';
import { err, ok, type Result } from './result.ts';

/** §5 deposit defaults, in roubles: a method that names no limits or preset gets them, scaled to its currency. */
export const DEPOSIT_MIN_DEFAULT = 100;
export const DEPOSIT_MAX_DEFAULT = 300_000;
export const DEPOSIT_PRESET_DEFAULT = 100;

/** A §5 default (roubles) in the method's currency: 100 to 300 000 ₽ is 1 to 3 000 $ (issue 21). */
function scaledDefault(roubles: number, currency: Currency): Money {
  return fromRoubles(moneyOf(roubles, 'RUB').minor, currency);
}
export const DEPOSIT_PRESET_COUNT = 5;
/** More buttons than this do not fit PayIn; a larger request falls back to the default count. */
const DEPOSIT_PRESET_COUNT_MAX = 20;
/** Under this range (max - min, major units) generated presets round to 50, above it to a round power of ten. */
const FINE_ROUNDING_RANGE = 5_000;
const FINE_STEP = 50;

export interface DepositLimits {
  readonly min: Money;
  readonly max: Money;
}

export type DepositAmountRejection =
  | { readonly reason: 'below_min'; readonly limits: DepositLimits }
  | { readonly reason: 'above_max'; readonly limits: DepositLimits }
  | { readonly reason: 'wrong_currency'; readonly limits: DepositLimits }
  | { readonly reason: 'invalid_amount' };

/** A method's own limit counts only when it is a positive amount in the method's currency. */
function usable(amount: Money | null, method: PaymentMethod): amount is Money {
  return (
    amount !== null &&
    amount.currency === method.currency &&
    Number.isSafeInteger(amount.minor) &&
    amount.minor > 0
  );
}

/**
 * The method's min and max, falling back to 100 and 300000 (§5, scaled to the method's currency); a max below the min
 * collapses onto the min.
 */
export function depositLimits(method: PaymentMethod): DepositLimits {
  const min = usable(method.minAmount, method)
    ? method.minAmount
    : scaledDefault(DEPOSIT_MIN_DEFAULT, method.currency);
  const max = usable(method.maxAmount, method)
    ? method.maxAmount
    : scaledDefault(DEPOSIT_MAX_DEFAULT, method.currency);
  return { min, max: compareMoney(max, min) < 0 ? min : max };
}

function withinLimits(amount: Money, { min, max }: DepositLimits): boolean {
  return compareMoney(amount, min) >= 0 && compareMoney(amount, max) <= 0;
}

function clampToLimits(amount: Money, { min, max }: DepositLimits): Money {
  if (compareMoney(amount, min) < 0) return min;
  if (compareMoney(amount, max) > 0) return max;
  return amount;
}

/** The amount preselected in PayIn: the method's preset default, else 100 (§5), kept within the method's limits. */
export function defaultDepositAmount(method: PaymentMethod): Money {
  const limits = depositLimits(method);
  const preset = method.preset?.default ?? null;
  const amount = usable(preset, method) ? preset : scaledDefault(DEPOSIT_PRESET_DEFAULT, method.currency);
  return clampToLimits(amount, limits);
}

/**
 * Rounding of a generated preset (§5), in major units:
 * - a range under 5000 rounds to the nearest 50;
 * - otherwise to one significant figure ("a round power of ten": 740 → 700, 5477 → 5000, 40540 → 40000);
 * - 400 then becomes 500, as the spec says; other values keep their leading digit.
 */
function roundPreset(major: number, range: number): number {
  if (range < FINE_ROUNDING_RANGE) return Math.round(major / FINE_STEP) * FINE_STEP;
  const power = 10 ** Math.floor(Math.log10(major));
  const rounded = Math.round(major / power) * power;
  return rounded === 400 ? 500 : rounded;
}

function generatedPresets(limits: DepositLimits, count: number): Money[] {
  const { min, max } = limits;
  if (count <= 1 || min.minor === max.minor) return [min];
  const ratio = max.minor / min.minor;
  const rangeMajor = moneyToMajor(max) - moneyToMajor(min);
  return Array.from({ length: count }, (_, index) => {
    if (index === 0) return min;
    if (index === count - 1) return max;
    const majorValue = moneyToMajor(min) * ratio ** (index / (count - 1));
    return clampToLimits(moneyOf(roundPreset(majorValue, rangeMajor), min.currency), limits);
  });
}

function distinct(amounts: readonly Money[]): Money[] {
  const seen = new Set<number>();
  return amounts.filter((amount) => !seen.has(amount.minor) && seen.add(amount.minor));
}

/**
 * The amounts PayIn suggests (§5): the method's preset variants that fit its limits, in the method's order; else
 * `count` amounts spread geometrically from min to max (both included), rounded, without repeats.
 */
export function amountPresets(method: PaymentMethod, count: number = DEPOSIT_PRESET_COUNT): readonly Money[] {
  const limits = depositLimits(method);
  const fromMethod = (method.preset?.amounts ?? []).filter(
    (amount) => usable(amount, method) && withinLimits(amount, limits),
  );
  if (fromMethod.length > 0) return distinct(fromMethod);
  const wanted =
    Number.isSafeInteger(count) && count > 0 && count <= DEPOSIT_PRESET_COUNT_MAX
      ? count
      : DEPOSIT_PRESET_COUNT;
  return distinct(generatedPresets(limits, wanted));
}

/** Whether the player may deposit this amount through the method; a refusal carries the limits to show. */
export function validateDepositAmount(
  method: PaymentMethod,
  amount: Money,
): Result<Money, DepositAmountRejection> {
  if (!Number.isSafeInteger(amount.minor) || amount.minor <= 0) return err({ reason: 'invalid_amount' });
  const limits = depositLimits(method);
  if (amount.currency !== method.currency) return err({ reason: 'wrong_currency', limits });
  if (compareMoney(amount, limits.min) < 0) return err({ reason: 'below_min', limits });
  if (compareMoney(amount, limits.max) > 0) return err({ reason: 'above_max', limits });
  return ok(amount);
}
