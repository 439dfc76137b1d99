import type { Deps } from '../deps.ts';
import { betIntegers } from '../fairness/fairness.ts';
import type { PreparedBet } from './games.ts';
import { stakeRefusal, type StakeRefusal } from './limits.ts';
import { once } from '../money/idempotency.ts';
import { balanceOf, credit, debit } from '../money/money.ts';
import { MoneyRefusal } from '../money/movement.ts';
import { recordPlay } from '../plays/playStore.ts';
import { betRefusal, noteBet, type SaferPlayRefusal } from '../saferPlay/saferPlayCheckStore.ts';
import { activePair, takeNonce } from '../fairness/seedPairStore.ts';
import { betAnswer, type BetAnswer } from './betAnswer.ts';

export interface BetRequest {
  readonly playerId: number;
  readonly bet: PreparedBet;
  readonly stakeMinor: number;
  readonly idempotencyKey: string;
}

export type BetRefusal =
  | { readonly field: 'amount' | `params.chips.${number}.amount`; readonly code: StakeRefusal }
  | { readonly message: 'balance_not_enough' | 'idempotency_key_reused' | 'unauthenticated' }
  | { readonly saferPlay: SaferPlayRefusal };

export type BetResult =
  | { readonly ok: true; readonly answer: BetAnswer; readonly replayed: boolean }
  | { readonly ok: false; readonly refusal: BetRefusal };

/** A refusal leaves the bet's transaction by a throw, so nothing of it is kept under its key. */
class Refused extends Error {
  readonly refusal: BetRefusal;

  constructor(refusal: BetRefusal) {
    super('bet refused');
    this.refusal = refusal;
  }
}

function stakeCheck(request: BetRequest, currency: string): BetRefusal | null {
  const { bet, stakeMinor } = request;
  const whole = stakeRefusal(bet.limits, currency, stakeMinor);
  if (whole) return { field: 'amount', code: whole };
  // Each roulette chip must be at least the minimum on its own; only the whole stake is held to the maximum.
  const chipBelow = (bet.chipStakes ?? []).findIndex(
    (chip) => stakeRefusal(bet.limits, currency, chip) === 'below_min',
  );
  return chipBelow === -1 ? null : { field: `params.chips.${chipBelow}.amount`, code: 'below_min' };
}

/**
 * One bet, in one transaction: the idempotency key looked up, the stake held to the limits of the player's currency,
 * the balance checked and debited, the outcome derived with the active pair's next nonce, the payout credited, the bet
 * and its ledger rows recorded. Node runs this synchronously, so no other request interleaves with it.
 */
export function placeBet(deps: Deps, request: BetRequest): BetResult {
  // What a repeated key must match: the game, the stake and the parameters as parsed.
  const key = {
    scope: 'bet',
    ownerId: request.playerId,
    key: request.idempotencyKey,
    request: [request.bet.game, request.stakeMinor, request.bet.wire],
  } as const;
  try {
    const { answer, replayed } = once(deps, key, () => settle(deps, request, checked(deps, request)));
    return { ok: true, answer, replayed };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, refusal: error.refusal };
    if (error instanceof MoneyRefusal && error.code === 'idempotency_key_reused')
      return { ok: false, refusal: { message: 'idempotency_key_reused' } };
    throw error;
  }
}

/** The bet's currency once the player, the limits, safer play and the balance allow it; else a refusal thrown. */
function checked(deps: Deps, request: BetRequest): string {
  const player = deps.db.get<{ currency: string | null }>(
    'SELECT currency FROM players WHERE id = ?',
    request.playerId,
  );
  if (!player) throw new Refused({ message: 'unauthenticated' });
  const currency = player.currency;
  if (currency === null) throw new Refused({ field: 'amount', code: 'not_offered' });
  const refusal = stakeCheck(request, currency);
  if (refusal) throw new Refused(refusal);
  // Responsible gambling (issue 18): a break in force or a limit this stake would pass refuses the bet.
  const paused = betRefusal(deps, request.playerId, request.stakeMinor);
  if (paused) throw new Refused({ saferPlay: paused });
  // Refused before any row is written; the debit itself (in `settle`) is the money module's and never goes below 0.
  if (balanceOf(deps, request.playerId) < request.stakeMinor)
    throw new Refused({ message: 'balance_not_enough' });
  return currency;
}

function settle(deps: Deps, request: BetRequest, currency: string): BetAnswer {
  const { playerId, bet, stakeMinor } = request;
  const now = deps.clock.now();
  const pair = activePair(deps, playerId);
  const nonce = takeNonce(deps, pair);
  const settlement = bet.settle(
    betIntegers(pair.server_seed, pair.client_seed, nonce, bet.floats),
    stakeMinor,
  );
  const params = JSON.stringify(bet.wire);
  const outcome = JSON.stringify(settlement.outcome);
  const id = deps.db.run(
    `INSERT INTO bets (player_id, game, stake_minor, currency, payout_minor, multiplier, params, outcome, pair_id,
       client_seed, nonce, idempotency_key, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    playerId,
    bet.game,
    stakeMinor,
    currency,
    settlement.payoutMinor,
    settlement.multiplier,
    params,
    outcome,
    pair.id,
    pair.client_seed,
    nonce,
    request.idempotencyKey,
    now,
  ).lastId;
  noteBet(deps, playerId);
  const movement = { playerId, currency, reference: `bet:${id}`, at: now };
  let balanceMinor = debit(deps, { ...movement, kind: 'bet', amountMinor: stakeMinor }).balanceAfter;
  if (settlement.payoutMinor > 0)
    balanceMinor = credit(deps, {
      ...movement,
      kind: 'win',
      amountMinor: settlement.payoutMinor,
    }).balanceAfter;
  recordPlay(deps, {
    playerId,
    game: bet.game,
    reference: `bet:${id}`,
    stakeMinor,
    payoutMinor: settlement.payoutMinor,
    currency,
  });
  return betAnswer(
    deps,
    {
      id,
      game: bet.game,
      stake_minor: stakeMinor,
      payout_minor: settlement.payoutMinor,
      multiplier: settlement.multiplier,
      params,
      outcome,
      server_seed_hashed: pair.server_seed_hashed,
      client_seed: pair.client_seed,
      nonce,
      pair_server_seed: pair.server_seed,
      pair_active: 1,
      created_at: now,
    },
    balanceMinor,
  );
}
