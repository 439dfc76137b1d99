import type { Deps } from '../deps.ts';
import { recordPlay } from '../plays/playStore.ts';
import { once as answerOnce, remember } from '../money/idempotency.ts';
import { balanceOf } from '../money/money.ts';
import { payWin, takeStake } from '../rounds/roundStepStore.ts';
import { playerOf, walletError, type GameSession } from './walletSessionStore.ts';

export interface WalletAnswer {
  readonly transaction_id: string;
  readonly status: string;
  readonly balance_minor: number;
  readonly currency: string;
}

export type WalletResult = { readonly answer: WalletAnswer; readonly replayed: boolean };

/** A provider's transaction ids name calls across players: the key's owner is the provider (0), not a player. */
const PROVIDER = 0;

/** What a rollback of a debit never seen keeps under that debit's id (no request matches it). */
const tombstoneRequest = (playerId: number) => ['tombstone', playerId];

/** A repeat with another request is refused; so is the debit of a tombstone, whose answer is null. */
const walletReused = (earlier: unknown) =>
  earlier === null ? walletError(409, 'transaction_rolled_back') : walletError(409, 'transaction_id_reused');

/**
 * Runs one money call under its transaction id, in one database transaction: a repeated id with the same request
 * answers the stored answer again and moves nothing; with another request it is refused. A refusal stores nothing.
 */
function once(
  deps: Deps,
  playerId: number,
  call: {
    kind: 'debit' | 'credit' | 'rollback';
    transactionId: string;
    roundId: string;
    amount: number;
    reference: string | null;
  },
  act: () => { status: string; balance: number },
  currency: string,
): WalletResult {
  const request = [call.kind, playerId, call.roundId, call.amount, call.reference];
  const key = { scope: 'wallet', ownerId: PROVIDER, key: call.transactionId, request } as const;
  return answerOnce(
    deps,
    key,
    (): WalletAnswer => {
      const { status, balance } = act();
      deps.db.run(
        `INSERT INTO wallet_transactions (transaction_id, player_id, kind, round_id, amount_minor, reference_id, status,
           created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        call.transactionId,
        playerId,
        call.kind,
        call.roundId,
        call.amount,
        call.reference,
        status,
        deps.clock.now(),
      );
      return { transaction_id: call.transactionId, status, balance_minor: balance, currency };
    },
    walletReused,
  );
}

const roundRow = (deps: Deps, roundId: string, kind: string) =>
  deps.db.get<{ transaction_id: string; player_id: number; amount_minor: number; status: string }>(
    'SELECT transaction_id, player_id, amount_minor, status FROM wallet_transactions WHERE round_id = ? AND kind = ?',
    roundId,
    kind,
  );

/** A bet: the stake under the same safer-play checks and ledger as the originals (`bet` row, `slot:<round>`). */
export function debit(
  deps: Deps,
  session: GameSession,
  transactionId: string,
  roundId: string,
  amount: number,
) {
  const playerId = playerOf(session);
  return once(
    deps,
    playerId,
    { kind: 'debit', transactionId, roundId, amount, reference: null },
    () => {
      if (roundRow(deps, roundId, 'debit')) throw walletError(409, 'round_exists');
      const balance = takeStake(deps, playerId, amount, {
        currency: session.currency,
        reference: `slot:${roundId}`,
      });
      return { status: 'ok', balance };
    },
    session.currency,
  );
}

/**
 * A win of a round (0 for a lost one: it settles the round all the same). A free spin of a campaign has no debit:
 * it names the grant, whose count goes down by one, and its win is a `free_spin_win` row.
 */
export function creditWin(
  deps: Deps,
  session: GameSession,
  transactionId: string,
  roundId: string,
  amount: number,
  freeSpinsId: number | null,
) {
  const playerId = playerOf(session);
  return once(
    deps,
    playerId,
    {
      kind: 'credit',
      transactionId,
      roundId,
      amount,
      reference: freeSpinsId === null ? null : `free_spins:${freeSpinsId}`,
    },
    () => {
      if (roundRow(deps, roundId, 'credit')) throw walletError(409, 'round_settled');
      let stake = 0;
      if (freeSpinsId === null) {
        const debited = roundRow(deps, roundId, 'debit');
        if (!debited || debited.player_id !== playerId) throw walletError(404, 'round_not_found');
        if (debited.status === 'rolled_back') throw walletError(409, 'round_rolled_back');
        stake = debited.amount_minor;
      } else {
        spendFreeSpin(deps, playerId, session.slug, freeSpinsId);
      }
      const balance = payWin(deps, playerId, amount, {
        currency: session.currency,
        reference: `slot:${roundId}`,
        kind: freeSpinsId === null ? 'win' : 'free_spin_win',
      });
      recordPlay(deps, {
        playerId,
        game: session.slug,
        reference: `slot:${roundId}`,
        stakeMinor: stake,
        payoutMinor: amount,
        currency: session.currency,
      });
      return { status: 'ok', balance };
    },
    session.currency,
  );
}

/** One spin of a grant: it must be the player's, for this game, not cancelled, not lapsed, with spins left. */
function spendFreeSpin(deps: Deps, playerId: number, slug: string, freeSpinsId: number): void {
  const spent = deps.db.get<{ id: number }>(
    `UPDATE free_spins SET count = count - 1
     WHERE id = ? AND player_id = ? AND count > 0 AND cancelled_at IS NULL AND expiration_at > ?
       AND game_id = (SELECT id FROM games WHERE slug = ?)
     RETURNING id`,
    freeSpinsId,
    playerId,
    deps.clock.now(),
    slug,
  );
  if (!spent) throw walletError(409, 'free_spins_not_available');
}

/**
 * Gives a debit back when the provider could not finish its round. A rollback of an id never seen is answered
 * `not_found` and remembered, so that debit, arriving late, is refused; a round already credited cannot be rolled
 * back (`409 round_settled`); a second rollback answers the first.
 */
export function rollback(deps: Deps, session: GameSession, transactionId: string, referenceId: string) {
  const playerId = playerOf(session);
  const target = deps.db.get<{
    player_id: number;
    kind: string;
    round_id: string;
    amount_minor: number;
    status: string;
  }>(
    'SELECT player_id, kind, round_id, amount_minor, status FROM wallet_transactions WHERE transaction_id = ?',
    referenceId,
  );
  const known = target !== undefined && target.player_id === playerId;
  const roundId = known ? target.round_id : `unknown:${referenceId}`;
  return once(
    deps,
    playerId,
    {
      kind: 'rollback',
      transactionId,
      roundId,
      amount: known ? target.amount_minor : 0,
      reference: referenceId,
    },
    () => {
      if (!known) {
        // A tombstone under the referenced id: its debit, if it comes after all, is refused as rolled back.
        tombstone(deps, playerId, referenceId);
        return { status: 'not_found', balance: balanceOf(deps, playerId) };
      }
      if (target.kind !== 'debit') throw walletError(409, 'not_a_debit');
      if (roundRow(deps, target.round_id, 'credit')) throw walletError(409, 'round_settled');
      deps.db.run(
        "UPDATE wallet_transactions SET status = 'rolled_back' WHERE transaction_id = ?",
        referenceId,
      );
      const balance = payWin(deps, playerId, target.amount_minor, {
        currency: session.currency,
        reference: `slot:${target.round_id}`,
        kind: 'rollback',
      });
      return { status: 'rolled_back', balance };
    },
    session.currency,
  );
}

function tombstone(deps: Deps, playerId: number, referenceId: string): void {
  remember(
    deps,
    { scope: 'wallet', ownerId: PROVIDER, key: referenceId, request: tombstoneRequest(playerId) },
    null,
  );
  deps.db.run(
    `INSERT INTO wallet_transactions (transaction_id, player_id, kind, round_id, amount_minor, reference_id, status,
       created_at) VALUES (?, ?, 'debit', ?, 0, NULL, 'rolled_back', ?)`,
    referenceId,
    playerId,
    `unknown:${referenceId}`,
    deps.clock.now(),
  );
}
