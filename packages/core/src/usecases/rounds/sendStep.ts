import type { DomainError } from '../../domain/errors.ts';
import { addMoney, subtractMoney, type Money } from '../../domain/money.ts';
import { err, type Result } from '../../domain/result.ts';
import { BET_RETRY_DELAYS_MS } from '../../domain/timing.ts';
import type { Clock } from '../../ports/Clock.ts';
import type { SessionState } from '../../ports/SessionState.ts';

export interface StepDeps {
  readonly session: Pick<SessionState, 'epoch' | 'isLoggedIn' | 'user' | 'setUser'>;
  readonly clock: Pick<Clock, 'setTimeout'>;
}

/**
 * Sends one money step with its idempotency key, and sends it again with the same key when the network lost the
 * request or its answer (twice at most, like a bet): the API acts once and answers the first result again. An answer
 * meant for another session is dropped.
 */
export async function sendStep<T>(
  deps: StepDeps,
  send: () => Promise<Result<T, DomainError>>,
): Promise<Result<T, DomainError>> {
  const { session } = deps;
  if (!session.isLoggedIn) return err({ kind: 'unauthorised' });
  const askedIn = session.epoch;
  const playerId = session.user?.id ?? null;
  let result = await send();
  for (const delay of BET_RETRY_DELAYS_MS) {
    if (result.ok || result.error.kind !== 'network' || session.epoch !== askedIn) break;
    await new Promise<void>((resolve) => deps.clock.setTimeout(resolve, delay));
    if (session.epoch !== askedIn) break;
    result = await send();
  }
  if (session.epoch !== askedIn || (session.user?.id ?? null) !== playerId)
    return err({ kind: 'unauthorised' });
  return result;
}

/** The answer's balance becomes the session's; the total balance moves by the same change. */
export function applyBalance(deps: StepDeps, balance: Money | null): void {
  const user = deps.session.user;
  if (!user || !balance || balance.currency !== user.balance.currency) return;
  const change = subtractMoney(balance, user.balance);
  const totalBalance =
    user.totalBalance.currency === change.currency ? addMoney(user.totalBalance, change) : user.totalBalance;
  deps.session.setUser({ ...user, balance, totalBalance });
}

/** A 409 of the rounds API: the round finished meanwhile (another tab), or one is open already. */
export function conflictOf(error: DomainError): 'round_finished' | 'round_open' | null {
  if (error.kind !== 'server' || error.status !== 409) return null;
  return error.messageKey === 'round_finished' || error.messageKey === 'round_open' ? error.messageKey : null;
}
