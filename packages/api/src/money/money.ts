import { countTowardsBonus, uncountFromBonus } from './bonusBalance.ts';
import { writeMovement } from './ledger.ts';
import * as store from './moneyStore.ts';
import {
  checkAmount,
  keyOf,
  MoneyRefusal,
  type CreditKind,
  type DebitKind,
  type Effect,
  type MoneyDeps,
  type Movement,
} from './movement.ts';

/**
 * The one place money moves (issue 37), with the bonus balance's operations in `bonusBalance.ts`. Every operation runs
 * in one SQLite transaction (or joins the caller's): the balance and its ledger row change together or not at all
 * (`ledger.ts`). A debit never takes a balance below zero. Every movement has an idempotency key, unique per player
 * (by default `<kind>:<reference>`): a repeated key answers the first effect and changes nothing; the same key for
 * another kind or amount is refused. The words they speak (movements, effects, refusals) are in `movement.ts`.
 *
 * One balance today, the real one. The ledger's sum, signed by kind, over the rows that moved money (those with a
 * balance after them, bonus rows aside) is the balance: `moneyInvariants.test.ts` checks it. A second balance (the
 * bonus balance with its wagering) plugs in as a pocket: a `pocket` column on the ledger (the real one the default),
 * the movement naming its pocket, `moveCash` choosing the pocket's column, the key unique per player and pocket, and
 * the invariant checked per pocket; `grantBonus` is then a credit to the bonus pocket.
 */

/** The seed's fixtures: a seeded account's opening balances and the history it shows (not movements). */
export const seedAccount = store.seedAccount;

/**
 * A movement of the real balance, written once (`writeMovement`), and what it does to the running bonus: a stake
 * given back (a provider's rollback, or a void crash round's refund, a `win` under `crash:<id>:refund`) stops
 * counting; a stake counts, and one that completes the wagering releases the bonus: the balance answered includes it.
 */
function move(deps: MoneyDeps, movement: Movement<string>, sign: 1 | -1, status: string): Effect {
  return deps.db.transaction(() => {
    const effect = writeMovement(deps, movement, sign, status);
    if (effect.replayed) return effect;
    if (movement.kind === 'rollback' || movement.reference.endsWith(':refund'))
      uncountFromBonus(deps, movement);
    if (movement.kind === 'bet' && countTowardsBonus(deps, movement, effect.entryId))
      return { ...effect, balanceAfter: balanceOf(deps, movement.playerId) };
    return effect;
  });
}

/** Takes an amount off the balance with its ledger row; refused (`balance_not_enough`) rather than below zero. */
export function debit(deps: MoneyDeps, movement: Movement<DebitKind>): Effect {
  return move(deps, movement, -1, 'success');
}

/** Adds an amount to the balance with its ledger row. */
export function credit(deps: MoneyDeps, movement: Movement<CreditKind>): Effect {
  return move(deps, movement, 1, 'success');
}

/** The player's real balance (0 for an unknown player). */
export function balanceOf(deps: MoneyDeps, playerId: number): number {
  return store.cashOf(deps.db, playerId) ?? 0;
}

/**
 * A withdrawal's hold: the amount leaves the balance at once (never below zero) and its row stays `pending` until
 * `settleHold` pays it or gives it back.
 */
export function hold(deps: MoneyDeps, movement: Omit<Movement<'withdrawal'>, 'kind'>): Effect {
  return move(deps, { ...movement, kind: 'withdrawal' }, -1, 'pending');
}

/**
 * Ends a pending hold: `paid`, the money has left for good; `rejected` or `cancelled`, it comes back as a
 * `withdrawal_return` row. Only a pending hold moves: a second call finds none and answers null.
 */
export function settleHold(
  deps: MoneyDeps,
  hold: { readonly playerId: number; readonly reference: string; readonly at?: number },
  to: 'paid' | 'rejected' | 'cancelled',
): Effect | null {
  return deps.db.transaction(() => {
    const row = store.settlingEntry(deps.db, hold.playerId, 'withdrawal', hold.reference);
    if (!row || !store.markEntry(deps.db, row.id, 'pending', to, null)) return null;
    if (to === 'paid')
      return { entryId: row.id, balanceAfter: balanceOf(deps, hold.playerId), replayed: false };
    return credit(deps, {
      playerId: hold.playerId,
      kind: 'withdrawal_return',
      amountMinor: row.amount_minor,
      currency: row.currency,
      reference: hold.reference,
      ...(hold.at === undefined ? {} : { at: hold.at }),
    });
  });
}

/** A deposit waiting for its payment: a `pending` row that moves nothing yet (the history shows it). */
export function openDeposit(deps: MoneyDeps, movement: Omit<Movement<'deposit'>, 'kind'>): number {
  checkAmount(movement.amountMinor);
  return deps.db.transaction(() => {
    const key = keyOf({ ...movement, kind: 'deposit' });
    const earlier = store.entryByKey(deps.db, movement.playerId, key);
    if (earlier) return earlier.id;
    return store.insertEntry(deps.db, {
      ...movement,
      kind: 'deposit',
      status: 'pending',
      key,
      at: movement.at ?? deps.clock.now(),
      balanceAfter: null,
    });
  });
}

/** The payment of an open deposit: the balance credited once; a second call answers the first effect. */
export function confirmDeposit(deps: MoneyDeps, playerId: number, reference: string): Effect {
  return deps.db.transaction(() => {
    const row = store.settlingEntry(deps.db, playerId, 'deposit', reference);
    if (!row) throw new MoneyRefusal('not_found');
    if (row.status === 'success')
      return { entryId: row.id, balanceAfter: row.balance_after_minor ?? 0, replayed: true };
    if (row.status !== 'pending') throw new MoneyRefusal('not_found');
    const balanceAfter = store.moveCash(deps.db, playerId, row.amount_minor);
    if (balanceAfter === undefined) throw new MoneyRefusal('not_found');
    store.markEntry(deps.db, row.id, 'pending', 'success', balanceAfter);
    return { entryId: row.id, balanceAfter, replayed: false };
  });
}

/** An unpaid deposit lapses: its pending rows say `expired`; no balance moves. */
export function expireDeposit(deps: MoneyDeps, reference: string): void {
  deps.db.transaction(() => {
    for (const id of store.pendingIds(deps.db, reference))
      store.markEntry(deps.db, id, 'pending', 'expired', null);
  });
}
