import { z } from 'zod';

/** PUT /profile/settings: `{ success: true }`, or `{ error }` for a refused setting (§8). */
export const settingsAnswerSchema = z.union([
  z.object({ success: z.literal(true) }).transform(() => ({ refused: null })),
  z.object({ error: z.string().min(1) }).transform(({ error }) => ({ refused: error })),
]);
