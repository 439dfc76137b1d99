/**
 * How a settled stake is worded, from the stake and what came back (issue 38): the net first, and "won" only when the
 * player is up.
 * - `won`: the payout is more than the stake ("You won $0.40 (+$0.30)");
 * - `even`: the stake came back whole, nothing gained or lost ("Stake back $0.50 (±$0.00)");
 * - `partial`: part of the stake came back ("Returned $0.25 of $0.50 (−$0.25)");
 * - `lost`: nothing came back ("No win, the $0.50 stake is lost").
 */
export type OutcomeWordingKind = 'won' | 'even' | 'partial' | 'lost';

/** A stake and its payout are whole minor units of one currency, neither negative; anything else is a caller's bug. */
export function assertStakeAndPayout(stakeMinor: number, payoutMinor: number): void {
  if (
    !Number.isSafeInteger(stakeMinor) ||
    !Number.isSafeInteger(payoutMinor) ||
    stakeMinor < 0 ||
    payoutMinor < 0
  )
    throw new RangeError('A stake and a payout are non-negative whole minor units');
}

export interface OutcomeWording {
  readonly kind: OutcomeWordingKind;
  /** Payout less stake, in minor units: what the bet did to the balance. */
  readonly netMinor: number;
}

/** The wording of a stake and its payout, both in integer minor units of one currency (neither negative). */
export function outcomeWording(stakeMinor: number, payoutMinor: number): OutcomeWording {
  assertStakeAndPayout(stakeMinor, payoutMinor);
  const netMinor = payoutMinor - stakeMinor;
  const kind: OutcomeWordingKind =
    payoutMinor === 0 ? 'lost' : netMinor > 0 ? 'won' : netMinor === 0 ? 'even' : 'partial';
  return { kind, netMinor };
}

/** True when the player is up on the bet: the one case a text may say "won" and a win tone may sound. */
export function isNetWin(stakeMinor: number, payoutMinor: number): boolean {
  return outcomeWording(stakeMinor, payoutMinor).kind === 'won';
}
