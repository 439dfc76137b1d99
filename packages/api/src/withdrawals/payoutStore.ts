import type { Deps } from '../deps.ts';

/** The payouts' SQL: what the rules read of a player and a destination, and the processor's decisions and queue. */

export function verificationOf(
  deps: Deps,
  playerId: number,
): { readonly status: string; readonly updatedAt: number | null } | undefined {
  const row = deps.db.get<{ verification_status: string; verification_updated_at: number | null }>(
    'SELECT verification_status, verification_updated_at FROM players WHERE id = ?',
    playerId,
  );
  return row && { status: row.verification_status, updatedAt: row.verification_updated_at };
}

/** Whether another player has ever asked for a payout to this address or card. */
export function destinationUsedByOther(deps: Deps, destination: string, playerId: number): boolean {
  return (
    deps.db.get<{ id: number }>(
      'SELECT id FROM withdrawals WHERE destination = ? AND player_id != ? LIMIT 1',
      destination,
      playerId,
    ) !== undefined
  );
}

export interface PendingWithdrawal {
  readonly id: number;
  readonly player_id: number;
  readonly currency: string;
  readonly amount_minor: number;
  readonly destination: string;
  readonly status: string;
  readonly created_at: number;
}

/** The pending withdrawals (of one player, or all) requested at or before `before`, oldest first. */
export function pendingBefore(deps: Deps, before: number, playerId: number | null): PendingWithdrawal[] {
  return deps.db.all<PendingWithdrawal>(
    `SELECT id, player_id, currency, amount_minor, destination, status, created_at FROM withdrawals WHERE status = 'pending' AND created_at <= ? AND (? IS NULL OR player_id = ?)
     ORDER BY created_at, id`,
    before,
    playerId,
    playerId,
  );
}

export function insertDecision(
  deps: Deps,
  decision: {
    readonly withdrawalId: number;
    readonly outcome: string;
    readonly decidedBy: string;
    readonly reason: string | null;
  },
): void {
  deps.db.run(
    `INSERT INTO payout_decisions (withdrawal_id, outcome, decided_by, reason, decided_at)
     VALUES (?, ?, ?, ?, ?)`,
    decision.withdrawalId,
    decision.outcome,
    decision.decidedBy,
    decision.reason,
    deps.clock.now(),
  );
}

/** Who decided a withdrawal (the processor or an operator's name), if anyone has. */
export function decidedBy(deps: Deps, withdrawalId: number): string | undefined {
  return deps.db.get<{ decided_by: string }>(
    'SELECT decided_by FROM payout_decisions WHERE withdrawal_id = ?',
    withdrawalId,
  )?.decided_by;
}
