import type { Database } from '../db/database.ts';

/**
 * The bonus engine's own rows (issue 34): a player's bonus and the stakes counted towards it. No balance is written
 * here: the bonus balance and the real one move only in `moneyStore.ts`, called by the money module.
 */
export interface BonusRow {
  readonly id: number;
  readonly player_id: number;
  readonly currency: string;
  readonly amount_minor: number;
  readonly wager_required_minor: number;
  readonly wagered_minor: number;
  readonly status: 'active' | 'released' | 'expired' | 'forfeited';
  readonly created_at: number;
  readonly expires_at: number;
  readonly ended_at: number | null;
}

export function activeBonus(db: Database, playerId: number): BonusRow | undefined {
  return db.get<BonusRow>("SELECT * FROM bonuses WHERE player_id = ? AND status = 'active'", playerId);
}

/** A new bonus, or the running one topped up (its amount and requirement added, the later expiry kept). */
export function openOrTopUp(
  db: Database,
  grant: {
    readonly playerId: number;
    readonly currency: string;
    readonly amountMinor: number;
    readonly wagerMinor: number;
    readonly at: number;
    readonly expiresAt: number;
  },
): number {
  const running = activeBonus(db, grant.playerId);
  if (running) {
    db.run(
      `UPDATE bonuses SET amount_minor = amount_minor + ?, wager_required_minor = wager_required_minor + ?,
         expires_at = MAX(expires_at, ?) WHERE id = ?`,
      grant.amountMinor,
      grant.wagerMinor,
      grant.expiresAt,
      running.id,
    );
    return running.id;
  }
  return db.run(
    `INSERT INTO bonuses (player_id, currency, amount_minor, wager_required_minor, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
    grant.playerId,
    grant.currency,
    grant.amountMinor,
    grant.wagerMinor,
    grant.at,
    grant.expiresAt,
  ).lastId;
}

/**
 * The balance after the release a stake made, when it was the stake that met its bonus's wagering (the last one
 * counted, and the bonus released): a replayed stake answers what the first call did.
 */
export function balanceAfterReleaseBy(db: Database, entryId: number): number | undefined {
  return db.get<{ balance_after_minor: number }>(
    `SELECT r.balance_after_minor FROM bonus_wagers w
     JOIN bonuses b ON b.id = w.bonus_id AND b.status = 'released'
     JOIN transactions r ON r.player_id = b.player_id AND r.kind = 'bonus_release' AND r.reference = 'bonus:' || b.id
     WHERE w.entry_id = ? AND w.entry_id = (SELECT MAX(entry_id) FROM bonus_wagers WHERE bonus_id = w.bonus_id)`,
    entryId,
  )?.balance_after_minor;
}

/** Counts a stake's ledger row once; answers the bonus after it, or undefined when it was counted before. */
export function countStake(
  db: Database,
  bonusId: number,
  stake: {
    readonly entryId: number;
    readonly reference: string;
    readonly stakeMinor: number;
    readonly counted: number;
  },
): BonusRow | undefined {
  const inserted = db.run(
    `INSERT OR IGNORE INTO bonus_wagers (entry_id, bonus_id, reference, stake_minor, counted_minor)
     VALUES (?, ?, ?, ?, ?)`,
    stake.entryId,
    bonusId,
    stake.reference,
    stake.stakeMinor,
    stake.counted,
  ).changes;
  if (inserted !== 1) return undefined;
  return db.get<BonusRow>(
    'UPDATE bonuses SET wagered_minor = wagered_minor + ? WHERE id = ? RETURNING *',
    stake.counted,
    bonusId,
  );
}

/** A stake given back (a void round, a rolled-back spin) no longer counts: what it counted, taken off. */
export function uncountStake(db: Database, bonusId: number, reference: string): number {
  const removed = db
    .all<{ counted_minor: number }>(
      'DELETE FROM bonus_wagers WHERE bonus_id = ? AND reference = ? RETURNING counted_minor',
      bonusId,
      reference,
    )
    .reduce((sum, row) => sum + row.counted_minor, 0);
  if (removed > 0)
    db.run('UPDATE bonuses SET wagered_minor = MAX(wagered_minor - ?, 0) WHERE id = ?', removed, bonusId);
  return removed;
}

/** Ends an active bonus: true for the one call that ended it, false for any later one. */
export function endBonus(
  db: Database,
  bonusId: number,
  status: 'released' | 'expired' | 'forfeited',
  at: number,
): boolean {
  return (
    db.run(
      "UPDATE bonuses SET status = ?, ended_at = ? WHERE id = ? AND status = 'active'",
      status,
      at,
      bonusId,
    ).changes === 1
  );
}

/** The active bonuses whose time is up. */
export function dueBonuses(db: Database, now: number): BonusRow[] {
  return db.all<BonusRow>(
    "SELECT * FROM bonuses WHERE status = 'active' AND expires_at <= ? ORDER BY id",
    now,
  );
}
