import type { DomainError } from '../domain/errors.ts';
import type { Result } from '../domain/result.ts';
import type { LimitKind } from '../saferPlay/limits.ts';

export interface WithdrawalRequest {
  readonly methodHash: string;
  readonly amountMinor: number;
  /** A card number or a crypto address. */
  readonly destination: string;
  /** The same key on a retry: the API answers the first request's withdrawal instead of holding the amount twice. */
  readonly idempotencyKey: string;
}

export type WithdrawalStatus = 'pending' | 'paid' | 'rejected' | 'cancelled';

export interface Withdrawal {
  readonly id: string;
  readonly amountMinor: number;
  readonly status: WithdrawalStatus;
  readonly createdAt: string;
}

/** Withdrawals and the safer-play limits (docs/contract.md, "Money"). */
export interface MoneyApi {
  requestWithdrawal(request: WithdrawalRequest): Promise<Result<Withdrawal, DomainError>>;
  setLimit(kind: LimitKind, value: number | null): Promise<Result<void, DomainError>>;
}
