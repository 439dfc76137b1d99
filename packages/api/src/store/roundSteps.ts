import type { Deps } from '../deps.ts';
import { sha256Hex } from '../games/fairness.ts';
import { ApiError } from '../http/errors.ts';
import { betRefusal, noteBet, saferPlayError } from './saferPlay.ts';

/** One money step's idempotency: the key, what the request was, and the answer it gave. */
export interface StepKey {
  readonly playerId: number;
  readonly key: string;
  /** What a repeated key must match: the step's kind, its round or case, its stake and its action. */
  readonly request: readonly unknown[];
}

export type StepResult<A> = { readonly answer: A; readonly replayed: boolean };

/**
 * Runs one step of a round or a case in one transaction, unless its key already ran one: then the first answer is
 * given again, byte for byte, and nothing moves. A key reused for another request is refused.
 */
export function idempotentStep<A>(
  deps: Deps,
  table: 'round_steps' | 'case_openings',
  step: StepKey,
  act: (requestHash: string) => A,
): StepResult<A> {
  const requestHash = sha256Hex(JSON.stringify(step.request));
  return deps.db.transaction(() => {
    const earlier = deps.db.get<{ answer: string; request_hash: string }>(
      `SELECT answer, request_hash FROM ${table} WHERE player_id = ? AND idempotency_key = ?`,
      step.playerId,
      step.key,
    );
    if (earlier) {
      if (earlier.request_hash !== requestHash)
        throw new ApiError(422, { message: 'idempotency_key_reused' });
      return { answer: JSON.parse(earlier.answer) as A, replayed: true };
    }
    return { answer: act(requestHash), replayed: false };
  });
}

/**
 * Takes the stake of a round or the price of a case as the instant bets take theirs (issue 18): refused while a break
 * runs or when it could pass a loss, wager or session limit, or when the balance is short; else debited and counted
 * into the playing session. Answers the balance left.
 */
export function takeStake(deps: Deps, playerId: number, amountMinor: number): number {
  const paused = betRefusal(deps, playerId, amountMinor);
  if (paused) throw saferPlayError(deps, paused);
  const debited = deps.db.get<{ balance_minor: number }>(
    `UPDATE players SET balance_minor = balance_minor - ? WHERE id = ? AND balance_minor >= ?
     RETURNING balance_minor`,
    amountMinor,
    playerId,
    amountMinor,
  );
  if (!debited) throw new ApiError(422, { message: 'balance_not_enough' });
  noteBet(deps, playerId);
  return debited.balance_minor;
}

/** Pays a win; answers the balance after it. */
export function credit(deps: Deps, playerId: number, amountMinor: number): number {
  return (
    deps.db.get<{ balance_minor: number }>(
      'UPDATE players SET balance_minor = balance_minor + ? WHERE id = ? RETURNING balance_minor',
      amountMinor,
      playerId,
    )?.balance_minor ?? 0
  );
}

export function balanceOf(deps: Deps, playerId: number): number {
  return (
    deps.db.get<{ balance_minor: number }>('SELECT balance_minor FROM players WHERE id = ?', playerId)
      ?.balance_minor ?? 0
  );
}

export function currencyOf(deps: Deps, playerId: number): string | null {
  const player = deps.db.get<{ currency: string | null }>(
    'SELECT currency FROM players WHERE id = ?',
    playerId,
  );
  if (!player) throw new ApiError(401, { message: 'unauthenticated' });
  return player.currency;
}

/** floor(stake × M / 10000) on big integers. */
export function payoutOf(stakeMinor: number, multiplier: number): number {
  return Number((BigInt(stakeMinor) * BigInt(multiplier)) / 10_000n);
}
