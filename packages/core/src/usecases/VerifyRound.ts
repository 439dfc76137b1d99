import { err, ok, type Result } from '../domain/result.ts';
import type { RoundMismatch } from '../games/fairness/checkRound.ts';
import type { RoundVerification, VerifyRoundError, VerifyRoundInput } from '../games/fairness/verifyRound.ts';
import type { Round } from '../games/rounds/round.ts';
import type { Digests } from '../ports/Digests.ts';

export type VerifyRoundFailure =
  | VerifyRoundError
  /** The round's pair is still active (or the round still open): its server seed is not revealed yet. */
  | { readonly kind: 'seedNotRevealed' };

export interface RecordedRoundVerification extends RoundVerification {
  /** What in the API's record differs from the rebuilt round; empty when it all agrees. */
  readonly mismatches: readonly RoundMismatch[];
}

/** The rebuild and the check, loaded on the first verification (issue 35: a game's page does without them). */
const loadVerifyRound = () =>
  Promise.all([import('../games/fairness/verifyRound.ts'), import('../games/fairness/checkRound.ts')]);

/**
 * Rebuilds a miner or hilo round, or a case, in the client, offline (issue 16: the verifier reconstructs a whole round,
 * all mine positions, all cards), and checks a recorded round against it. What it runs is loaded on the first
 * verification (`prepare` loads it sooner).
 */
export class VerifyRound {
  readonly #digests: Digests;

  constructor(deps: { readonly digests: Digests }) {
    this.#digests = deps.digests;
  }

  /** Loads the rebuild ahead of the first verification: a page that verifies works offline once it has. */
  prepare(): Promise<unknown> {
    return loadVerifyRound();
  }

  async execute(input: VerifyRoundInput): Promise<Result<RoundVerification, VerifyRoundFailure>> {
    const [{ verifyRound }] = await loadVerifyRound();
    return verifyRound(this.#digests, input);
  }

  async executeFor(round: Round): Promise<Result<RecordedRoundVerification, VerifyRoundFailure>> {
    const { serverSeed, serverSeedHashed, clientSeed, nonce } = round.fairness;
    if (serverSeed === null || round.status === 'open') return err({ kind: 'seedNotRevealed' });
    const subject =
      round.state.game === 'miner'
        ? { game: 'miner' as const, mines: round.state.mines }
        : { game: 'hilo' as const, cards: round.state.steps.length };
    const result = await this.execute({ serverSeed, serverSeedHashed, clientSeed, nonce, subject });
    if (!result.ok) return result;
    const [, { checkRound }] = await loadVerifyRound();
    return ok({
      ...result.value,
      mismatches: checkRound(round, result.value.rebuilt, result.value.roundingU32),
    });
  }
}
