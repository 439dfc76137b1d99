/**
 * Crash maths (docs/fairness.md, "Crash"). Multipliers are integer hundredths (1.00× → 100): the curve, the crash
 * point and every cash-out are counted in them; a payout is `stake × hundredths / 100` made whole by the cash-out's
 * rounding draw (`crashCashOut.ts`).
 */

/**
 * The curve's default pace: the multiplier at `t` ms after the start is floor(100 × e^(g t)) / 100 with g the table's
 * pace (`CrashTable.growthPerMs`, sent by the server), 0.00006 per ms unless the server runs another (2.00× after
 * 11.6 s, 10× after 38 s).
 */
export const CRASH_GROWTH_PER_MS = 0.00006;
/**
 * The paces a client accepts from a server (per ms): from 2.00× after 11.5 minutes to 2.00× after 69 ms. Anything else
 * (zero, negative, huge, not a number) is no pace a player could watch, and is refused.
 */
export const CRASH_GROWTH_MIN = 0.000_001;
export const CRASH_GROWTH_MAX = 0.01;

export function isCrashGrowth(value: number): boolean {
  return Number.isFinite(value) && value >= CRASH_GROWTH_MIN && value <= CRASH_GROWTH_MAX;
}
/** The lowest multiplier: a round that busts at once busts at 1.00×. */
export const CRASH_FLOOR = 100;

const TWO_POW_52 = 2n ** 52n;

/** The multiplier (hundredths) the curve of pace `growthPerMs` shows `elapsedMs` after the start. */
export function crashMultiplierAt(elapsedMs: number, growthPerMs: number): number {
  if (!(elapsedMs > 0)) return CRASH_FLOOR;
  return Math.floor(100 * Math.exp(growthPerMs * elapsedMs));
}

/**
 * The first whole millisecond at which the curve of pace `growthPerMs` shows at least `hundredths`: when a round busts
 * or a target pays.
 */
export function crashTimeOf(hundredths: number, growthPerMs: number): number {
  if (hundredths <= CRASH_FLOOR) return 0;
  // The logarithm lands within a millisecond or two; stepping settles it on the curve's own rounding.
  let ms = Math.max(0, Math.ceil(Math.log(hundredths / 100) / growthPerMs) - 2);
  while (crashMultiplierAt(ms, growthPerMs) < hundredths) ms += 1;
  while (ms > 0 && crashMultiplierAt(ms - 1, growthPerMs) >= hundredths) ms -= 1;
  return ms;
}

/** `r`: the first 52 bits of the HMAC, as a big integer. */
export function crashR(hmac: Uint8Array): bigint {
  let first56 = 0n;
  for (let index = 0; index < 7; index += 1) first56 = (first56 << 8n) | BigInt(hmac[index] ?? 0);
  return first56 >> 4n;
}

/**
 * The crash point in hundredths from the round's HMAC: `max(1, floor(99 / (1 − X)) / 100)` with `X = r / 2^52`,
 * computed exactly on integers as `max(100, floor(99 × 2^52 / (2^52 − r)))` so no float rounding can move it.
 */
export function crashPointFromHmac(hmac: Uint8Array): number {
  const hundredths = (99n * TWO_POW_52) / (TWO_POW_52 - crashR(hmac));
  return hundredths < BigInt(CRASH_FLOOR) ? CRASH_FLOOR : Number(hundredths);
}

/**
 * The whole minor units a stake is owed at a multiplier in hundredths, floor(stake × m / 100) on big integers: what a
 * cash-out pays at least (its rounding draw may add one unit, `crashCashOutRounding`).
 */
export function crashPayout(stakeMinor: number, hundredths: number): number {
  return Number((BigInt(stakeMinor) * BigInt(hundredths)) / 100n);
}

/** An auto cash-out target pays when the round reaches it: when it is at most the crash point. */
export function autoCashOutPays(targetHundredths: number, crashHundredths: number): boolean {
  return targetHundredths <= crashHundredths;
}

/** The smallest target worth setting: 1.01×; the largest the page accepts: 1 000 000×. */
export const AUTO_CASH_OUT_MIN = 101;
export const AUTO_CASH_OUT_MAX = 100_000_000;

export function isAutoCashOutTarget(value: number): boolean {
  return Number.isInteger(value) && value >= AUTO_CASH_OUT_MIN && value <= AUTO_CASH_OUT_MAX;
}
