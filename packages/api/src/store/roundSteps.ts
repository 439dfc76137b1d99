import type { Deps } from '../deps.ts';
import { sha256Hex } from '../games/fairness.ts';
import { ApiError } from '../http/errors.ts';

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

/** A ledger row of a round or a case (`transactions`, as the bets write theirs). */
export function ledger(
  deps: Deps,
  playerId: number,
  kind: 'bet' | 'win',
  amountMinor: number,
  currency: string,
  reference: string,
): void {
  deps.db.run(
    `INSERT INTO transactions (player_id, kind, amount_minor, currency, status, reference, created_at)
     VALUES (?, ?, ?, ?, 'success', ?, ?)`,
    playerId,
    kind,
    amountMinor,
    currency,
    reference,
    deps.clock.now(),
  );
}

/** Takes the stake, or refuses the step when the balance is short. */
export function debit(deps: Deps, playerId: number, amountMinor: number): void {
  const debited = deps.db.run(
    'UPDATE players SET balance_minor = balance_minor - ? WHERE id = ? AND balance_minor >= ?',
    amountMinor,
    playerId,
    amountMinor,
  );
  if (debited.changes === 0) throw new ApiError(422, { message: 'balance_not_enough' });
}

export function credit(deps: Deps, playerId: number, amountMinor: number): void {
  deps.db.run('UPDATE players SET balance_minor = balance_minor + ? WHERE id = ?', amountMinor, playerId);
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
