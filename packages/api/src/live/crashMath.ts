import { createHmac } from 'node:crypto';
import { fairPayout } from '../games/game.ts';

/**
 * The API's own crash maths (docs/fairness.md, "Crash"; the client keeps another copy and both pass the worked
 * examples). Multipliers are integer hundredths; the crash point is computed on integers, exactly.
 */
const TWO_POW_52 = 2n ** 52n;

/** max(100, floor(99 × 2^52 / (2^52 − r))) with r the first 52 bits of HMAC_SHA256(key = hash, message = salt). */
export function crashPoint(hash: string, salt: string): number {
  const hmac = createHmac('sha256', Buffer.from(hash, 'ascii')).update(salt, 'ascii').digest('hex');
  const r = BigInt(`0x${hmac.slice(0, 13)}`);
  const hundredths = (99n * TWO_POW_52) / (TWO_POW_52 - r);
  return hundredths < 100n ? 100 : Number(hundredths);
}

/**
 * floor(100 × e^(g t)): the multiplier in hundredths `elapsedMs` after the start, g the table's pace per ms
 * (`growthPerMs` of the live settings, 0.00006 unless API_CRASH_GROWTH_PER_MS says otherwise).
 */
export function multiplierAt(elapsedMs: number, growthPerMs: number): number {
  if (!(elapsedMs > 0)) return 100;
  return Math.floor(100 * Math.exp(growthPerMs * elapsedMs));
}

/** The first whole millisecond the curve of pace `growthPerMs` reaches `hundredths`. */
export function timeOf(hundredths: number, growthPerMs: number): number {
  if (hundredths <= 100) return 0;
  let ms = Math.max(0, Math.ceil(Math.log(hundredths / 100) / growthPerMs) - 2);
  while (multiplierAt(ms, growthPerMs) < hundredths) ms += 1;
  while (ms > 0 && multiplierAt(ms - 1, growthPerMs) >= hundredths) ms -= 1;
  return ms;
}

/**
 * The cash-out's rounding draw (docs/fairness.md, "Crash"): the first four bytes, big-endian, of
 * HMAC_SHA256(key = the round's hash as text, message = `cash-out:<bet key>`). The hash is fixed by the chain and
 * secret until the bust; the key is the player's: neither side can know or steer the draw before the cash-out.
 */
export function cashOutDraw(hash: string, betKey: string): number {
  return createHmac('sha256', Buffer.from(hash, 'ascii'))
    .update(`cash-out:${betKey}`, 'ascii')
    .digest()
    .readUInt32BE(0);
}

/**
 * What a cash-out at `hundredths` pays: stake × hundredths / 100 in whole minor units by the originals' rounding draw
 * (a multiplier of h hundredths is h × 100 ten-thousandths), so its expectation is exact at every stake.
 */
export function payoutAt(stakeMinor: number, hundredths: number, hash: string, betKey: string): number {
  return payoutOfDraw(stakeMinor, hundredths, cashOutDraw(hash, betKey));
}

/** The payout of a cash-out at `hundredths` for the draw `drawU32`: the whole part, or one unit more. */
export function payoutOfDraw(stakeMinor: number, hundredths: number, drawU32: number): number {
  return fairPayout(stakeMinor, hundredths * 100, drawU32);
}
