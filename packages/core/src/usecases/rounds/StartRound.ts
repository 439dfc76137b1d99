import { validateStake } from '../../domain/limits.ts';
import type { Money } from '../../domain/money.ts';
import { err, type Result } from '../../domain/result.ts';
import { isMineCount } from '../../games/miner/miner.ts';
import type { Round, RoundStart } from '../../games/rounds/round.ts';
import type { Randomness } from '../../ports/Randomness.ts';
import type { RoundsApi } from '../../ports/RoundsApi.ts';
import type { UseOwnClientSeed } from '../UseOwnClientSeed.ts';
import type { RoundFailure } from './RoundFailure.ts';
import { applyBalance, conflictOf, sendStep, type StepDeps } from './sendStep.ts';

export interface RoundDeps extends StepDeps {
  readonly roundsApi: RoundsApi;
  readonly randomness: Pick<Randomness, 'id'>;
  /** Makes the player's own client seed before their first round (docs/fairness.md "The seed pair"). */
  readonly useOwnClientSeed?: Pick<UseOwnClientSeed, 'ensure'>;
}

/**
 * Starts a miner or hilo round (issue 16): the stake held to the game's §9 limits and the mines to 1..24 before any
 * call, one idempotency key for the request and its retries. When a round of the game is open already (another tab),
 * that round is given back to be resumed.
 */
export class StartRound {
  readonly #deps: RoundDeps;

  constructor(deps: RoundDeps) {
    this.#deps = deps;
  }

  async execute(start: RoundStart, stake: Money): Promise<Result<Round, RoundFailure>> {
    const { session, roundsApi } = this.#deps;
    if (!session.isLoggedIn) return err({ kind: 'unauthorised' });
    if (start.game === 'miner' && !isMineCount(start.mines))
      return err({ kind: 'illegalAction', reason: 'action' });
    if (session.user && session.user.balance.currency !== stake.currency)
      return err({ kind: 'stakeRejected', rejection: { reason: 'invalid_amount' } });
    const valid = validateStake(start.game, stake);
    if (!valid.ok) return err({ kind: 'stakeRejected', rejection: valid.error });
    await this.#deps.useOwnClientSeed?.ensure();
    const request = { start, stake, idempotencyKey: this.#deps.randomness.id() };
    const result = await sendStep(this.#deps, () => roundsApi.startRound(request));
    if (result.ok) {
      applyBalance(this.#deps, result.value.balance);
      return result;
    }
    if (conflictOf(result.error) === 'round_open') {
      const current = await roundsApi.currentRound(start.game);
      return err({ kind: 'roundChanged', round: current.ok ? current.value : null });
    }
    return result;
  }
}
