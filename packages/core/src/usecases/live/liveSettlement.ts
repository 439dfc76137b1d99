import { addMoney, subtractMoney } from '../../domain/money.ts';
import type { CrashBet, LiveEvent, LiveRefusal } from '../../games/live/liveTypes.ts';
import type { Clock } from '../../ports/Clock.ts';
import type { LiveChannel } from '../../ports/LiveChannel.ts';
import type { SessionState } from '../../ports/SessionState.ts';

type Snapshot = Extract<LiveEvent, { kind: 'snapshot' }>;

/** How long a command lost with its connection waits for the next snapshot to say what became of it. */
export const RECONCILE_WAIT_MS = 30_000;

export interface LivePlayDeps {
  readonly channel: Pick<LiveChannel, 'request' | 'onEvent'>;
  readonly session: Pick<SessionState, 'isLoggedIn' | 'user' | 'setUser'>;
  readonly clock: Pick<Clock, 'setTimeout'>;
}

export type LiveFailure =
  { readonly kind: 'refused'; readonly reason: LiveRefusal } | { readonly kind: 'unauthorised' };

/** The next snapshot (after a reconnection), or null when none came in time. */
export function nextSnapshot(deps: LivePlayDeps): Promise<Snapshot | null> {
  return new Promise((resolve) => {
    const timer = deps.clock.setTimeout(() => {
      stop();
      resolve(null);
    }, RECONCILE_WAIT_MS);
    const stop = deps.channel.onEvent((event) => {
      if (event.kind !== 'snapshot') return;
      timer.cancel();
      stop();
      resolve(event);
    });
  });
}

/** The player's crash bet a snapshot holds for a round, found by its key or as theirs. */
export function crashBetIn(snapshot: Snapshot, roundId: number, key?: string): CrashBet | undefined {
  return snapshot.crash.bets.find(
    (bet) => bet.mine && bet.roundId === roundId && (key === undefined || bet.key === key),
  );
}

/** Sets the session's balance to what the server answered, moving the total by the same change. */
export function applyLiveBalance(session: LivePlayDeps['session'], balanceMinor: number | null): void {
  const user = session.user;
  if (!user || balanceMinor === null) return;
  const balance = { minor: balanceMinor, currency: user.balance.currency };
  const change = subtractMoney(balance, user.balance);
  const totalBalance =
    user.totalBalance.currency === change.currency ? addMoney(user.totalBalance, change) : user.totalBalance;
  session.setUser({ ...user, balance, totalBalance });
}
