import { MIN_PAYOUT } from '@casino/tables';
import type { Deps } from '../deps.ts';
import { toMajor } from '../money.ts';
import { once } from '../money/idempotency.ts';
import { balanceOf, hold, settleHold } from '../money/money.ts';
import { MoneyRefusal } from '../money/movement.ts';
import { expectedPayoutAt } from './payoutRules.ts';

/** A withdrawal's life: pending (the amount held) → paid, or rejected / cancelled (the hold returned, once). */
export type WithdrawalStatus = 'pending' | 'paid' | 'rejected' | 'cancelled';

export interface WithdrawalRow {
  id: number;
  player_id: number;
  method_hash: string;
  currency: string;
  amount_minor: number;
  destination: string;
  status: WithdrawalStatus;
  idempotency_key: string;
  created_at: number;
  settled_at: number | null;
}

/** §9: the smallest payout per currency, in minor units (EUR as USD; `@casino/tables`). */
export const MIN_PAYOUT_MINOR: Readonly<Record<string, number>> = MIN_PAYOUT;

export interface WithdrawalRequest {
  readonly playerId: number;
  readonly methodHash: string;
  readonly currency: string;
  readonly amountMinor: number;
  readonly destination: string;
  readonly idempotencyKey: string;
}

export type WithdrawalResult =
  | { readonly ok: true; readonly row: WithdrawalRow; readonly replayed: boolean }
  | { readonly ok: false; readonly refusal: 'balance_not_enough' | 'idempotency_key_reused' };

const byId = (deps: Deps, id: number) =>
  deps.db.get<WithdrawalRow>('SELECT * FROM withdrawals WHERE id = ?', id);

export const withdrawalById = byId;

/** Every player's withdrawals of a status, oldest first (the operators' queue). */
export function withdrawalsByStatus(deps: Deps, status: WithdrawalStatus, limit: number): WithdrawalRow[] {
  return deps.db.all<WithdrawalRow>(
    'SELECT * FROM withdrawals WHERE status = ? ORDER BY created_at, id LIMIT ?',
    status,
    limit,
  );
}

/**
 * A withdrawal request, in one transaction: a repeated key answers the first request; otherwise the amount is taken
 * off the real balance at once (never the bonus balance, never below zero) and a pending ledger row records the hold.
 */
export function requestWithdrawal(deps: Deps, request: WithdrawalRequest): WithdrawalResult {
  const key = {
    scope: 'withdrawal',
    ownerId: request.playerId,
    key: request.idempotencyKey,
    request: [request.methodHash, request.amountMinor, request.destination],
  } as const;
  try {
    // The answer kept is the withdrawal's id: a repeat is answered with the withdrawal as it is now.
    const { answer, replayed } = once(deps, key, () => ({ id: held(deps, request) }));
    return { ok: true, row: byId(deps, answer.id) as WithdrawalRow, replayed };
  } catch (error) {
    if (error instanceof MoneyRefusal && error.code !== 'not_found')
      return { ok: false, refusal: error.code };
    throw error;
  }
}

/** The withdrawal's row and its hold; refused (`balance_not_enough`) when the real balance is short. */
function held(deps: Deps, request: WithdrawalRequest): number {
  if (balanceOf(deps, request.playerId) < request.amountMinor) throw new MoneyRefusal('balance_not_enough');
  const now = deps.clock.now();
  const id = deps.db.run(
    `INSERT INTO withdrawals (player_id, method_hash, currency, amount_minor, destination, status, idempotency_key,
       created_at)
     VALUES (?, ?, ?, ?, ?, 'pending', ?, ?)`,
    request.playerId,
    request.methodHash,
    request.currency,
    request.amountMinor,
    request.destination,
    request.idempotencyKey,
    now,
  ).lastId;
  hold(deps, {
    playerId: request.playerId,
    amountMinor: request.amountMinor,
    currency: request.currency,
    reference: `withdrawal:${id}`,
    at: now,
  });
  return id;
}

export type SettleOutcome = 'settled' | 'not_pending' | 'not_found';

/**
 * Ends a pending withdrawal. Paid: the hold leaves for good. Rejected or cancelled: the hold comes back as a
 * `withdrawal_return` row. The status moves only from pending, so a second call changes nothing and returns nothing.
 */
export function settleWithdrawal(
  deps: Deps,
  id: number,
  to: Exclude<WithdrawalStatus, 'pending'>,
  playerId: number | null = null,
  at: number | null = null,
): SettleOutcome {
  return deps.db.transaction((): SettleOutcome => {
    const row = byId(deps, id);
    if (!row || (playerId !== null && row.player_id !== playerId)) return 'not_found';
    const now = at ?? deps.clock.now();
    const moved = deps.db.run(
      "UPDATE withdrawals SET status = ?, settled_at = ? WHERE id = ? AND status = 'pending'",
      to,
      now,
      id,
    );
    if (moved.changes === 0) return 'not_pending';
    // Paid: the hold leaves for good; rejected or cancelled: it comes back as a `withdrawal_return` row.
    settleHold(deps, { playerId: row.player_id, reference: `withdrawal:${id}`, at: now }, to);
    return 'settled';
  });
}

export function findWithdrawal(deps: Deps, playerId: number, id: number): WithdrawalRow | undefined {
  const row = byId(deps, id);
  return row?.player_id === playerId ? row : undefined;
}

export function listWithdrawals(deps: Deps, playerId: number, limit: number): WithdrawalRow[] {
  return deps.db.all<WithdrawalRow>(
    'SELECT * FROM withdrawals WHERE player_id = ? ORDER BY created_at DESC, id DESC LIMIT ?',
    playerId,
    limit,
  );
}

/** A card shows only its last four digits; an address is shown whole, the player needs to check it. */
function maskedDestination(destination: string): string {
  return /^\d{13,19}$/.test(destination) ? `•••• ${destination.slice(-4)}` : destination;
}

/** A pending withdrawal's payout: by the processor at `expected_at`, or after an operator's review (payoutRules.ts). */
function expectedAnswer(deps: Deps, row: WithdrawalRow) {
  if (row.status !== 'pending') return { expected_at: null, review: null };
  const at = expectedPayoutAt(deps, row);
  return at === null
    ? { expected_at: null, review: 'operator' as const }
    : { expected_at: deps.clock.iso(at), review: 'automatic' as const };
}

/** The reason an operator gave for rejecting a withdrawal (`payout_decisions`), shown to the player as given. */
function rejectionReason(deps: Deps, row: WithdrawalRow): string | null {
  if (row.status !== 'rejected') return null;
  return (
    deps.db.get<{ reason: string | null }>(
      "SELECT reason FROM payout_decisions WHERE withdrawal_id = ? AND outcome = 'rejected'",
      row.id,
    )?.reason ?? null
  );
}

export function withdrawalAnswer(deps: Deps, row: WithdrawalRow) {
  return {
    id: String(row.id),
    method: row.method_hash,
    amount: toMajor(row.amount_minor),
    currency: row.currency,
    destination: maskedDestination(row.destination),
    status: row.status,
    created_at: deps.clock.iso(row.created_at),
    settled_at: row.settled_at === null ? null : deps.clock.iso(row.settled_at),
    ...expectedAnswer(deps, row),
    reason: rejectionReason(deps, row),
  };
}
