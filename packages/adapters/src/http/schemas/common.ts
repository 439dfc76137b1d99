import { CURRENCIES, moneyFromMajor, type Currency, type Money } from '@casino/core';
import { z } from 'zod';
import './zodConfig.ts';

/** Ids come as numbers or strings (contract: "`id` may be a number or a string"); the core keeps strings. */
export const idSchema = z.union([z.string().min(1), z.number().int()]).transform(String);

export const currencySchema = z.enum(CURRENCIES);

/** A major-unit amount as the wire carries it; turned into Money once its currency is known. */
export const amountSchema = z.number();

/** A field that may be absent or null on the wire, null in the core. */
export const optionalString = z
  .string()
  .nullish()
  .transform((value) => value ?? null);

/** `{ success: true }`: the answer of calls that return nothing. */
export const successSchema = z.object({ success: z.literal(true) }).transform((): void => undefined);

/** `{ data: [item] }`. */
export function dataListSchema<T>(item: z.ZodType<T, unknown>) {
  return z.object({ data: z.array(item) }).transform(({ data }): readonly T[] => data);
}

/** `{ data: item }`. */
export function dataSchema<T>(item: z.ZodType<T, unknown>) {
  return z.object({ data: item }).transform(({ data }): T => data);
}

const ZERO = 0;

/**
 * Money from a wire amount (decimal major units, at most two decimals) inside a transform. A refused amount becomes an
 * issue at `path`, which fails the whole parse, so the placeholder returned with it never reaches the core.
 */
export function toMoney(
  ctx: z.RefinementCtx,
  amount: number,
  currency: Currency,
  path: readonly PropertyKey[],
): Money {
  const money = moneyFromMajor(amount, currency);
  if (money.ok) return money.value;
  ctx.addIssue({ code: 'custom', message: `not an amount of ${currency}: ${money.error}`, path: [...path] });
  return { minor: ZERO, currency };
}
