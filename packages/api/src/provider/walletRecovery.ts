import type { Deps } from '../deps.ts';
import { settleDueChips } from './liveTableSettlement.ts';
import type { LiveTableTiming } from './liveTableTiming.ts';
import { PENDING_DOUBLE } from './liveTableMoves.ts';
import { WalletRefusal, type WalletClient } from './walletClient.ts';
import {
  clearDouble,
  markChipRolledBack,
  markRound,
  pendingChips,
  pendingDoubles,
  unfinishedRounds,
} from './walletRecoveryStore.ts';

/** What became of the wallet rounds a stop left open. */
export interface Recovery {
  readonly settled: number;
  readonly rolledBack: number;
  readonly left: number;
  /** Why each round left is left, for the log once the server is up. */
  readonly notes: readonly string[];
}

const refusedAs = (error: unknown, ...codes: string[]) =>
  error instanceof WalletRefusal && codes.includes(error.code);

/**
 * Finishes, by the seamless-wallet rules (docs/contract.md, "Provider games"), every real-money round a stop of the
 * server cut: a slot round whose spins were played is credited their payout (the credit's id makes the wallet pay it
 * once, so one paid before the stop answers `round_settled`); one stopped before its spins had its stake debited, or
 * not: it is rolled back, which gives a debit back or, for one never made, makes the wallet refuse it if it comes
 * late. A campaign's free spin moved no money before its credit, so one not played is simply cancelled. A live table
 * chip whose debit had no answer is rolled back the same way, as is a blackjack double whose debit was under way;
 * chips placed are settled as their rounds end.
 */
export async function recoverWalletRounds(
  deps: Deps,
  wallet: WalletClient,
  timing: LiveTableTiming,
): Promise<Recovery> {
  let settled = 0;
  let rolledBack = 0;
  let left = 0;
  const notes: string[] = [];
  const mark = (id: number, status: string) => markRound(deps, id, status);
  const rounds = unfinishedRounds(deps);
  for (const round of rounds) {
    const id = `r${round.id}`;
    try {
      if (round.status === 'played') {
        await wallet
          .credit(round.token, `${id}-win`, id, round.payout_minor, round.free_spins_id)
          .catch((error: unknown) => {
            if (!refusedAs(error, 'round_settled')) throw error;
          });
        mark(round.id, 'settled');
        settled += 1;
      } else if (round.free_spins_id !== null) {
        mark(round.id, 'cancelled');
        rolledBack += 1;
      } else {
        await wallet.rollback(round.token, `${id}-rollback`, `${id}-bet`);
        mark(round.id, 'rolled_back');
        rolledBack += 1;
      }
    } catch (error) {
      if (refusedAs(error, 'round_rolled_back')) {
        mark(round.id, 'rolled_back');
        rolledBack += 1;
        continue;
      }
      left += 1;
      notes.push(`[provider] round ${id} not recovered yet: ${String(error)}`);
    }
  }
  for (const chip of pendingChips(deps)) {
    try {
      await wallet.rollback(chip.token, `lt${chip.id}-rollback`, `lt${chip.id}-bet`);
      markChipRolledBack(deps, chip.id);
      rolledBack += 1;
    } catch (error) {
      left += 1;
      notes.push(`[provider] live table chip ${chip.id} not recovered yet: ${String(error)}`);
    }
  }
  // A blackjack double whose debit was under way: its stake is given back and the hand stays as it was recorded.
  for (const chip of pendingDoubles(deps)) {
    const round = chip.double_round.slice(PENDING_DOUBLE.length);
    try {
      await wallet.rollback(chip.token, `${round}-rollback`, `${round}-bet`);
      clearDouble(deps, chip.id, chip.double_round);
      rolledBack += 1;
    } catch (error) {
      left += 1;
      notes.push(`[provider] live table double ${round} not recovered yet: ${String(error)}`);
    }
  }
  settled += await settleDueChips(deps, wallet, timing);
  return { settled, rolledBack, left, notes };
}
