import type { UtmAnswer } from '@casino/core';
import { z } from 'zod';
import { optionalString } from './common.ts';

const promoValue = z.union([z.string(), z.number()]).transform(String);

/** POST /middleware/utm: advId and promo {type, value} (§3). */
export const utmAnswerSchema = z
  .object({
    advId: optionalString,
    promo: z.object({ type: z.string(), value: promoValue }).nullish(),
  })
  .transform((wire): UtmAnswer => ({ advId: wire.advId, promo: wire.promo ?? null }));
