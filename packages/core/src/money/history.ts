import { LEDGER_KINDS } from '@casino/tables';
import type { Money } from '../domain/money.ts';

/** The kinds of money movement the history shows (docs/contract.md, "History"; the data of `@casino/tables`). */
export const MOVEMENT_KINDS = LEDGER_KINDS;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

export const MOVEMENT_STATUSES = ['pending', 'success', 'expired', 'paid', 'rejected', 'cancelled'] as const;
export type MovementStatus = (typeof MOVEMENT_STATUSES)[number];

/** One movement of the player's money, the amount always positive: the kind says which way it went. */
export interface Movement {
  readonly id: string;
  readonly kind: MovementKind;
  readonly amount: Money;
  readonly createdAt: string;
  readonly status: MovementStatus;
  /** The real balance right after the movement; null for rows older than the API's record of it. */
  readonly balanceAfter: Money | null;
  /** The instant-game bet whose fairness proof the row links to. */
  readonly betId: string | null;
  readonly roundId: string | null;
  readonly caseOpeningId: string | null;
  readonly withdrawalId: string | null;
  /** The sports bet (issue 20) the stake or the return belongs to. */
  readonly sportsBetId: string | null;
  /** The tournament and the place whose prize a `tournament_prize` row is (issue 34); its title in the request's language. */
  readonly tournament: { readonly id: string; readonly place: number; readonly title: string | null } | null;
}

/** Which movements to read: a kind, a date range (from inclusive, to exclusive, ISO dates) and the page's cursor. */
export interface HistoryQuery {
  readonly kind?: MovementKind;
  readonly from?: string;
  readonly to?: string;
  readonly cursor?: string;
  readonly limit?: number;
}

export interface HistoryPage {
  readonly movements: readonly Movement[];
  readonly nextCursor: string | null;
}

const OUTGOING: ReadonlySet<MovementKind> = new Set(['bet', 'withdrawal']);

/** Whether a movement took money out of the balance (a stake, a withdrawal) rather than bringing it in. */
export function isOutgoing(kind: MovementKind): boolean {
  return OUTGOING.has(kind);
}

/** The movement's amount with its direction: negative for money that left. */
export function signedMinor(movement: Pick<Movement, 'kind' | 'amount'>): number {
  return isOutgoing(movement.kind) ? -movement.amount.minor : movement.amount.minor;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A history filter as the API takes it: only a real calendar date (yyyy-mm-dd) is kept, and a range whose end is
 * not after its start is dropped, so a hand-edited query never reaches the API as a 400.
 */
export function historyRange(from: string, to: string): Pick<HistoryQuery, 'from' | 'to'> {
  const valid = (value: string) => {
    const at = Date.parse(`${value}T00:00:00Z`);
    return ISO_DATE.test(value) && Number.isFinite(at) && new Date(at).toISOString().startsWith(value);
  };
  const start = valid(from) ? from : undefined;
  const end = valid(to) ? to : undefined;
  if (start !== undefined && end !== undefined && end <= start) return { from: start };
  return { ...(start !== undefined && { from: start }), ...(end !== undefined && { to: end }) };
}

/** The day after an ISO date: a range picked as "to 5 May" includes the 5th, the API's `to` being exclusive. */
export function dayAfter(isoDate: string): string {
  const next = new Date(`${isoDate}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}
