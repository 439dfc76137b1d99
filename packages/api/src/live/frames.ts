import { z } from 'zod';
import { ROOMS } from './roomRules.ts';

/** What a client may send (docs/contract.md, "Live games"); anything else is answered `invalid` and ignored. */
const key = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

export const clientFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(512) }),
  z.object({ type: z.literal('ping') }),
  z.object({ type: z.literal('snapshot') }),
  z.object({
    type: z.literal('crash.bet'),
    key,
    stake_minor: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    auto_cash_out: z.number().int().nullable(),
    // The player's entropy: the first players' seeds fix a new crash chain's salt (docs/fairness.md, "Crash").
    client_seed: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .optional(),
  }),
  z.object({ type: z.literal('crash.cash_out'), key, round_id: z.number().int().positive() }),
  z.object({
    type: z.literal('room.join'),
    key,
    room: z.enum(ROOMS),
    seats: z.number().int(),
    // The player's entropy for the draw (docs/fairness.md, "Rooms"), in the seed pair's alphabet.
    client_seed: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .optional(),
  }),
]);
export type ClientFrame = z.infer<typeof clientFrame>;

/** Parses one text frame; null for anything that is not a frame we know. */
export function parseFrame(text: string): ClientFrame | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = clientFrame.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** The key of a frame that failed to parse, when it has a usable one, so the reply can name it. */
export function keyOf(text: string): string | null {
  try {
    const json: unknown = JSON.parse(text);
    const candidate = typeof json === 'object' && json !== null ? (json as { key?: unknown }).key : undefined;
    return key.safeParse(candidate).success ? (candidate as string) : null;
  } catch {
    return null;
  }
}
