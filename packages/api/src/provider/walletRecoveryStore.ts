import type { Deps } from '../deps.ts';
import { PENDING_DOUBLE } from './liveTableMoves.ts';

/** What the wallet recovery at start reads and marks: the real-money slot rounds and table chips a stop cut. */

interface OpenRound {
  id: number;
  token: string;
  status: string;
  payout_minor: number;
  free_spins_id: number | null;
}

/** The real-money slot rounds not yet settled, oldest first. */
export function unfinishedRounds(deps: Deps): OpenRound[] {
  return deps.db.all<OpenRound>(
    `SELECT id, token, status, payout_minor, free_spins_id FROM provider_rounds
     WHERE mode = 'play' AND status IN ('open', 'played') ORDER BY id`,
  );
}

export function markRound(deps: Deps, id: number, status: string): void {
  deps.db.run('UPDATE provider_rounds SET status = ? WHERE id = ?', status, id);
}

/** The players' table chips whose debit had no answer. */
export function pendingChips(deps: Deps): { id: number; token: string }[] {
  return deps.db.all<{ id: number; token: string }>(
    "SELECT id, token FROM live_table_bets WHERE status = 'pending' AND player_id IS NOT NULL ORDER BY id",
  );
}

export function markChipRolledBack(deps: Deps, id: number): void {
  deps.db.run("UPDATE live_table_bets SET status = 'rolled_back' WHERE id = ?", id);
}

/** The players' blackjack doubles whose debit was under way. */
export function pendingDoubles(deps: Deps): { id: number; token: string; double_round: string }[] {
  return deps.db.all<{ id: number; token: string; double_round: string }>(
    `SELECT id, token, double_round FROM live_table_bets
     WHERE double_round LIKE '${PENDING_DOUBLE}%' AND player_id IS NOT NULL ORDER BY id`,
  );
}

/** Forgets a double given back, if it is still the one recorded. */
export function clearDouble(deps: Deps, id: number, doubleRound: string): void {
  deps.db.run(
    'UPDATE live_table_bets SET double_round = NULL WHERE id = ? AND double_round = ?',
    id,
    doubleRound,
  );
}
