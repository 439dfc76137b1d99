import type { Digests } from '../../ports/Digests.ts';
import { u32At } from '../fairness/floats.ts';
import { roundPayout, type PayoutRounding } from '../fairness/rounding.ts';

/** What the cash-out draw's message starts with, so it can never be a round's salt (docs/fairness.md, "Crash"). */
export const CRASH_CASH_OUT_PREFIX = 'cash-out:';

/** A bet's key: what the player's browser names the bet with, in the seed pair's alphabet. */
export function isCrashBetKey(text: string): boolean {
  return /^[A-Za-z0-9_-]{1,64}$/.test(text);
}

/**
 * The rounding draw of a crash cash-out (docs/fairness.md, "Crash", worked example 16): the first four bytes of
 * HMAC_SHA256(key = the round's hash as its 64-character text, message = `cash-out:<bet key>`). The hash was fixed by
 * the chain before the bet and stays secret until the bust; the key is the player's, sent with the bet. So nobody can
 * know the draw before the cash-out (the player does not know the hash) and nobody can choose it after the bet.
 */
export async function crashCashOutDraw(digests: Digests, roundHash: string, betKey: string): Promise<number> {
  return u32At(await digests.hmacSha256(roundHash, `${CRASH_CASH_OUT_PREFIX}${betKey}`), 0);
}

/**
 * What a cash-out at `hundredths` pays on `stakeMinor`: stake × hundredths / 100 owed, its whole part, and one unit
 * more with a chance equal to the fraction left over, by the bet's draw (the originals' rounding, in ten-thousandths:
 * a multiplier of h hundredths is h × 100 ten-thousandths).
 */
export async function crashCashOutRounding(
  digests: Digests,
  roundHash: string,
  betKey: string,
  stakeMinor: number,
  hundredths: number,
): Promise<PayoutRounding> {
  return roundPayout(stakeMinor, hundredths * 100, 0, await crashCashOutDraw(digests, roundHash, betKey));
}
