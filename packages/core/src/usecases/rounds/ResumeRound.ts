import type { Result } from '../../domain/result.ts';
import type { Round, RoundGame } from '../../games/rounds/round.ts';
import type { RoundFailure } from './RoundFailure.ts';
import { applyBalance, sendStep } from './sendStep.ts';
import type { RoundDeps } from './StartRound.ts';

/**
 * The player's open round of a game, exactly as the API keeps it, on page load and again when the connection comes
 * back (issue 16): a reload, a lost network or a restarted API find the round where it was. Null when none is open.
 */
export class ResumeRound {
  readonly #deps: Pick<RoundDeps, 'roundsApi' | 'session' | 'clock'>;

  constructor(deps: Pick<RoundDeps, 'roundsApi' | 'session' | 'clock'>) {
    this.#deps = deps;
  }

  async execute(game: RoundGame): Promise<Result<Round | null, RoundFailure>> {
    const result = await sendStep(this.#deps, () => this.#deps.roundsApi.currentRound(game));
    if (result.ok && result.value) applyBalance(this.#deps, result.value.balance);
    return result;
  }
}
