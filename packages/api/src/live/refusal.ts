import { ApiError } from '../http/errors.ts';

/** Why a live command was refused; the client shows each in words (docs/contract.md, "Live games"). */
export const REFUSALS = [
  'unauthenticated',
  'balance_not_enough',
  'below_min',
  'above_max',
  'not_offered',
  'betting_closed',
  'already_bet',
  'round_busted',
  'no_open_bet',
  'room_full',
  'limit_exceeded',
  'timed_out',
  'self_excluded',
  'idempotency_key_reused',
  'invalid',
] as const;
export type RefusalCode = (typeof REFUSALS)[number];

export class Refusal extends Error {
  readonly code: RefusalCode;

  constructor(code: RefusalCode) {
    super(code);
    this.code = code;
  }
}

/** The refusal an error stands for: the ledger's and safer play's errors keep their words, anything else is a bug. */
export function refusalOf(error: unknown): RefusalCode {
  if (error instanceof Refusal) return error.code;
  if (error instanceof ApiError) {
    const word = error.message as RefusalCode;
    if (REFUSALS.includes(word)) return word;
  }
  throw error;
}

export interface Accepted {
  readonly balance_minor: number;
  readonly payout_minor: number | null;
}
