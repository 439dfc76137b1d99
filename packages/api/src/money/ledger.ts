import * as bonuses from './bonusStore.ts';
import * as store from './moneyStore.ts';
import { checkAmount, keyOf, MoneyRefusal, type Effect, type MoneyDeps, type Movement } from './movement.ts';

/**
 * The ledger side of every movement of the real balance: the look-up of its idempotency key, and the write of a new
 * one (the balance moved, never below zero, and its ledger row, together). What a movement means beyond that (a stake
 * counting towards the bonus, a hold settled, a deposit paid) is the operations' own: `money.ts`, `bonusBalance.ts`.
 */

/** The first effect of a key, if it ran: the same kind and amount, or the key is refused. */
export function replay(deps: MoneyDeps, movement: Movement<string>): Effect | null {
  const earlier = store.entryByKey(deps.db, movement.playerId, keyOf(movement));
  if (!earlier) return null;
  if (earlier.kind !== movement.kind || earlier.amount_minor !== movement.amountMinor)
    throw new MoneyRefusal('idempotency_key_reused');
  return {
    entryId: earlier.id,
    // A stake that released its bonus answered the balance with the release in it (`money.ts`): so does its replay.
    balanceAfter:
      (earlier.kind === 'bet' ? bonuses.balanceAfterReleaseBy(deps.db, earlier.id) : undefined) ??
      earlier.balance_after_minor ??
      store.cashOf(deps.db, movement.playerId) ??
      0,
    replayed: true,
  };
}

/**
 * Moves the real balance by the movement (`sign` -1 takes it off) with its ledger row of `status`, once per key, in one
 * transaction: a repeated key answers its first effect; an unknown player is `not_found`; a balance that would go
 * below zero is `balance_not_enough`, and nothing moves.
 */
export function writeMovement(
  deps: MoneyDeps,
  movement: Movement<string>,
  sign: 1 | -1,
  status: string,
): Effect {
  checkAmount(movement.amountMinor);
  return deps.db.transaction(() => {
    const earlier = replay(deps, movement);
    if (earlier) return earlier;
    if (store.cashOf(deps.db, movement.playerId) === undefined) throw new MoneyRefusal('not_found');
    const balanceAfter = store.moveCash(deps.db, movement.playerId, sign * movement.amountMinor);
    if (balanceAfter === undefined) throw new MoneyRefusal('balance_not_enough');
    const entryId = store.insertEntry(deps.db, {
      ...movement,
      status,
      key: keyOf(movement),
      at: movement.at ?? deps.clock.now(),
      balanceAfter,
    });
    return { entryId, balanceAfter, replayed: false };
  });
}
