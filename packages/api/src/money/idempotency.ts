import { createHash } from 'node:crypto';
import { MoneyRefusal, type MoneyDeps } from './movement.ts';
import * as store from './idempotencyStore.ts';

/**
 * The one idempotency mechanism of the money paths (issue 37): a request that moves money carries a key; its first
 * answer is kept with what the request was, and a repeat of the key is given that answer again and moves nothing. The
 * money module's movements are keyed as well (`money.ts`, one ledger row per key): this is the request above them, a
 * bet, a round's step, a case, a wallet call, a withdrawal, a sports bet, a crash bet or cash-out or a room join, whose answer
 * may cover several movements.
 */
export type RequestScope =
  | 'bet'
  | 'round'
  | 'case'
  | 'wallet'
  | 'withdrawal'
  | 'sports_bet'
  | 'crash_bet'
  | 'crash_cash_out'
  | 'room_join';

export interface RequestKey {
  readonly scope: RequestScope;
  /** Whose key it is: the player, or 0 where the caller names keys across players (a provider's transaction ids). */
  readonly ownerId: number;
  readonly key: string;
  /** What a repeat must be to be answered again (compared by the SHA-256 of its JSON); another one is refused. */
  readonly request: unknown;
}

export interface Answered<A> {
  readonly answer: A;
  readonly replayed: boolean;
}

/** What a repeat of a key answered for another request throws, given that first answer. */
export type ReusedKey = (earlier: unknown) => Error;

const reusedKey: ReusedKey = () => new MoneyRefusal('idempotency_key_reused');

export const requestHashOf = (request: unknown): string =>
  createHash('sha256').update(JSON.stringify(request)).digest('hex');

/**
 * Runs `act` once per key, in one transaction with its own writes: a key seen before answers its first answer (the
 * same JSON) and runs nothing; seen with another request it is refused (`idempotency_key_reused`, or what `reused`
 * makes). What `act` throws stores nothing, so a refused request may be sent again under its key.
 */
export function once<A>(
  deps: MoneyDeps,
  request: RequestKey,
  act: () => A,
  reused: ReusedKey = reusedKey,
): Answered<A> {
  const requestHash = requestHashOf(request.request);
  return deps.db.transaction(() => {
    const earlier = store.answeredRequest(deps.db, request.scope, request.ownerId, request.key);
    if (earlier) {
      const answer = JSON.parse(earlier.answer) as unknown;
      if (earlier.request_hash !== requestHash) throw reused(answer);
      return { answer: answer as A, replayed: true };
    }
    const answer = act();
    remember(deps, request, answer);
    return { answer, replayed: false };
  });
}

/** Keeps an answer under a key without running anything (a tombstone: a wallet rollback of a debit not yet seen). */
export function remember(deps: MoneyDeps, request: RequestKey, answer: unknown): void {
  store.insertAnswer(deps.db, {
    scope: request.scope,
    ownerId: request.ownerId,
    key: request.key,
    requestHash: requestHashOf(request.request),
    answer: JSON.stringify(answer ?? null),
    at: deps.clock.now(),
  });
}
