import { err, type Result } from '../domain/result.ts';
import type { SettledBet } from '../games/bet.ts';
import type { BetVerification, VerifyBetError, VerifyBetInput } from '../games/fairness/verify.ts';
import type { Digests } from '../ports/Digests.ts';

const loadVerify = () => import('../games/fairness/verify.ts');

export interface VerifyBetDeps {
  readonly digests: Digests;
}

export type VerifyBetFailure =
  | VerifyBetError
  /** The bet's pair is still active: its server seed is revealed only by a rotation. */
  | { readonly kind: 'seedNotRevealed' };

/** The verifier's fields for a recorded bet: its pair, nonce, choice, stake and what the API recorded. */
export function verifyInputOf(bet: SettledBet): VerifyBetInput | null {
  if (bet.fairness.serverSeed === null) return null;
  return {
    serverSeed: bet.fairness.serverSeed,
    clientSeed: bet.fairness.clientSeed,
    nonce: bet.fairness.nonce,
    params: bet.params,
    serverSeedHashed: bet.fairness.serverSeedHashed,
    stake: bet.stake,
    recorded: {
      outcome: bet.outcome,
      multiplierTenThousandths: bet.multiplierTenThousandths,
      payout: bet.payout,
    },
  };
}

/**
 * Re-derives a bet in the client, offline, step by step (issue 14: the verifier page and "verify" in the history). The
 * derivation of every game is loaded on the first verification (`prepare` loads it sooner), so a game's page, which
 * only places bets, does without it (issue 35).
 */
export class VerifyBet {
  readonly #deps: VerifyBetDeps;

  constructor(deps: VerifyBetDeps) {
    this.#deps = deps;
  }

  /** Loads the derivation ahead of the first verification: a page that verifies works offline once it has. */
  prepare(): Promise<unknown> {
    return loadVerify();
  }

  async execute(input: VerifyBetInput): Promise<Result<BetVerification, VerifyBetFailure>> {
    const { verifyBet } = await loadVerify();
    return verifyBet(this.#deps.digests, input);
  }

  /** A recorded bet against its record; refused while its pair is still active. */
  async executeFor(bet: SettledBet): Promise<Result<BetVerification, VerifyBetFailure>> {
    const input = verifyInputOf(bet);
    if (!input) return err({ kind: 'seedNotRevealed' });
    return this.execute(input);
  }
}
