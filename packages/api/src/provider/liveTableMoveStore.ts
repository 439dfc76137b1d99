import type { Deps } from '../deps.ts';
import type { ChipRow } from './liveTableChipStore.ts';

/** A blackjack hand's moves and double as liveTableMoves.ts records them (table `live_table_bets`). */

/** A launch's open hand chip. */
export function openHand(deps: Deps, chipId: number, token: string): ChipRow | undefined {
  return deps.db.get<ChipRow>(
    "SELECT * FROM live_table_bets WHERE id = ? AND token = ? AND kind = 'hand' AND status = 'open'",
    chipId,
    token,
  );
}

/** The hand's moves, if they are still `before`; false when another move got in first. */
export function recordMoves(deps: Deps, chipId: number, before: string, moves: string): boolean {
  return (
    deps.db.run(
      "UPDATE live_table_bets SET moves = ? WHERE id = ? AND moves = ? AND status = 'open'",
      moves,
      chipId,
      before,
    ).changes > 0
  );
}

/** Marks a double's debit under way, unless another try's mark is there. */
export function markDouble(deps: Deps, chipId: number, before: string, pending: string): boolean {
  return (
    deps.db.run(
      `UPDATE live_table_bets SET double_round = ?
       WHERE id = ? AND moves = ? AND status = 'open' AND (double_round IS NULL OR double_round = ?)`,
      pending,
      chipId,
      before,
      pending,
    ).changes > 0
  );
}

export function unmarkDouble(deps: Deps, chipId: number, pending: string): void {
  deps.db.run(
    'UPDATE live_table_bets SET double_round = NULL WHERE id = ? AND double_round = ?',
    chipId,
    pending,
  );
}

/** The double's moves and wallet round, in place of its mark; false when the hand moved on without it. */
export function recordDouble(
  deps: Deps,
  chipId: number,
  before: string,
  moves: string,
  pending: string,
  doubleRound: string,
): boolean {
  return (
    deps.db.run(
      `UPDATE live_table_bets SET moves = ?, double_round = ?
       WHERE id = ? AND moves = ? AND status = 'open' AND double_round = ?`,
      moves,
      doubleRound,
      chipId,
      before,
      pending,
    ).changes > 0
  );
}
