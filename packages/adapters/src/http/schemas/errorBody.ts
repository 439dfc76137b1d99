import { z } from 'zod';
import './zodConfig.ts';

/** Any of the contract's error bodies; every field optional so an odd body still yields what it has. */
export const errorBodySchema = z.object({
  message: z.string().optional().catch(undefined),
  error: z.string().optional().catch(undefined),
  errors: z
    .record(z.string(), z.union([z.array(z.string()), z.string()]))
    .optional()
    .catch(undefined),
  params: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .optional()
    .catch(undefined),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;

export function readErrorBody(data: unknown): ErrorBody {
  const parsed = errorBodySchema.safeParse(data);
  return parsed.success ? parsed.data : {};
}
