import type { HistoryEntry } from '@casino/core';
import { z } from 'zod';
import { amountSchema, currencySchema, dataListSchema, idSchema, toMoney } from './common.ts';

/** PUT /profile/settings: `{ success: true }`, or `{ error }` for a refused setting (§8). */
export const settingsAnswerSchema = z.union([
  z.object({ success: z.literal(true) }).transform(() => ({ refused: null })),
  z.object({ error: z.string().min(1) }).transform(({ error }) => ({ refused: error })),
]);

const historyEntrySchema = z
  .object({
    id: idSchema,
    kind: z.enum(['deposit', 'bet', 'win', 'bonus']),
    amount: amountSchema,
    currency: currencySchema,
    created_at: z.string(),
    status: z.string(),
  })
  .transform((wire, ctx): HistoryEntry => ({
    id: wire.id,
    kind: wire.kind,
    amount: toMoney(ctx, wire.amount, wire.currency, ['amount']),
    createdAt: wire.created_at,
    status: wire.status,
  }));

/** GET /profile/history. */
export const historySchema = dataListSchema(historyEntrySchema);
