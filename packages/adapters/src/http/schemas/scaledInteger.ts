import { z } from 'zod/mini';
import { addIssue, mapped } from './common.ts';

/** Re-reading a double at 15 significant digits drops binary noise (50.51 * 100 → 5051) but keeps a real extra digit. */
const FAITHFUL_DIGITS = 15;

/**
 * A decimal number with at most `decimals` decimals, read as the integer count of its smallest step (a dice target of
 * 50.5 with two decimals → 5050), within `min`..`max` of those steps. More decimals are refused, never rounded.
 */
export function scaledInteger(decimals: number, min: number, max: number) {
  const scale = 10 ** decimals;
  return mapped(z.number(), (value, ctx) => {
    const scaled = Number((value * scale).toPrecision(FAITHFUL_DIGITS));
    if (!Number.isSafeInteger(scaled) || scaled < min || scaled > max) {
      addIssue(ctx, `not a number of ${decimals} decimals in range`);
      return z.NEVER;
    }
    return scaled === 0 ? 0 : scaled;
  });
}
