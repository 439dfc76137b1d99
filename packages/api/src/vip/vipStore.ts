import type { Deps } from '../deps.ts';

/** The VIP club's SQL (issue 34): members, their deposits and net loss, and the weekly cashback rows. */

type Db = Pick<Deps, 'db'>;

export interface CashbackMember {
  readonly id: number;
  readonly currency: string;
}

export interface CashbackRow {
  readonly playerId: number;
  readonly weekStart: number;
  readonly level: number;
  readonly cashbackPercent: number;
  readonly netLossMinor: number;
  readonly amountMinor: number;
  readonly currency: string;
  readonly entryId: number | null;
  readonly settledAt: number;
}

/**
 * A player's net loss over [from, to): their real-money stakes (`bet` rows) less what those stakes brought back (`win`
 * and `rollback` rows). Free-spin wins, bonuses and deposits are not play of their money and do not count.
 */
export function netLoss(deps: Db, playerId: number, from: number, to: number): number {
  const row = deps.db.get<{ staked: number | null; returned: number | null }>(
    `SELECT SUM(CASE WHEN kind = 'bet' THEN amount_minor END) AS staked,
            SUM(CASE WHEN kind IN ('win', 'rollback') THEN amount_minor END) AS returned
     FROM transactions
     WHERE player_id = ? AND status = 'success' AND created_at >= ? AND created_at < ?
       AND kind IN ('bet', 'win', 'rollback')`,
    playerId,
    from,
    to,
  );
  return (row?.staked ?? 0) - (row?.returned ?? 0);
}

/**
 * The player's confirmed deposits: the paid deposit rows of their ledger (an open or lapsed invoice does not count),
 * those made before `before` when given.
 */
export function confirmedDeposits(deps: Db, playerId: number, before: number | null = null): number {
  return (
    deps.db.get<{ total: number | null }>(
      `SELECT SUM(amount_minor) AS total FROM transactions
       WHERE player_id = ? AND kind = 'deposit' AND status = 'success' AND (? IS NULL OR created_at < ?)`,
      playerId,
      before,
      before,
    )?.total ?? 0
  );
}

/** Whether the member's cashback for the week starting at `weekStart` is settled already. */
export function cashbackSettled(deps: Db, playerId: number, weekStart: number): boolean {
  return (
    deps.db.get<{ amount_minor: number }>(
      'SELECT amount_minor FROM vip_cashbacks WHERE player_id = ? AND week_start = ?',
      playerId,
      weekStart,
    ) !== undefined
  );
}

/** Writes the week's row: the guard that settles a member and week once. */
export function insertCashback(deps: Db, row: CashbackRow): void {
  deps.db.run(
    `INSERT INTO vip_cashbacks (player_id, week_start, level, cashback_percent, net_loss_minor, amount_minor, currency,
       entry_id, settled_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    row.playerId,
    row.weekStart,
    row.level,
    row.cashbackPercent,
    row.netLossMinor,
    row.amountMinor,
    row.currency,
    row.entryId,
    row.settledAt,
  );
}

/** The members (or the one player) who joined before the week ended and whose week is not settled yet. */
export function membersDue(
  deps: Db,
  week: { readonly start: number; readonly end: number },
  playerId: number | null,
): CashbackMember[] {
  return deps.db.all<CashbackMember>(
    `SELECT id, currency FROM players
     WHERE premium_status IS NOT NULL AND currency IS NOT NULL AND vip_joined_at IS NOT NULL AND vip_joined_at < ?
       AND (? IS NULL OR id = ?)
       AND NOT EXISTS (SELECT 1 FROM vip_cashbacks c WHERE c.player_id = players.id AND c.week_start = ?)`,
    week.end,
    playerId,
    playerId,
    week.start,
  );
}

/** The player's currency and membership. */
export function vipMember(
  deps: Db,
  playerId: number,
): { readonly currency: string | null; readonly premium_status: string | null } | undefined {
  return deps.db.get<{ currency: string | null; premium_status: string | null }>(
    'SELECT currency, premium_status FROM players WHERE id = ?',
    playerId,
  );
}

/** The player's last cashback that paid an amount. */
export function lastPaidCashback(
  deps: Db,
  playerId: number,
): { readonly week_start: number; readonly amount_minor: number; readonly settled_at: number } | undefined {
  return deps.db.get<{ week_start: number; amount_minor: number; settled_at: number }>(
    `SELECT week_start, amount_minor, settled_at FROM vip_cashbacks WHERE player_id = ? AND amount_minor > 0
     ORDER BY week_start DESC LIMIT 1`,
    playerId,
  );
}
