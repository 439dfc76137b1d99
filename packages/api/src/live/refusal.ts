import { LIVE_REFUSAL_CODES } from '@casino/tables';
import { ApiError } from '../http/errors.ts';

/** Why a live command was refused (`@casino/tables`); the client shows each in words (docs/contract.md). */
export const REFUSALS = LIVE_REFUSAL_CODES;
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
