import { CURRENCIES, moneyFromMajor, type Currency, type Money } from '@casino/core';
import { z } from 'zod/mini';
import './zodConfig.ts';

// The schemas are built with zod/mini: its functions are tree-shaken, where classic zod's methods all ride on every
// schema's prototype, so the first load carries only the parsers the start-up calls use (issue 15).

/** A schema of the wire; its output is what the core gets. */
export type WireSchema<T> = z.ZodMiniType<T, unknown>;

/** The transform's view of a parse: issues pushed here fail the whole parse. */
export type ParseContext = z.core.ParsePayload;

/** Fails the parse with a custom issue at `path` (relative to the value being transformed). */
export function addIssue(ctx: ParseContext, message: string, path: readonly PropertyKey[] = []): void {
  ctx.issues.push({ code: 'custom', message, input: ctx.value, path: [...path] });
}

/** `schema`, then `map` on what it accepted; `map` may refuse the value through `addIssue`. */
export function mapped<S extends z.ZodMiniType, O>(
  schema: S,
  map: (value: z.output<S>, ctx: ParseContext) => O,
) {
  return z.pipe(
    schema,
    z.transform((value: z.output<S>, ctx) => map(value, ctx)),
  );
}

/** What `parseWire` answers: the schema's output, or the issues that refused the value. */
export type WireParse<T> = { success: true; data: T } | { success: false; error: z.core.$ZodError };

/**
 * `safeParse` made total. zod reads a value's `length` before it knows the value is a string or an array, and a
 * `length` that cannot become a number (an object without a prototype) throws inside the library; such a value is
 * refused like any other malformed answer, never thrown at the caller. Every adapter parses what it receives with this.
 */
export function parseWire<T>(schema: WireSchema<T>, value: unknown): WireParse<T> {
  try {
    return z.safeParse(schema, value);
  } catch {
    const issue = { code: 'custom' as const, message: 'unreadable value', input: value, path: [] };
    return { success: false, error: new z.core.$ZodError([issue]) };
  }
}

/** Ids come as numbers or strings (contract: "`id` may be a number or a string"); the core keeps strings. */
export const idSchema = mapped(z.union([z.string().check(z.minLength(1)), z.int()]), String);

export const currencySchema = z.enum(CURRENCIES);

/** A major-unit amount as the wire carries it; turned into Money once its currency is known. */
export const amountSchema = z.number();

/** A field that may be absent or null on the wire, null in the core. */
export const optionalString = mapped(z.nullish(z.string()), (value) => value ?? null);

/** `{ success: true }`: the answer of calls that return nothing. */
export const successSchema = mapped(z.object({ success: z.literal(true) }), (): void => undefined);

/** `{ data: [item] }`. */
export function dataListSchema<T>(item: WireSchema<T>) {
  return mapped(z.object({ data: z.array(item) }), ({ data }): readonly T[] => data);
}

/** `{ data: item }`. */
export function dataSchema<T>(item: WireSchema<T>) {
  return mapped(z.object({ data: item }), ({ data }): T => data);
}

const ZERO = 0;

/**
 * Money from a wire amount (decimal major units, at most two decimals) inside a transform. A refused amount becomes an
 * issue at `path`, which fails the whole parse, so the placeholder returned with it never reaches the core.
 */
export function toMoney(
  ctx: ParseContext,
  amount: number,
  currency: Currency,
  path: readonly PropertyKey[],
): Money {
  const money = moneyFromMajor(amount, currency);
  if (money.ok) return money.value;
  addIssue(ctx, `not an amount of ${currency}: ${money.error}`, path);
  return { minor: ZERO, currency };
}
