import { assertStakeAndPayout } from './outcomeWording.ts';

/**
 * How loudly a win is shown (issue 36): by the payout's multiple of the stake, the published thresholds below. A win
 * under the first threshold is an ordinary win; a stake that did not grow is no win at all.
 */
export type WinTier = 'big' | 'huge';

/** The published thresholds: a payout of at least this many times the stake. */
export const WIN_TIER_MULTIPLES: Readonly<Record<WinTier, number>> = { big: 10, huge: 50 };

/** The tier of a payout against its stake (whole minor units of one currency), or null for an ordinary win or none. */
export function winTier(stakeMinor: number, payoutMinor: number): WinTier | null {
  assertStakeAndPayout(stakeMinor, payoutMinor);
  // A free stake has no multiple: it is shown as an ordinary win.
  if (stakeMinor === 0) return null;
  if (payoutMinor >= stakeMinor * WIN_TIER_MULTIPLES.huge) return 'huge';
  if (payoutMinor >= stakeMinor * WIN_TIER_MULTIPLES.big) return 'big';
  return null;
}
