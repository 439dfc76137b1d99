import { err, type Result } from '../../domain/result.ts';
import type { Round, RoundAction } from '../../games/rounds/round.ts';
import type { RoundFailure } from './RoundFailure.ts';
import { illegalAction, illegalCashOut } from './roundRules.ts';
import { applyBalance, conflictOf, sendStep } from './sendStep.ts';
import type { RoundDeps } from './StartRound.ts';

function gameOf(round: Round) {
  return round.state.game;
}

/**
 * The steps of an open round (issue 16): a reveal, a skip or a guess, and the cash-out. Each is checked against the
 * round first, then sent with its own idempotency key, sent again with that key after a network failure, so it acts
 * once. A step refused because the round finished elsewhere (a second tab, a cash-out that did arrive) gives back
 * the round as it is now.
 */
export class PlayRound {
  readonly #deps: RoundDeps;

  constructor(deps: RoundDeps) {
    this.#deps = deps;
  }

  async act(round: Round, action: RoundAction): Promise<Result<Round, RoundFailure>> {
    const illegal = illegalAction(round, action);
    if (illegal) return err({ kind: 'illegalAction', reason: illegal });
    const request = {
      game: gameOf(round),
      roundId: round.id,
      action,
      idempotencyKey: this.#deps.randomness.id(),
    };
    return this.#settle(round, await sendStep(this.#deps, () => this.#deps.roundsApi.act(request)));
  }

  async cashOut(round: Round): Promise<Result<Round, RoundFailure>> {
    const illegal = illegalCashOut(round);
    if (illegal) return err({ kind: 'illegalAction', reason: illegal });
    const request = { game: gameOf(round), roundId: round.id, idempotencyKey: this.#deps.randomness.id() };
    return this.#settle(round, await sendStep(this.#deps, () => this.#deps.roundsApi.cashOut(request)));
  }

  async #settle(round: Round, result: Awaited<ReturnType<RoundDeps['roundsApi']['act']>>) {
    if (result.ok) {
      applyBalance(this.#deps, result.value.balance);
      return result;
    }
    if (conflictOf(result.error) !== 'round_finished') return result;
    const current = await this.#deps.roundsApi.currentRound(gameOf(round));
    return err({ kind: 'roundChanged' as const, round: current.ok ? current.value : null });
  }
}
