import type { Deps } from '../deps.ts';
import { ApiError } from '../http/errors.ts';
import { once, type Answered } from '../money/idempotency.ts';
import { balanceOf, credit, debit } from '../money/money.ts';
import { betRefusal, noteBet, saferPlayError } from '../saferPlay/saferPlayCheckStore.ts';

/** One money step's idempotency: the key, and what the request was. */
export interface StepKey {
  readonly playerId: number;
  readonly key: string;
  /** What a repeated key must match: the step's kind, its round or case, its stake and its action. */
  readonly request: readonly unknown[];
}

export type StepResult<A> = Answered<A>;

/**
 * Runs one step of a round or a case in one transaction, unless its key already ran one: then the first answer is
 * given again, byte for byte, and nothing moves. A key reused for another request is refused.
 */
export function idempotentStep<A>(
  deps: Deps,
  scope: 'round' | 'case',
  step: StepKey,
  act: () => A,
): StepResult<A> {
  return once(deps, { scope, ownerId: step.playerId, key: step.key, request: step.request }, act);
}

/** What a stake's or a win's ledger row says besides its amount. */
interface LedgerEntry {
  readonly currency: string;
  readonly reference: string;
  readonly key?: string;
  readonly at?: number;
}

/**
 * Takes the stake of a round or the price of a case as the instant bets take theirs (issue 18): refused while a break
 * runs or when it could pass a loss, wager or session limit, or when the balance is short; else debited through the
 * money module with its `bet` row and counted into the playing session. Answers the balance left.
 */
export function takeStake(deps: Deps, playerId: number, amountMinor: number, entry: LedgerEntry): number {
  const paused = betRefusal(deps, playerId, amountMinor);
  if (paused) throw saferPlayError(deps, paused);
  const { balanceAfter } = debit(deps, { playerId, kind: 'bet', amountMinor, ...entry });
  noteBet(deps, playerId);
  return balanceAfter;
}

/** Pays a win (nothing for 0) with its ledger row; answers the balance after it. */
export function payWin(
  deps: Deps,
  playerId: number,
  amountMinor: number,
  entry: LedgerEntry & { readonly kind?: 'win' | 'free_spin_win' | 'rollback' },
): number {
  if (amountMinor === 0) return balanceOf(deps, playerId);
  return credit(deps, { playerId, amountMinor, ...entry, kind: entry.kind ?? 'win' }).balanceAfter;
}

export function currencyOf(deps: Deps, playerId: number): string | null {
  const player = deps.db.get<{ currency: string | null }>(
    'SELECT currency FROM players WHERE id = ?',
    playerId,
  );
  if (!player) throw new ApiError(401, { message: 'unauthenticated' });
  return player.currency;
}
