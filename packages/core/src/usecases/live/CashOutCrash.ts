import { err, ok, type Result } from '../../domain/result.ts';
import type { CrashBetStatus } from '../../games/live/liveTypes.ts';
import type { Randomness } from '../../ports/Randomness.ts';
import {
  applyLiveBalance,
  crashBetIn,
  nextSnapshot,
  type LiveFailure,
  type LivePlayDeps,
} from './liveSettlement.ts';

export interface CashOutOutcome {
  /** cashed_out by this request or before it (an auto cash-out), lost when the round busted first. */
  readonly status: CrashBetStatus;
  readonly payoutMinor: number;
}

/**
 * Cashes out the player's open crash bet at the multiplier the server sees when the message arrives. One key per
 * press: a repeat pays once. When the connection drops before the answer, the next snapshot says how the server
 * settled the bet (cashed out, by this press or its auto target, or lost to the bust), and that is what is shown.
 */
export class CashOutCrash {
  readonly #deps: LivePlayDeps & { readonly randomness: Pick<Randomness, 'id'> };

  constructor(deps: LivePlayDeps & { readonly randomness: Pick<Randomness, 'id'> }) {
    this.#deps = deps;
  }

  async execute(roundId: number): Promise<Result<CashOutOutcome, LiveFailure>> {
    const { session, channel } = this.#deps;
    if (!session.isLoggedIn) return err({ kind: 'unauthorised' });
    const reply = await channel.request({ kind: 'crashCashOut', key: this.#deps.randomness.id(), roundId });
    if (reply.ok) {
      applyLiveBalance(session, reply.balanceMinor);
      return ok({ status: 'cashed_out', payoutMinor: reply.payoutMinor ?? 0 });
    }
    if (reply.error !== 'connection_lost') return err({ kind: 'refused', reason: reply.error });
    const snapshot = await nextSnapshot(this.#deps);
    const bet = snapshot && crashBetIn(snapshot, roundId);
    if (!snapshot || !bet || bet.status === 'open')
      return err({ kind: 'refused', reason: 'connection_lost' });
    applyLiveBalance(session, snapshot.balanceMinor);
    return ok({ status: bet.status, payoutMinor: bet.payoutMinor });
  }
}
