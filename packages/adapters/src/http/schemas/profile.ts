import { z } from 'zod/mini';
import { mapped } from './common.ts';

/** PUT /profile/settings: `{ success: true }`, or `{ error }` for a refused setting (§8). */
export const settingsAnswerSchema = z.union([
  mapped(z.object({ success: z.literal(true) }), () => ({ refused: null })),
  mapped(z.object({ error: z.string().check(z.minLength(1)) }), ({ error }) => ({ refused: error })),
]);
