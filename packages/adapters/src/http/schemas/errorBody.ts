import { z } from 'zod/mini';
import { parseWire } from './common.ts';
import './zodConfig.ts';

/** A field kept when it has the expected shape, dropped (undefined) when it has any other. */
const lenient = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);

/** Any of the contract's error bodies; every field optional so an odd body still yields what it has. */
export const errorBodySchema = z.object({
  message: lenient(z.string()),
  error: lenient(z.string()),
  errors: lenient(z.record(z.string(), z.union([z.array(z.string()), z.string()]))),
  params: lenient(z.record(z.string(), z.union([z.string(), z.number()]))),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;

export function readErrorBody(data: unknown): ErrorBody {
  const parsed = parseWire(errorBodySchema, data);
  return parsed.success ? parsed.data : {};
}
