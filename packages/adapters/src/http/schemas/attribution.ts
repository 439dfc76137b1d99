import type { UtmAnswer } from '@casino/core';
import { z } from 'zod/mini';
import { mapped, optionalString } from './common.ts';

const promoValue = mapped(z.union([z.string(), z.number()]), String);

/** POST /middleware/utm: advId and promo {type, value} (§3). */
export const utmAnswerSchema = mapped(
  z.object({
    advId: optionalString,
    promo: z.nullish(z.object({ type: z.string(), value: promoValue })),
  }),
  (wire): UtmAnswer => ({ advId: wire.advId, promo: wire.promo ?? null }),
);
