import type { Deps } from '../deps.ts';
import { ApiError } from '../http/errors.ts';

/**
 * What the money module's operations speak of (`money.ts`, `bonusBalance.ts`): a movement of a kind and amount under
 * its idempotency key, the effect it had, and the refusals that leave everything as it was.
 */
export type MoneyDeps = Pick<Deps, 'db' | 'clock'>;

/** Kinds taken off the balance; every other kind adds to it (`bonus` goes to the bonus balance instead). */
export const DEBIT_KINDS = ['bet', 'withdrawal'] as const;
export const CREDIT_KINDS = [
  'deposit',
  'withdrawal_return',
  'win',
  'free_spin_win',
  'rollback',
  'bonus_release',
  'cashback',
  'tournament_prize',
] as const;
export type DebitKind = (typeof DEBIT_KINDS)[number];
export type CreditKind = (typeof CREDIT_KINDS)[number];

export interface Movement<K extends string> {
  readonly playerId: number;
  readonly kind: K;
  readonly amountMinor: number;
  readonly currency: string;
  /** What the row points at (`bet:12`, `round:7`, `withdrawal:3`): the history's link to its proof or request. */
  readonly reference: string;
  /** Defaults to `<kind>:<reference>`: one effect per kind and reference. */
  readonly key?: string;
  readonly at?: number;
}

/** What a movement did: its ledger row, the balance it left, and whether it was the first call of its key. */
export interface Effect {
  readonly entryId: number;
  readonly balanceAfter: number;
  readonly replayed: boolean;
}

export type MoneyRefusalCode = 'balance_not_enough' | 'idempotency_key_reused' | 'not_found';

/** A movement that cannot happen; nothing moved. An ApiError, so a route answers it as `422 {message}`. */
export class MoneyRefusal extends ApiError {
  readonly code: MoneyRefusalCode;

  constructor(code: MoneyRefusalCode) {
    super(422, { message: code });
    this.code = code;
  }
}

/** A movement's idempotency key, unique per player. */
export const keyOf = (movement: Movement<string>) => movement.key ?? `${movement.kind}:${movement.reference}`;

export function checkAmount(amountMinor: number): void {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0)
    throw new Error(`a money amount is a non-negative integer of minor units, not ${amountMinor}`);
}
