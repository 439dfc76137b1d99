import { validateStake, type StakeRejection } from '../../domain/limits.ts';
import type { Money } from '../../domain/money.ts';
import { err, ok, type Result } from '../../domain/result.ts';
import { isAutoCashOutTarget } from '../../games/crash/crash.ts';
import type { CrashBet } from '../../games/live/liveTypes.ts';
import type { Randomness } from '../../ports/Randomness.ts';
import {
  applyLiveBalance,
  crashBetIn,
  nextSnapshot,
  type LiveFailure,
  type LivePlayDeps,
} from './liveSettlement.ts';

export type CrashBetFailure =
  | LiveFailure
  | { readonly kind: 'stakeRejected'; readonly rejection: StakeRejection }
  | { readonly kind: 'invalidAutoCashOut' };

export interface PlaceCrashBetInput {
  readonly roundId: number;
  readonly stake: Money;
  /** The auto cash-out target in hundredths (2.00× → 200), or null to cash out by hand. */
  readonly autoCashOut: number | null;
}

/**
 * A crash bet for the round in its betting phase, with an optional auto cash-out the server settles at the target
 * even when this client is gone (issue 17). The stake is checked against §9 first. A bet whose connection drops
 * before the answer is looked up by its key in the next snapshot: placed or not, as the server has it.
 */
export class PlaceCrashBet {
  readonly #deps: LivePlayDeps & { readonly randomness: Pick<Randomness, 'id' | 'clientSeed'> };

  constructor(deps: LivePlayDeps & { readonly randomness: Pick<Randomness, 'id' | 'clientSeed'> }) {
    this.#deps = deps;
  }

  async execute(input: PlaceCrashBetInput): Promise<Result<CrashBet | null, CrashBetFailure>> {
    const { session, channel } = this.#deps;
    if (!session.isLoggedIn) return err({ kind: 'unauthorised' });
    const stake = validateStake('crash', input.stake);
    if (!stake.ok) return err({ kind: 'stakeRejected', rejection: stake.error });
    if (input.autoCashOut !== null && !isAutoCashOutTarget(input.autoCashOut))
      return err({ kind: 'invalidAutoCashOut' });
    const key = this.#deps.randomness.id();
    const command = {
      kind: 'crashBet',
      key,
      stakeMinor: input.stake.minor,
      autoCashOut: input.autoCashOut,
      // The player's entropy: the first players' seeds fix a new chain's salt (docs/fairness.md, "Crash").
      clientSeed: this.#deps.randomness.clientSeed(),
    } as const;
    const reply = await channel.request(command);
    if (reply.ok) {
      applyLiveBalance(session, reply.balanceMinor);
      return ok(null);
    }
    if (reply.error !== 'connection_lost') return err({ kind: 'refused', reason: reply.error });
    const snapshot = await nextSnapshot(this.#deps);
    const bet = snapshot && crashBetIn(snapshot, input.roundId, key);
    if (!snapshot || !bet) return err({ kind: 'refused', reason: 'connection_lost' });
    applyLiveBalance(session, snapshot.balanceMinor);
    return ok(bet);
  }
}
