import type { Deps } from '../deps.ts';
import { SLOT_STAKES } from '../games/slots/slotCatalogue.ts';
import { ApiError } from '../http/errors.ts';
import { demoMove } from '../money/demoMoney.ts';
import { roundAt } from './liveTable.ts';
import {
  chipByKey,
  chipRow,
  insertChip,
  launchChipCount,
  playerChipCount,
  setChipStatus,
  type ChipRow,
} from './liveTableChipStore.ts';
import type { LiveTableTiming } from './liveTableTiming.ts';
import type { TableGame } from './tableGame.ts';
import { tableGameOf } from './tableGames.ts';
import { handKeyOf } from './liveBlackjack.ts';
import { demoWallet } from './slotRounds.ts';
import { WalletRefusal, WalletUnreachable, type WalletClient, type WalletSession } from './walletClient.ts';

/** A player's chips on one round: enough for any real spread, few enough that a page cannot flood the wallet. */
export const MAX_CHIPS_PER_ROUND = 20;

export interface ChipRequest {
  readonly roundId: number;
  readonly kind: string;
  readonly pockets: readonly number[];
  readonly stakeMinor: number;
  /** The page's key for this chip: the same key places it once, however often it is sent. */
  readonly key: string;
}

export interface ChipView {
  readonly id: number;
  readonly round_id: number;
  readonly kind: string;
  readonly pockets: number[];
  readonly stake_minor: number;
  readonly payout_minor: number | null;
  readonly status: string;
  /** A blackjack hand's decisions, in order (`h`, `s`, `d`); empty for every other chip. */
  readonly moves: string;
  /** A blackjack hand's key, which its hit cards are drawn with (liveBlackjack.ts, `handKeyOf`). */
  readonly hand_key?: string;
}

export const refuse = (status: number, message: string) => new ApiError(status, { message });

export const chipView = (row: ChipRow): ChipView => ({
  id: row.id,
  round_id: row.round_id,
  kind: row.kind,
  pockets: JSON.parse(row.pockets) as number[],
  stake_minor: row.stake_minor,
  payout_minor: row.payout_minor,
  status: row.status,
  moves: row.moves,
  ...(row.kind === 'hand' ? { hand_key: handKeyOf(row) } : {}),
});

/** The table game a session plays; a session of a game that is not a table has no chips. */
export function gameOf(slug: string): TableGame {
  const game = tableGameOf(slug);
  if (!game) throw refuse(404, 'not_found');
  return game;
}

function checkedChip(session: WalletSession, request: ChipRequest, timing: LiveTableTiming, now: number) {
  const round = roundAt(now, timing);
  if (request.roundId !== round.id || round.phase !== 'betting') throw refuse(409, 'betting_closed');
  const pockets = [...request.pockets].sort((a, b) => a - b);
  if (!gameOf(session.slug).legal(request.kind, pockets)) throw refuse(422, 'chip_invalid');
  if (!(SLOT_STAKES[session.currency]?.steps ?? []).includes(request.stakeMinor))
    throw refuse(422, 'stake_invalid');
  return pockets;
}

/** What the page is told when a wallet refusal or silence stops a chip. */
export function walletFailure(error: unknown): ApiError {
  if (error instanceof WalletRefusal) return refuse(error.status === 401 ? 502 : error.status, error.code);
  if (error instanceof WalletUnreachable) return refuse(502, 'wallet_unreachable');
  throw error;
}

/**
 * Puts one chip on the current round: checked (betting open, a legal chip, a stake of the currency's steps), stored
 * under the page's key, then paid for: real money by a wallet debit (rolled back if the wallet never answered), play
 * money from the demo wallet. A key seen before answers the chip it placed.
 */
export async function placeChip(
  deps: Deps,
  wallet: WalletClient,
  token: string,
  session: WalletSession,
  request: ChipRequest,
  timing: LiveTableTiming,
): Promise<{ chip: ChipView; balance_minor: number }> {
  const known = chipByKey(deps, token, request.key);
  if (known) return { chip: chipView(known), balance_minor: await balanceOf(deps, wallet, token, session) };
  const pockets = checkedChip(session, request, timing, deps.clock.now());
  const placed = deps.db.transaction(() => {
    const count = launchChipCount(deps, token, request.roundId);
    // A blackjack player plays one hand a round, whatever the number of launches (issue 33: a hand's hit cards are
    // its player's); the other tables take a spread of chips.
    const blackjack = gameOf(session.slug).kind === 'blackjack';
    const most = blackjack ? 1 : MAX_CHIPS_PER_ROUND;
    if (count >= most) throw refuse(409, 'too_many_chips');
    if (blackjack && session.player_id !== null) {
      if (playerChipCount(deps, session.player_id, session.slug, request.roundId) > 0)
        throw refuse(409, 'too_many_chips');
    }
    if (session.mode === 'demo') {
      const demo = demoWallet(deps, token);
      if (demo.balance_minor < request.stakeMinor) throw refuse(422, 'balance_not_enough');
      demoMove(deps, token, request.stakeMinor);
    }
    return insertChip(deps, {
      token,
      key: request.key,
      playerId: session.player_id,
      slug: session.slug,
      roundId: request.roundId,
      kind: request.kind,
      pockets,
      stakeMinor: request.stakeMinor,
      status: session.mode === 'demo' ? 'open' : 'pending',
      now: deps.clock.now(),
    });
  });
  if (session.mode === 'demo')
    return { chip: chipView(chipRow(deps, placed)), balance_minor: demoWallet(deps, token).balance_minor };
  try {
    const debited = await wallet.debit(token, `lt${placed}-bet`, `lt${placed}`, request.stakeMinor);
    setChipStatus(deps, placed, 'open');
    return { chip: chipView(chipRow(deps, placed)), balance_minor: debited.balance_minor };
  } catch (error) {
    if (error instanceof WalletUnreachable)
      await wallet.rollback(token, `lt${placed}-rollback`, `lt${placed}-bet`).catch(() => undefined);
    setChipStatus(deps, placed, error instanceof WalletRefusal ? 'refused' : 'rolled_back');
    throw walletFailure(error);
  }
}

export async function balanceOf(
  deps: Deps,
  wallet: WalletClient,
  token: string,
  session: WalletSession,
): Promise<number> {
  if (session.mode === 'demo') return demoWallet(deps, token).balance_minor;
  return (await wallet.balance(token)).balance_minor;
}
