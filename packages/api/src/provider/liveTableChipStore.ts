import type { Deps } from '../deps.ts';

/** The live tables' chips (table `live_table_bets`): placed, paid for, settled (liveTableBets.ts, liveTableSettlement.ts). */

export interface ChipRow {
  id: number;
  token: string;
  player_id: number | null;
  slug: string;
  round_id: number;
  kind: string;
  pockets: string;
  stake_minor: number;
  payout_minor: number | null;
  status: string;
  moves: string;
  double_round: string | null;
}

/** The statuses of a chip that is on the table or was: every one but a refused or rolled-back debit. */
const PLACED = "('pending', 'open', 'settling', 'settled')";

export function chipRow(deps: Deps, id: number): ChipRow {
  return deps.db.get<ChipRow>('SELECT * FROM live_table_bets WHERE id = ?', id) as ChipRow;
}

/** The chip a launch placed under a page's key, if any. */
export function chipByKey(deps: Deps, token: string, key: string): ChipRow | undefined {
  return deps.db.get<ChipRow>('SELECT * FROM live_table_bets WHERE token = ? AND bet_key = ?', token, key);
}

/** How many chips a launch has placed on a round. */
export function launchChipCount(deps: Deps, token: string, roundId: number): number {
  return (
    deps.db.get<{ n: number }>(
      `SELECT COUNT(*) AS n FROM live_table_bets WHERE token = ? AND round_id = ? AND status IN ${PLACED}`,
      token,
      roundId,
    )?.n ?? 0
  );
}

/** How many chips a player has placed on a round of a table, from any of their launches. */
export function playerChipCount(deps: Deps, playerId: number, slug: string, roundId: number): number {
  return (
    deps.db.get<{ n: number }>(
      `SELECT COUNT(*) AS n FROM live_table_bets
       WHERE player_id = ? AND slug = ? AND round_id = ? AND status IN ${PLACED}`,
      playerId,
      slug,
      roundId,
    )?.n ?? 0
  );
}

export interface NewChip {
  readonly token: string;
  readonly key: string;
  readonly playerId: number | null;
  readonly slug: string;
  readonly roundId: number;
  readonly kind: string;
  readonly pockets: readonly number[];
  readonly stakeMinor: number;
  /** `open` for play money (paid already), `pending` until the wallet's debit answers. */
  readonly status: 'open' | 'pending';
  readonly now: number;
}

/** A chip written under its page's key; its id. */
export function insertChip(deps: Deps, chip: NewChip): number {
  return deps.db.run(
    `INSERT INTO live_table_bets (token, bet_key, player_id, slug, round_id, kind, pockets, stake_minor, status, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    chip.token,
    chip.key,
    chip.playerId,
    chip.slug,
    chip.roundId,
    chip.kind,
    JSON.stringify(chip.pockets),
    chip.stakeMinor,
    chip.status,
    chip.now,
  ).lastId;
}

/** A chip's status after its debit (`open`, `refused`, `rolled_back`) or its credit (`settled`). */
export function setChipStatus(
  deps: Deps,
  id: number,
  status: 'open' | 'refused' | 'rolled_back' | 'settled',
): void {
  deps.db.run('UPDATE live_table_bets SET status = ? WHERE id = ?', status, id);
}

/** The chips of rounds up to `lastEnded` still to settle, oldest first, at most 500 a run. */
export function dueChips(deps: Deps, lastEnded: number): ChipRow[] {
  return deps.db.all<ChipRow>(
    `SELECT * FROM live_table_bets WHERE status IN ('open', 'settling') AND round_id <= ? ORDER BY id LIMIT 500`,
    lastEnded,
  );
}

/** A play-money chip settled at `payout`, if still open with the moves it was priced on; false otherwise. */
export function settleDemoChip(deps: Deps, id: number, payout: number, moves: string): boolean {
  return (
    deps.db.run(
      "UPDATE live_table_bets SET status = 'settled', payout_minor = ? WHERE id = ? AND status = 'open' AND moves = ?",
      payout,
      id,
      moves,
    ).changes > 0
  );
}

/**
 * A real-money chip claimed for its credit (`settling`, at `payout`), if its moves and double are still those it was
 * priced on; false when the hand changed meanwhile.
 */
export function claimChip(
  deps: Deps,
  id: number,
  payout: number,
  moves: string,
  doubleRound: string | null,
): boolean {
  return (
    deps.db.run(
      `UPDATE live_table_bets SET status = 'settling', payout_minor = ?
       WHERE id = ? AND status IN ('open', 'settling') AND moves = ? AND double_round IS ?`,
      payout,
      id,
      moves,
      doubleRound,
    ).changes > 0
  );
}
