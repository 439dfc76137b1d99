import type { Currency } from '../domain/currency.ts';
import { minPayout } from '../domain/limits.ts';
import { err, ok, type Result } from '../domain/result.ts';
import { isPayoutAddress, networkOfMethod, parseCardNumber } from './payoutAddress.ts';

/** What a withdrawal can be paid to: a card, or a crypto address on the method's network. */
export type PayoutMethodKind = 'card' | 'crypto';

export interface WithdrawalDraft {
  readonly currency: Currency;
  readonly amountMinor: number;
  /** The real balance; the bonus balance is never withdrawable (§9). */
  readonly balanceMinor: number;
  readonly method: { readonly kind: PayoutMethodKind; readonly name: string };
  readonly destination: string;
  /** `verification.is_need` of the profile: the Verification modal comes first (§3). */
  readonly verificationNeeded: boolean;
  /** An unfinished bonus runs: the request forfeits it (issue 34), so the player must confirm the warning first. */
  readonly bonusAtStake?: boolean;
  readonly bonusForfeitConfirmed?: boolean;
}

export type WithdrawalRejection =
  | { readonly reason: 'verification_required' }
  | { readonly reason: 'invalid_amount' }
  | { readonly reason: 'below_min_payout'; readonly minMinor: number }
  | { readonly reason: 'above_withdrawable'; readonly maxMinor: number }
  | { readonly reason: 'invalid_destination' }
  | { readonly reason: 'bonus_forfeit_unconfirmed' };

/** How much may leave: the real balance only, never below zero. */
export function withdrawableMinor(balanceMinor: number): number {
  return Math.max(0, Math.trunc(balanceMinor));
}

/** Whether a destination fits its method: Luhn for cards, the network's format and checksum for crypto. */
export function isValidDestination(method: WithdrawalDraft['method'], destination: string): boolean {
  if (method.kind === 'card') return parseCardNumber(destination) !== null;
  const network = networkOfMethod(method.name);
  return network !== null && isPayoutAddress(network, destination);
}

/** The §9 rules a withdrawal request must meet before it goes to the API (which checks them again). */
export function checkWithdrawal(draft: WithdrawalDraft): Result<number, WithdrawalRejection> {
  if (draft.verificationNeeded) return err({ reason: 'verification_required' });
  if (!Number.isSafeInteger(draft.amountMinor) || draft.amountMinor <= 0)
    return err({ reason: 'invalid_amount' });
  const min = minPayout(draft.currency).minor;
  if (draft.amountMinor < min) return err({ reason: 'below_min_payout', minMinor: min });
  const max = withdrawableMinor(draft.balanceMinor);
  if (draft.amountMinor > max) return err({ reason: 'above_withdrawable', maxMinor: max });
  if (!isValidDestination(draft.method, draft.destination)) return err({ reason: 'invalid_destination' });
  if (draft.bonusAtStake === true && draft.bonusForfeitConfirmed !== true)
    return err({ reason: 'bonus_forfeit_unconfirmed' });
  return ok(draft.amountMinor);
}
