import type { Deps } from '../deps.ts';
import { betIntegers } from '../fairness/fairness.ts';
import { roundStakeRefusal } from './roundLimits.ts';
import { cardOf } from './hilo.ts';
import { FIELD_FLOATS, minefield } from './miner.ts';
import { ApiError, validation } from '../http/errors.ts';
import {
  findRound,
  openRound,
  roundAnswer,
  roundById,
  type HiloState,
  type MinerState,
  type RoundAnswer,
  type RoundGame,
  type RoundRow,
} from './roundRowStore.ts';
import { balanceOf } from '../money/money.ts';
import { currencyOf, idempotentStep, takeStake, type StepResult } from './roundStepStore.ts';
import { hiloStep, reveal, settle, type RoundAction } from './roundPlayStore.ts';
import { activePair, takeNonce } from '../fairness/seedPairStore.ts';

export type RoundParams = { readonly mines: number } | Record<string, never>;
export type { RoundAction } from './roundPlayStore.ts';

const finished = () => new ApiError(409, { message: 'round_finished' });

/** The step's answer: the round as it is now, with the balance after it (kept by the step's key). */
function record(deps: Deps, row: RoundRow): RoundAnswer {
  return roundAnswer(deps, roundById(deps, row.id), balanceOf(deps, row.player_id));
}

/** Starts a round: the stake checked (§9 limits, then safer play) and debited, one nonce taken, the field or the start card derived. */
export function startRound(
  deps: Deps,
  playerId: number,
  game: RoundGame,
  stakeMinor: number,
  params: RoundParams,
  key: string,
): StepResult<RoundAnswer> {
  return idempotentStep(
    deps,
    'round',
    { playerId, key, request: ['start', game, stakeMinor, params] },
    () => {
      const currency = currencyOf(deps, playerId);
      const refusal = currency === null ? 'not_offered' : roundStakeRefusal(game, currency, stakeMinor);
      if (refusal || currency === null) throw validation({ amount: [refusal ?? 'not_offered'] });
      if (openRound(deps, playerId, game)) throw new ApiError(409, { message: 'round_open' });
      const pair = activePair(deps, playerId);
      const nonce = takeNonce(deps, pair);
      let mines: string | null = null;
      let state: MinerState | HiloState;
      if ('mines' in params) {
        mines = JSON.stringify(
          minefield(betIntegers(pair.server_seed, pair.client_seed, nonce, FIELD_FLOATS), params.mines),
        );
        state = { revealed: [], mine: null };
      } else {
        const [first = 0] = betIntegers(pair.server_seed, pair.client_seed, nonce, 1);
        state = { cards: [{ card: cardOf(first), action: 'start', correct: null }], chances: [] };
      }
      const id = deps.db.run(
        `INSERT INTO rounds (player_id, game, status, stake_minor, currency, params, mines, state, pair_id, client_seed,
         nonce, created_at) VALUES (?, ?, 'open', ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        playerId,
        game,
        stakeMinor,
        currency,
        JSON.stringify(params),
        mines,
        JSON.stringify(state),
        pair.id,
        pair.client_seed,
        nonce,
        deps.clock.now(),
      ).lastId;
      takeStake(deps, playerId, stakeMinor, { currency, reference: `round:${id}` });
      return record(deps, roundById(deps, id));
    },
  );
}

function loadOpen(deps: Deps, playerId: number, game: RoundGame, id: number): RoundRow {
  const row = findRound(deps, playerId, game, id);
  if (!row) throw new ApiError(404, { message: 'not_found' });
  if (row.status !== 'open') throw finished();
  return row;
}

/** One action on an open round: a miner reveal, a hilo skip or guess. */
export function actOnRound(
  deps: Deps,
  playerId: number,
  game: RoundGame,
  id: number,
  action: RoundAction,
  key: string,
): StepResult<RoundAnswer> {
  return idempotentStep(deps, 'round', { playerId, key, request: ['act', game, id, action] }, () => {
    const row = loadOpen(deps, playerId, game, id);
    if (game === 'miner') {
      if (action.action !== 'reveal') throw validation({ action: ['invalid'] });
      reveal(deps, row, action.tile);
    } else {
      if (action.action === 'reveal') throw validation({ action: ['invalid'] });
      hiloStep(deps, row, action);
    }
    return record(deps, row);
  });
}

/** Pays the round at its multiplier and finishes it; only an open round with a multiplier can be cashed out. */
export function cashOutRound(
  deps: Deps,
  playerId: number,
  game: RoundGame,
  id: number,
  key: string,
): StepResult<RoundAnswer> {
  return idempotentStep(deps, 'round', { playerId, key, request: ['cashout', game, id] }, () => {
    const row = loadOpen(deps, playerId, game, id);
    if (row.multiplier === 0) throw new ApiError(422, { message: 'nothing_to_cash_out' });
    settle(deps, row, 'cashed_out', row.multiplier, JSON.parse(row.state));
    return record(deps, row);
  });
}

/** The player's open round of a game, with the balance now, or null. */
export function currentRound(deps: Deps, playerId: number, game: RoundGame): RoundAnswer | null {
  const row = openRound(deps, playerId, game);
  return row ? roundAnswer(deps, row, balanceOf(deps, playerId)) : null;
}

/** Whether any round of the player's pair is open: its server seed must stay secret until it finishes. */
export function hasOpenRound(deps: Deps, playerId: number): boolean {
  return (
    deps.db.get("SELECT 1 AS one FROM rounds WHERE player_id = ? AND status = 'open'", playerId) !== undefined
  );
}
