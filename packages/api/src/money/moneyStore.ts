import type { Database } from '../db/database.ts';

/**
 * The only SQL that writes a balance (`players.balance_minor`, `players.bonus_balance_minor`, `demo_wallets`) or the
 * ledger (`transactions`). Its callers are the money module's operations, which run each in one transaction; a test
 * over the source tree (`moneyWrites.test.ts`) fails on such SQL anywhere else.
 */

/** A ledger row as the money module reads it back to answer a repeated key. */
export interface EntryRow {
  readonly id: number;
  readonly kind: string;
  readonly amount_minor: number;
  readonly currency: string;
  readonly status: string;
  readonly reference: string | null;
  readonly balance_after_minor: number | null;
}

export interface NewEntry {
  readonly playerId: number;
  readonly kind: string;
  readonly amountMinor: number;
  readonly currency: string;
  readonly status: string;
  readonly reference: string;
  /** Null only for the seed's history, written as fixtures rather than movements. */
  readonly key: string | null;
  readonly at: number;
  /** The balance the row left; null for a row that moved nothing yet (a deposit waiting for its payment). */
  readonly balanceAfter: number | null;
}

/**
 * The two cash balances: a player's real balance and a provider demo session's play money (`demo_wallets`: no player,
 * no ledger). Each is read, and moved by a delta that never takes it below zero, by the same two functions.
 */
const CASH = {
  player: {
    read: 'SELECT balance_minor FROM players WHERE id = ?',
    move: `UPDATE players SET balance_minor = balance_minor + ? WHERE id = ? AND balance_minor + ? >= 0
     RETURNING balance_minor`,
  },
  demo: {
    read: 'SELECT balance_minor FROM demo_wallets WHERE token = ?',
    move: `UPDATE demo_wallets SET balance_minor = balance_minor + ? WHERE token = ? AND balance_minor + ? >= 0
     RETURNING balance_minor`,
  },
} as const;

function cashIn(db: Database, place: keyof typeof CASH, owner: number | string): number | undefined {
  return db.get<{ balance_minor: number }>(CASH[place].read, owner)?.balance_minor;
}

function moveIn(
  db: Database,
  place: keyof typeof CASH,
  owner: number | string,
  delta: number,
): number | undefined {
  return db.get<{ balance_minor: number }>(CASH[place].move, delta, owner, delta)?.balance_minor;
}

export function cashOf(db: Database, playerId: number): number | undefined {
  return cashIn(db, 'player', playerId);
}

/** Adds `delta` (negative for a debit) unless the balance would go below zero; the balance after, or undefined. */
export function moveCash(db: Database, playerId: number, delta: number): number | undefined {
  return moveIn(db, 'player', playerId, delta);
}

/** Adds to the bonus balance and its wagering requirement (the bonus engine of the next issue spends them). */
export function addBonus(db: Database, playerId: number, bonusMinor: number, wagerMinor: number): number {
  return (
    db.get<{ balance_minor: number }>(
      `UPDATE players SET bonus_balance_minor = bonus_balance_minor + ?, wager_left_minor = wager_left_minor + ?
       WHERE id = ? RETURNING balance_minor`,
      bonusMinor,
      wagerMinor,
      playerId,
    )?.balance_minor ?? 0
  );
}

/**
 * Takes a bonus off the bonus balance (released to the real one, expired or forfeited; never below zero) and ends its
 * wagering; answers the amount taken.
 */
export function takeBonus(db: Database, playerId: number, bonusMinor: number): number {
  const before =
    db.get<{ bonus_balance_minor: number }>('SELECT bonus_balance_minor FROM players WHERE id = ?', playerId)
      ?.bonus_balance_minor ?? 0;
  const taken = Math.min(before, bonusMinor);
  db.run(
    'UPDATE players SET bonus_balance_minor = bonus_balance_minor - ?, wager_left_minor = 0 WHERE id = ?',
    taken,
    playerId,
  );
  return taken;
}

/** The wagering still to do, moved by what a stake counted (down) or a refunded stake had counted (back up). */
export function moveWagerLeft(db: Database, playerId: number, delta: number): void {
  db.run('UPDATE players SET wager_left_minor = MAX(wager_left_minor + ?, 0) WHERE id = ?', delta, playerId);
}

export function entryByKey(db: Database, playerId: number, key: string): EntryRow | undefined {
  return db.get<EntryRow>(
    `SELECT id, kind, amount_minor, currency, status, reference, balance_after_minor FROM transactions
     WHERE player_id = ? AND idempotency_key = ?`,
    playerId,
    key,
  );
}

/**
 * The row a deposit's payment or a withdrawal's end settles: by its key, or, for a row written before keys (migration
 * 18), by its kind and reference, so a deposit opened or a withdrawal held before an upgrade still settles once.
 */
export function settlingEntry(
  db: Database,
  playerId: number,
  kind: string,
  reference: string,
): EntryRow | undefined {
  return db.get<EntryRow>(
    `SELECT id, kind, amount_minor, currency, status, reference, balance_after_minor FROM transactions
     WHERE player_id = ? AND kind = ? AND (idempotency_key = ? OR (idempotency_key IS NULL AND reference = ?))
     ORDER BY id LIMIT 1`,
    playerId,
    kind,
    `${kind}:${reference}`,
    reference,
  );
}

export function insertEntry(db: Database, entry: NewEntry): number {
  return db.run(
    `INSERT INTO transactions (player_id, kind, amount_minor, currency, status, reference, created_at,
       balance_after_minor, idempotency_key)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    entry.playerId,
    entry.kind,
    entry.amountMinor,
    entry.currency,
    entry.status,
    entry.reference,
    entry.at,
    entry.balanceAfter,
    entry.key,
  ).lastId;
}

/** Moves a row on from `from` (a pending deposit paid or lapsed, a held withdrawal paid or given back). */
export function markEntry(
  db: Database,
  id: number,
  from: string,
  to: string,
  balanceAfter: number | null,
): boolean {
  return (
    db.run(
      `UPDATE transactions SET status = ?, balance_after_minor = COALESCE(?, balance_after_minor)
       WHERE id = ? AND status = ?`,
      to,
      balanceAfter,
      id,
      from,
    ).changes === 1
  );
}

/** The pending rows under a reference (an invoice's deposit row), to lapse them. */
export function pendingIds(db: Database, reference: string): number[] {
  return db
    .all<{ id: number }>("SELECT id FROM transactions WHERE reference = ? AND status = 'pending'", reference)
    .map((row) => row.id);
}

/** A seeded account's opening balances and the history it shows (the seed's fixtures, not movements). */
export function seedAccount(
  db: Database,
  playerId: number,
  balances: { readonly cashMinor: number; readonly bonusMinor: number },
  history: readonly Omit<NewEntry, 'playerId' | 'key' | 'balanceAfter'>[],
): void {
  db.run(
    'UPDATE players SET balance_minor = ?, bonus_balance_minor = ? WHERE id = ?',
    balances.cashMinor,
    balances.bonusMinor,
    playerId,
  );
  for (const entry of history) insertEntry(db, { ...entry, playerId, key: null, balanceAfter: null });
}

/** A provider demo session's play money: no player, no ledger, never below zero. */
export function demoCash(db: Database, token: string): number | undefined {
  return cashIn(db, 'demo', token);
}

export function moveDemoCash(db: Database, token: string, delta: number): number | undefined {
  return moveIn(db, 'demo', token, delta);
}

export function insertDemoWallet(
  db: Database,
  wallet: {
    readonly token: string;
    readonly balance_minor: number;
    readonly server_seed: string;
    readonly client_seed: string;
    readonly nonce: number;
  },
): void {
  db.run(
    'INSERT INTO demo_wallets (token, balance_minor, server_seed, client_seed, nonce) VALUES (?, ?, ?, ?, ?)',
    wallet.token,
    wallet.balance_minor,
    wallet.server_seed,
    wallet.client_seed,
    wallet.nonce,
  );
}
