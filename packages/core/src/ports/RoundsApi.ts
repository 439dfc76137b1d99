import type { Money } from '../domain/money.ts';
import type { CaseOffer, CaseOpening } from '../games/cases/caseOffer.ts';
import type { Round, RoundAction, RoundGame, RoundStart } from '../games/rounds/round.ts';
import type { ApiResult } from './AuthApi.ts';

/** Every step carries an idempotency key: the same key repeats the step's first answer instead of acting twice. */
export interface StartRoundRequest {
  readonly start: RoundStart;
  readonly stake: Money;
  readonly idempotencyKey: string;
}

export interface RoundStepRequest {
  readonly game: RoundGame;
  readonly roundId: string;
  readonly idempotencyKey: string;
}

/**
 * The multi-step originals (docs/contract.md, "Rounds" and "Cases"): miner and hilo through the miner and general
 * bases, cases through the cases base (§7). A step on a finished round is a 409 `round_finished`; a second round of a
 * game while one is open a 409 `round_open`.
 */
export interface RoundsApi {
  startRound(request: StartRoundRequest): ApiResult<Round>;
  act(request: RoundStepRequest & { readonly action: RoundAction }): ApiResult<Round>;
  cashOut(request: RoundStepRequest): ApiResult<Round>;
  /** The player's open round of the game, or null. */
  currentRound(game: RoundGame): ApiResult<Round | null>;
  listCases(): ApiResult<readonly CaseOffer[]>;
  openCase(request: { readonly slug: string; readonly idempotencyKey: string }): ApiResult<CaseOpening>;
}
