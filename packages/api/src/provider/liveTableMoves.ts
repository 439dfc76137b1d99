import type { Deps } from '../deps.ts';
import { sha256Hex } from '../fairness/fairness.ts';
import { demoMove } from '../money/demoMoney.ts';
import { roundAt, roundSeed } from './liveTable.ts';
import type { LiveTableTiming } from './liveTableTiming.ts';
import { blackjackHand, handKeyOf, playerHand, type BlackjackMove } from './liveBlackjack.ts';
import { balanceOf, chipView, refuse, walletFailure, type ChipView } from './liveTableBets.ts';
import { chipRow } from './liveTableChipStore.ts';
import { markDouble, openHand, recordDouble, recordMoves, unmarkDouble } from './liveTableMoveStore.ts';
import { demoWallet } from './slotRounds.ts';
import { WalletUnreachable, type WalletClient, type WalletSession } from './walletClient.ts';

export interface MoveRequest {
  readonly chipId: number;
  readonly move: BlackjackMove;
  /** How many moves the hand had when the page sent this one: the same move at the same place is made once. */
  readonly at: number;
  /** The page's key for this try: a double sent again under it debits once; a new try after a failed one is new. */
  readonly key: string;
}

/** A double's wallet round while its debit is under way: `pending:<round>` in `double_round`. */
export const PENDING_DOUBLE = 'pending:';

const MOVE_LETTERS: Readonly<Record<string, BlackjackMove>> = { hit: 'h', stand: 's', double: 'd' };
export const moveLetter = (name: string): BlackjackMove | undefined => MOVE_LETTERS[name];

/**
 * A blackjack decision on this player's hand of the round being played (docs/contract.md, "Live tables"): taken
 * only while the players act, only as the rules allow, and once: a move sent again at the same place answers the
 * hand as it is. A double debits the stake again as its own wallet round, rolled back if it could not be recorded.
 */
export async function makeMove(
  deps: Deps,
  wallet: WalletClient,
  token: string,
  session: WalletSession,
  request: MoveRequest,
  timing: LiveTableTiming,
): Promise<{ chip: ChipView; balance_minor: number }> {
  const chip = openHand(deps, request.chipId, token);
  if (!chip) throw refuse(404, 'hand_not_found');
  const answer = async () => ({
    chip: chipView(chipRow(deps, chip.id)),
    balance_minor: await balanceOf(deps, wallet, token, session),
  });
  if (request.at < chip.moves.length && chip.moves[request.at] === request.move) return answer();
  if (request.at !== chip.moves.length) throw refuse(409, 'move_stale');
  const round = roundAt(deps.clock.now(), timing);
  if (chip.round_id !== round.id || round.phase !== 'spinning') throw refuse(409, 'moves_closed');
  const moves = chip.moves + request.move;
  const deal = blackjackHand(
    roundSeed(deps, chip.slug, chip.round_id, session.mode),
    chip.slug,
    chip.round_id,
    handKeyOf(chip),
  );
  if (!playerHand(deal, moves)) throw refuse(422, 'move_invalid');
  const record = () => recordMoves(deps, chip.id, chip.moves, moves);
  if (request.move !== 'd') {
    if (!record()) throw refuse(409, 'move_stale');
    return answer();
  }
  if (session.mode === 'demo') {
    deps.db.transaction(() => {
      if (demoWallet(deps, token).balance_minor < chip.stake_minor) throw refuse(422, 'balance_not_enough');
      if (!record()) throw refuse(409, 'move_stale');
      demoMove(deps, token, chip.stake_minor);
    });
    return answer();
  }
  // Each try is a wallet round of its own, so a try rolled back can never be replayed as a double that was paid.
  const doubleRound = `lt${chip.id}d${sha256Hex(request.key).slice(0, 16)}`;
  // Marked before the debit (issue 33): a stop between the debit and its record leaves the mark, and the next start
  // gives that stake back (walletRecovery.ts). The same try sent again finds its own mark and goes on.
  const pending = `${PENDING_DOUBLE}${doubleRound}`;
  const marked = markDouble(deps, chip.id, chip.moves, pending);
  if (!marked) {
    // The same try, sent again, may find it already made.
    if (chipRow(deps, chip.id).double_round === doubleRound) return answer();
    throw refuse(409, 'move_stale');
  }
  const unmark = () => unmarkDouble(deps, chip.id, pending);
  const undo = async () => {
    await wallet.rollback(token, `${doubleRound}-rollback`, `${doubleRound}-bet`).catch(() => undefined);
    unmark();
  };
  try {
    await wallet.debit(token, `${doubleRound}-bet`, doubleRound, chip.stake_minor);
  } catch (error) {
    if (error instanceof WalletUnreachable) await undo();
    else unmark();
    throw walletFailure(error);
  }
  const recorded = recordDouble(deps, chip.id, chip.moves, moves, pending, doubleRound);
  if (!recorded && chipRow(deps, chip.id).double_round !== doubleRound) {
    // Another move got in first, or the round was settled: this double did not happen, so neither does its stake.
    await undo();
    throw refuse(409, 'move_stale');
  }
  return answer();
}
