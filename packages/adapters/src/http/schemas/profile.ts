import type { HistoryEntry } from '@casino/core';
import { z } from 'zod/mini';
import { amountSchema, currencySchema, dataListSchema, idSchema, mapped, toMoney } from './common.ts';

/** PUT /profile/settings: `{ success: true }`, or `{ error }` for a refused setting (§8). */
export const settingsAnswerSchema = z.union([
  mapped(z.object({ success: z.literal(true) }), () => ({ refused: null })),
  mapped(z.object({ error: z.string().check(z.minLength(1)) }), ({ error }) => ({ refused: error })),
]);

const historyEntrySchema = mapped(
  z.object({
    id: idSchema,
    kind: z.enum(['deposit', 'bet', 'win', 'bonus']),
    amount: amountSchema,
    currency: currencySchema,
    created_at: z.string(),
    status: z.string(),
  }),
  (wire, ctx): HistoryEntry => ({
    id: wire.id,
    kind: wire.kind,
    amount: toMoney(ctx, wire.amount, wire.currency, ['amount']),
    createdAt: wire.created_at,
    status: wire.status,
  }),
);

/** GET /profile/history. */
export const historySchema = dataListSchema(historyEntrySchema);
