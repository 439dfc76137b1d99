import { createHmac } from 'node:crypto';

/**
 * The API's own crash maths (docs/fairness.md, "Crash"; the client keeps another copy and both pass the worked
 * examples). Multipliers are integer hundredths; the crash point is computed on integers, exactly.
 */
const GROWTH_PER_MS = 0.00006;
const TWO_POW_52 = 2n ** 52n;

/** max(100, floor(99 × 2^52 / (2^52 − r))) with r the first 52 bits of HMAC_SHA256(key = hash, message = salt). */
export function crashPoint(hash: string, salt: string): number {
  const hmac = createHmac('sha256', Buffer.from(hash, 'ascii')).update(salt, 'ascii').digest('hex');
  const r = BigInt(`0x${hmac.slice(0, 13)}`);
  const hundredths = (99n * TWO_POW_52) / (TWO_POW_52 - r);
  return hundredths < 100n ? 100 : Number(hundredths);
}

/** floor(100 × e^(0.00006 t)): the multiplier in hundredths `elapsedMs` after the start. */
export function multiplierAt(elapsedMs: number): number {
  if (!(elapsedMs > 0)) return 100;
  return Math.floor(100 * Math.exp(GROWTH_PER_MS * elapsedMs));
}

/** The first whole millisecond the curve reaches `hundredths`. */
export function timeOf(hundredths: number): number {
  if (hundredths <= 100) return 0;
  let ms = Math.max(0, Math.ceil(Math.log(hundredths / 100) / GROWTH_PER_MS) - 2);
  while (multiplierAt(ms) < hundredths) ms += 1;
  while (ms > 0 && multiplierAt(ms - 1) >= hundredths) ms -= 1;
  return ms;
}

/** floor(stake × hundredths / 100) on big integers. */
export function payoutAt(stakeMinor: number, hundredths: number): number {
  return Number((BigInt(stakeMinor) * BigInt(hundredths)) / 100n);
}
