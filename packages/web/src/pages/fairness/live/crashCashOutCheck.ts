import { crashCashOutRounding, isCrashBetKey, type Digests, type PayoutRounding } from '@casino/core';
import type { LiveVerifierFields } from '../../../components/fairness/liveVerifierQuery.ts';

/** A crash cash-out's rounding step (issue 33): what the draw gives, and what the bet was paid when that is given. */
export interface CrashCashOutCheck {
  readonly rounding: PayoutRounding;
  /** The paid amount in minor units the link or the player gave, or null. */
  readonly claimed: number | null;
}

export type CashOutField = 'betKey' | 'stake' | 'cashOut' | 'paid';

const MINOR = /^\d{1,15}$/;
const MULTIPLIER = /^(\d{1,7})(?:[.,](\d{1,2}))?$/;

/** "1.5" or "1,50" (a trailing × allowed) as hundredths: 150. */
function hundredthsOf(text: string): number | null {
  const match = MULTIPLIER.exec(text.trim().replace(/[×x]$/i, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * The cash-out's rounding draw from the revealed round hash and the bet's key, stake and cash-out (docs/fairness.md,
 * "Crash", worked example 16). Null when none of the bet's fields is filled; the name of the field it cannot read.
 */
export async function checkCrashCashOut(
  digests: Digests,
  hash: string,
  fields: Pick<LiveVerifierFields, CashOutField>,
): Promise<CrashCashOutCheck | CashOutField | null> {
  const [betKey, stake, cashOut, paid] = [fields.betKey, fields.stake, fields.cashOut, fields.paid].map(
    (text) => text.trim(),
  ) as [string, string, string, string];
  if (betKey === '' && stake === '' && cashOut === '' && paid === '') return null;
  if (!isCrashBetKey(betKey)) return 'betKey';
  if (!MINOR.test(stake) || Number(stake) < 1) return 'stake';
  const hundredths = hundredthsOf(cashOut);
  if (hundredths === null || hundredths < 100) return 'cashOut';
  if (paid !== '' && !MINOR.test(paid)) return 'paid';
  const rounding = await crashCashOutRounding(digests, hash, betKey, Number(stake), hundredths);
  return { rounding, claimed: paid === '' ? null : Number(paid) };
}
