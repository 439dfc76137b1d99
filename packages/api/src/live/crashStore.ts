import type { Deps } from '../deps.ts';
import { recordPlay } from '../plays/playStore.ts';
import { once } from '../money/idempotency.ts';
import { balanceOf } from '../money/money.ts';
import { currencyOf, payWin, takeStake } from '../rounds/roundStepStore.ts';
import type { BetView } from './bus.ts';
import { crashStakeRefusal } from './crashLimits.ts';
import { finishRound, roundRow, type CrashRoundRow } from './crashRoundStore.ts';
import { shownName } from './masking.ts';
import { payoutAt } from './crashMath.ts';
import { Refusal } from './refusal.ts';

interface BetRow {
  id: number;
  round_id: number;
  player_id: number;
  name: string;
  register_method: string;
  hidden: number;
  stake_minor: number;
  currency: string;
  auto_cash_out: number | null;
  status: BetView['status'];
  cashed_out_at: number | null;
  payout_minor: number;
  idempotency_key: string;
  cash_out_key: string | null;
}

const BET_SELECT = `SELECT b.*, p.name, p.register_method, p.is_statistics_hidden AS hidden
  FROM crash_bets b JOIN players p ON p.id = b.player_id`;

function betView(row: BetRow): BetView {
  return {
    bet_id: row.id,
    round_id: row.round_id,
    player_id: row.player_id,
    player: shownName(row.name, row.register_method),
    hidden: row.hidden === 1,
    stake_minor: row.stake_minor,
    currency: row.currency,
    auto_cash_out: row.auto_cash_out,
    status: row.status,
    cashed_out_at: row.cashed_out_at,
    payout_minor: row.payout_minor,
    key: row.idempotency_key,
  };
}

export function betsOfRound(deps: Deps, roundId: number): BetView[] {
  return deps.db.all<BetRow>(`${BET_SELECT} WHERE b.round_id = ? ORDER BY b.id`, roundId).map(betView);
}

export function openBets(deps: Deps, roundId: number): BetView[] {
  return deps.db
    .all<BetRow>(`${BET_SELECT} WHERE b.round_id = ? AND b.status = 'open' ORDER BY b.id`, roundId)
    .map(betView);
}

function betById(deps: Deps, id: number): BetRow {
  const bet = deps.db.get<BetRow>(`${BET_SELECT} WHERE b.id = ?`, id);
  if (!bet) throw new Error(`crash bet ${id} is missing`);
  return bet;
}

export interface BetRequest {
  readonly playerId: number;
  readonly key: string;
  readonly stakeMinor: number;
  readonly autoCashOut: number | null;
}

/**
 * A bet in the betting phase, in one transaction: §9 limits, safer play and the balance checked, the stake debited
 * with its ledger row. A repeated key answers the first bet (or refuses a different request under it).
 */
export function insertBet(
  deps: Deps,
  round: CrashRoundRow,
  request: BetRequest,
): { bet: BetView; balance: number; replayed: boolean } {
  // A key names one bet of one round: sent again in a later round it is refused, never answered as the old bet.
  const key = {
    scope: 'crash_bet',
    ownerId: request.playerId,
    key: request.key,
    request: [round.id, request.stakeMinor, request.autoCashOut],
  } as const;
  const placed = once(deps, key, () => ({ id: newBet(deps, round, request) }), reused);
  return {
    bet: betView(betById(deps, placed.answer.id)),
    balance: balanceOf(deps, request.playerId),
    replayed: placed.replayed,
  };
}

const reused = () => new Refusal('idempotency_key_reused');

function newBet(deps: Deps, round: CrashRoundRow, request: BetRequest): number {
  if (round.status !== 'betting') throw new Refusal('betting_closed');
  const currency = currencyOf(deps, request.playerId);
  const refusal = crashStakeRefusal(currency, request.stakeMinor);
  if (refusal || currency === null) throw new Refusal(refusal ?? 'not_offered');
  const already = deps.db.get(
    'SELECT 1 AS one FROM crash_bets WHERE round_id = ? AND player_id = ?',
    round.id,
    request.playerId,
  );
  if (already) throw new Refusal('already_bet');
  const id = deps.db.run(
    `INSERT INTO crash_bets (round_id, player_id, stake_minor, currency, auto_cash_out, status, idempotency_key,
     created_at) VALUES (?, ?, ?, ?, ?, 'open', ?, ?)`,
    round.id,
    request.playerId,
    request.stakeMinor,
    currency,
    request.autoCashOut,
    request.key,
    deps.clock.now(),
  ).lastId;
  takeStake(deps, request.playerId, request.stakeMinor, { currency, reference: `crash:${id}` });
  return id;
}

/**
 * A cash-out under its key, once: a repeat answers the first payout. The key is scoped to its round: one that paid a
 * bet of another round is refused (`idempotency_key_reused`), not answered as that old success.
 */
export function cashOutOnce(
  deps: Deps,
  playerId: number,
  key: string,
  roundId: number,
  pay: () => { payout: number },
): { payout: number } {
  return once(deps, { scope: 'crash_cash_out', ownerId: playerId, key, request: [roundId] }, pay, reused)
    .answer;
}

/** Pays an open bet at `hundredths` (its ledger row and the new balance); a bet no longer open is left alone. */
export function payBet(
  deps: Deps,
  betId: number,
  hundredths: number,
  cashOutKey: string | null,
): { payout: number; balance: number } | null {
  return deps.db.transaction(() => {
    const bet = deps.db.get<BetRow>(`${BET_SELECT} WHERE b.id = ? AND b.status = 'open'`, betId);
    if (!bet) return null;
    const round = roundRow(deps, bet.round_id);
    if (!round) throw new Error(`crash round ${bet.round_id} is missing`);
    const payout = payoutAt(bet.stake_minor, hundredths, round.hash, bet.idempotency_key);
    deps.db.run(
      `UPDATE crash_bets SET status = 'cashed_out', cashed_out_at = ?, payout_minor = ?, cash_out_key = ?
       WHERE id = ?`,
      hundredths,
      payout,
      cashOutKey,
      betId,
    );
    const balance = payWin(deps, bet.player_id, payout, {
      currency: bet.currency,
      reference: `crash:${bet.id}`,
    });
    recordPlay(deps, {
      playerId: bet.player_id,
      game: 'crash',
      reference: `crash:${bet.id}`,
      stakeMinor: bet.stake_minor,
      payoutMinor: payout,
      currency: bet.currency,
    });
    return { payout, balance };
  });
}

export function playerBet(deps: Deps, roundId: number, playerId: number): BetView | undefined {
  const row = deps.db.get<BetRow>(
    `${BET_SELECT} WHERE b.round_id = ? AND b.player_id = ?`,
    roundId,
    playerId,
  );
  return row ? betView(row) : undefined;
}

/** Every open bet of a round that ended without them: lost to the bust, or refunded when the round is void. */
export function closeOpenBets(deps: Deps, roundId: number, outcome: 'lost' | 'refunded'): BetView[] {
  const open = openBets(deps, roundId);
  for (const bet of open) {
    deps.db.run("UPDATE crash_bets SET status = ? WHERE id = ? AND status = 'open'", outcome, bet.bet_id);
    // A lost bet is a play of the feed; a refunded one was never played.
    if (outcome === 'lost')
      recordPlay(deps, {
        playerId: bet.player_id,
        game: 'crash',
        reference: `crash:${bet.bet_id}`,
        stakeMinor: bet.stake_minor,
        payoutMinor: 0,
        currency: bet.currency,
      });
    // A `win` row of the stake: loss and wager limits then count the void round as even (the ledger's kinds).
    if (outcome === 'refunded')
      payWin(deps, bet.player_id, bet.stake_minor, {
        currency: bet.currency,
        reference: `crash:${bet.bet_id}:refund`,
      });
  }
  return open;
}

/** Ends a round and its open bets in one transaction: busted (the bets lost), or void (the bets refunded). */
export function endRound(deps: Deps, roundId: number, status: 'busted' | 'void', now: number): void {
  deps.db.transaction(() => {
    finishRound(deps, roundId, status, now);
    closeOpenBets(deps, roundId, status === 'void' ? 'refunded' : 'lost');
  });
}
