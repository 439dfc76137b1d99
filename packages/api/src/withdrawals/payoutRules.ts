import type { Deps } from '../deps.ts';
import { destinationUsedByOther, verificationOf, type PendingWithdrawal } from './payoutStore.ts';

/**
 * The published payout rules (docs/contract.md "Payout rules", the cashier and the FAQ say the same): a withdrawal
 * is paid by the processor, without anyone looking at it, when the player's identity is verified, the amount is at
 * most the automatic limit of its currency, and its destination was never used by another player; it is paid once
 * the cooling period (30 minutes) after the request has passed, so the player can still cancel it. Any other
 * withdrawal waits for an operator, who pays or rejects it.
 */
export const AUTO_PAYOUT_MAX_MINOR: Readonly<Record<string, number>> = {
  RUB: 50_000_00,
  USD: 500_00,
  EUR: 500_00,
  KZT: 250_000_00,
  INR: 50_000_00,
};

/** The fields of a withdrawal the rules read (a `WithdrawalRow` of `withdrawals/withdrawalStore.ts` has them). */
export type PayoutCandidate = Omit<PendingWithdrawal, 'id'>;

export type HoldReason = 'identity_not_verified' | 'above_automatic_limit' | 'shared_destination';

/** Why a withdrawal waits for an operator; none: the processor pays it when its cooling period ends. */
export function holdReasons(deps: Deps, row: PayoutCandidate): HoldReason[] {
  const reasons: HoldReason[] = [];
  if (verificationOf(deps, row.player_id)?.status !== 'verified') reasons.push('identity_not_verified');
  if (row.amount_minor > (AUTO_PAYOUT_MAX_MINOR[row.currency] ?? 0)) reasons.push('above_automatic_limit');
  if (destinationUsedByOther(deps, row.destination, row.player_id)) reasons.push('shared_destination');
  return reasons;
}

/** When the processor pays a pending withdrawal; null when it waits for an operator (or is no longer pending). */
export function expectedPayoutAt(deps: Deps, row: PayoutCandidate): number | null {
  if (row.status !== 'pending' || holdReasons(deps, row).length > 0) return null;
  return row.created_at + deps.config.backOffice.payoutCoolingMs;
}
