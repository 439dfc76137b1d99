import type { Currency } from '../domain/currency.ts';
import type { DomainError } from '../domain/errors.ts';
import type { ApiResult } from './AuthApi.ts';
import type { Result } from '../domain/result.ts';
import type { HistoryPage, HistoryQuery } from '../money/history.ts';
import type { Exclusion, SelfExclusionPeriod, TimeOutPeriod } from '../saferPlay/exclusions.ts';
import type { LimitKind, LimitState } from '../saferPlay/limits.ts';

export interface WithdrawalRequest {
  readonly methodHash: string;
  readonly amountMinor: number;
  /** A card number or a crypto address. */
  readonly destination: string;
  /** The same key on a retry: the API answers the first request's withdrawal instead of holding the amount twice. */
  readonly idempotencyKey: string;
  /** The player confirmed that the request forfeits their unfinished bonus (`forfeit_bonus`, issue 34). */
  readonly forfeitBonus?: boolean;
}

export type WithdrawalStatus = 'pending' | 'paid' | 'rejected' | 'cancelled';

export interface Withdrawal {
  readonly id: string;
  readonly amountMinor: number;
  readonly currency: Currency;
  readonly status: WithdrawalStatus;
  readonly createdAt: string;
  /** When a pending withdrawal is expected to be paid, as the API promises it; null once it is no longer pending. */
  readonly expectedAt: string | null;
  /** The method's hash from the billing data. */
  readonly method: string;
  /** The address, or a card shown by its last four digits only. */
  readonly destination: string;
  /** The operator's reason for a rejected withdrawal, as they gave it; null otherwise (issue 34). */
  readonly rejectionReason: string | null;
}

/** The limits of every kind and the break in force, as the API keeps them. */
export interface SaferPlayState {
  readonly limits: readonly LimitState[];
  readonly exclusion: Exclusion | null;
}

/** A time-out (a short break) or a self-exclusion (a long one), confirmed with the account password. */
export type BreakRequest =
  | { readonly kind: 'time_out'; readonly period: TimeOutPeriod; readonly password: string }
  | { readonly kind: 'self_exclusion'; readonly period: SelfExclusionPeriod; readonly password: string };

/**
 * Withdrawals, the money history and the safer-play limits (docs/contract.md, "Money"). Money limits are integer
 * minor units of the player's currency here; `session_minutes` is whole minutes.
 */
export interface MoneyApi {
  requestWithdrawal(request: WithdrawalRequest): Promise<Result<Withdrawal, DomainError>>;
  listWithdrawals(): ApiResult<readonly Withdrawal[]>;
  cancelWithdrawal(id: string): ApiResult<Withdrawal>;
  getHistory(query: HistoryQuery): ApiResult<HistoryPage>;
  /** The history of `query` as the API's CSV file, its text unchanged. */
  exportHistory(query: Omit<HistoryQuery, 'cursor' | 'limit'>): ApiResult<string>;
  getSaferPlay(): ApiResult<SaferPlayState>;
  setLimit(kind: LimitKind, value: number | null): Promise<Result<void, DomainError>>;
  takeBreak(request: BreakRequest): ApiResult<Exclusion>;
}
