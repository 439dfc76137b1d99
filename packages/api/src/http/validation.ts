import { z } from 'zod';
import { badRequest, validation, type FieldErrors } from './errors.ts';

type Issue = Parameters<z.core.$ZodErrorMap>[0];

/** Maps zod's issues to the contract's error codes; a schema's own `error` wins over this map. */
function codeOf(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'required' : 'invalid';
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'required' : 'too_short';
      return issue.origin === 'array' ? 'required' : 'out_of_range';
    case 'too_big':
      return issue.origin === 'string' || issue.origin === 'array' ? 'too_long' : 'out_of_range';
    case 'invalid_format':
      return issue.format === 'email' ? 'invalid_email' : 'invalid';
    default:
      return 'invalid';
  }
}

/** Field names may be the client's own keys (`constructor`, `__proto__`): gathered in a Map, never read off an object. */
function collect(error: z.ZodError): FieldErrors {
  const errors = new Map<string, string[]>();
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    const messages = errors.get(field) ?? [];
    if (!messages.includes(issue.message)) messages.push(issue.message);
    errors.set(field, messages);
  }
  return Object.fromEntries(errors);
}

/** Parses a body: anything that does not fit the schema is a 422 with field codes. */
export function parseBody<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input, { error: codeOf });
  if (!result.success) throw validation(collect(result.error));
  return result.data;
}

/** Parses a query string: a query that does not fit is a 400 (the request itself is malformed). */
export function parseQuery<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input, { error: codeOf });
  if (!result.success) throw badRequest(collect(result.error));
  return result.data;
}

/** An optional string: trimmed, and empty treated as absent. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

export const emailField = z
  .string({ error: (issue) => (issue.input == null ? 'required' : 'invalid_email') })
  .trim()
  .min(1)
  .max(254, { error: 'invalid_email' })
  .pipe(z.email({ error: 'invalid_email' }))
  .transform((value) => value.toLowerCase());

/** Phones arrive masked (`+7 (000) 123 45 67`); stored as `+` and digits. */
export const phoneField = z
  .string({ error: (issue) => (issue.input == null ? 'required' : 'invalid_phone') })
  .trim()
  .min(1)
  .max(32, { error: 'invalid_phone' })
  .transform((value) => value.replace(/[\s()\-.]/g, ''))
  .pipe(z.string().regex(/^\+?[1-9]\d{9,14}$/, { error: 'invalid_phone' }))
  .transform((value) => (value.startsWith('+') ? value : `+${value}`));

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const passwordField = z.string().min(1, { abort: true }).min(PASSWORD_MIN).max(PASSWORD_MAX);

export const codeField = z.string().trim().min(1).max(16);

/** Supported currencies (§1). */
export const CURRENCIES = ['RUB', 'USD', 'KZT', 'INR', 'EUR'] as const;
export const currencyField = z.enum(CURRENCIES, {
  error: (issue) => (issue.input == null ? 'required' : 'invalid_currency'),
});

/** Tracking fields arrive as strings or numbers (partner and advertiser ids); stored as strings, empty as null. */
export const trackingField = z
  .union([z.string().trim().max(256), z.number().finite()])
  .nullish()
  .transform((value) => (value === null || value === undefined || value === '' ? null : String(value)));

/** `?type=sms` on the phone code calls: optional, and SMS is the only channel. */
export const smsQuery = z.object({ type: z.enum(['sms']).optional() });
