import type { Deps } from '../deps.ts';
import { ApiError } from '../http/errors.ts';
import * as bonuses from './bonusStore.ts';
import * as store from './moneyStore.ts';
import { countedStake } from './wagering.ts';

/**
 * The one place money moves (issue 37). Every operation runs in one SQLite transaction (or joins the caller's): the
 * balance and its ledger row change together or not at all. A debit never takes a balance below zero. Every movement
 * has an idempotency key, unique per player (by default `<kind>:<reference>`): a repeated key answers the first
 * effect and changes nothing; the same key for another kind or amount is refused.
 *
 * One balance today, the real one. The ledger's sum, signed by kind, over the rows that moved money (those with a
 * balance after them, bonus rows aside) is the balance: `moneyInvariants.test.ts` checks it. A second balance (the
 * bonus balance with its wagering) plugs in as a pocket: a `pocket` column on the ledger (the real one the default),
 * the movement naming its pocket, `moveCash` choosing the pocket's column, the key unique per player and pocket, and
 * the invariant checked per pocket; `grantBonus` is then a credit to the bonus pocket.
 */
export type MoneyDeps = Pick<Deps, 'db' | 'clock'>;

/** The seed's fixtures: a seeded account's opening balances and the history it shows (not movements). */
export const seedAccount = store.seedAccount;

/** Kinds taken off the balance; every other kind adds to it (`bonus` goes to the bonus balance instead). */
export const DEBIT_KINDS = ['bet', 'withdrawal'] as const;
export const CREDIT_KINDS = [
  'deposit',
  'withdrawal_return',
  'win',
  'free_spin_win',
  'rollback',
  'bonus_release',
  'cashback',
  'tournament_prize',
] as const;
export type DebitKind = (typeof DEBIT_KINDS)[number];
export type CreditKind = (typeof CREDIT_KINDS)[number];

export interface Movement<K extends string> {
  readonly playerId: number;
  readonly kind: K;
  readonly amountMinor: number;
  readonly currency: string;
  /** What the row points at (`bet:12`, `round:7`, `withdrawal:3`): the history's link to its proof or request. */
  readonly reference: string;
  /** Defaults to `<kind>:<reference>`: one effect per kind and reference. */
  readonly key?: string;
  readonly at?: number;
}

/** What a movement did: its ledger row, the balance it left, and whether it was the first call of its key. */
export interface Effect {
  readonly entryId: number;
  readonly balanceAfter: number;
  readonly replayed: boolean;
}

export type MoneyRefusalCode = 'balance_not_enough' | 'idempotency_key_reused' | 'not_found';

/** A movement that cannot happen; nothing moved. An ApiError, so a route answers it as `422 {message}`. */
export class MoneyRefusal extends ApiError {
  readonly code: MoneyRefusalCode;

  constructor(code: MoneyRefusalCode) {
    super(422, { message: code });
    this.code = code;
  }
}

const keyOf = (movement: Movement<string>) => movement.key ?? `${movement.kind}:${movement.reference}`;

function checkAmount(amountMinor: number): void {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0)
    throw new Error(`a money amount is a non-negative integer of minor units, not ${amountMinor}`);
}

/** The first effect of a key, if it ran: the same kind and amount, or the key is refused. */
function replay(deps: MoneyDeps, movement: Movement<string>): Effect | null {
  const earlier = store.entryByKey(deps.db, movement.playerId, keyOf(movement));
  if (!earlier) return null;
  if (earlier.kind !== movement.kind || earlier.amount_minor !== movement.amountMinor)
    throw new MoneyRefusal('idempotency_key_reused');
  return {
    entryId: earlier.id,
    // A stake that released its bonus answered the balance with the release in it (see `move`): so does its replay.
    balanceAfter:
      (earlier.kind === 'bet' ? bonuses.balanceAfterReleaseBy(deps.db, earlier.id) : undefined) ??
      earlier.balance_after_minor ??
      balanceOf(deps, movement.playerId),
    replayed: true,
  };
}

function move(deps: MoneyDeps, movement: Movement<string>, sign: 1 | -1, status: string): Effect {
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
    // A stake given back: a provider's rollback, or a void crash round's refund (a `win` under `crash:<id>:refund`).
    if (movement.kind === 'rollback' || movement.reference.endsWith(':refund'))
      uncountFromBonus(deps, movement);
    // A stake that completes the wagering releases the bonus with it: the balance answered includes it.
    if (movement.kind === 'bet' && countTowardsBonus(deps, movement, entryId))
      return { entryId, balanceAfter: balanceOf(deps, movement.playerId), replayed: false };
    return { entryId, balanceAfter, replayed: false };
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

/**
 * A bonus credited to the bonus balance with its wagering requirement and a `bonus` row (its balance after is the
 * real balance, which it leaves alone). It opens the player's bonus, or tops up the running one (issue 34): every
 * stake then counts towards the requirement by its game's weight (`wagering.ts`); a bonus with nothing to wager is
 * released at once.
 */
export function grantBonus(
  deps: MoneyDeps,
  movement: Omit<Movement<'bonus'>, 'kind'> & { readonly wagerMinor: number; readonly expiresAt: number },
): Effect {
  checkAmount(movement.amountMinor);
  return deps.db.transaction(() => {
    const bonus = { ...movement, kind: 'bonus' as const };
    const earlier = replay(deps, bonus);
    if (earlier) return earlier;
    const balanceAfter = store.addBonus(
      deps.db,
      movement.playerId,
      movement.amountMinor,
      movement.wagerMinor,
    );
    const entryId = store.insertEntry(deps.db, {
      playerId: movement.playerId,
      kind: 'bonus',
      amountMinor: movement.amountMinor,
      currency: movement.currency,
      reference: movement.reference,
      status: 'success',
      key: keyOf(bonus),
      at: movement.at ?? deps.clock.now(),
      balanceAfter,
    });
    const bonusId = bonuses.openOrTopUp(deps.db, {
      playerId: movement.playerId,
      currency: movement.currency,
      amountMinor: movement.amountMinor,
      wagerMinor: movement.wagerMinor,
      at: movement.at ?? deps.clock.now(),
      expiresAt: movement.expiresAt,
    });
    const running = bonuses.activeBonus(deps.db, movement.playerId);
    if (running && running.id === bonusId && running.wagered_minor >= running.wager_required_minor)
      releaseBonus(deps, running);
    return { entryId, balanceAfter, replayed: false };
  });
}

/**
 * A stake's ledger row counts once towards the active bonus, by its game's weight; the bonus is released when met.
 * Answers whether this stake released it.
 */
function countTowardsBonus(deps: MoneyDeps, stake: Movement<string>, entryId: number): boolean {
  const bonus = bonuses.activeBonus(deps.db, stake.playerId);
  if (!bonus || bonus.expires_at <= (stake.at ?? deps.clock.now())) return false;
  const counted = countedStake(stake.reference, stake.amountMinor);
  if (counted === 0) return false;
  const after = bonuses.countStake(deps.db, bonus.id, {
    entryId,
    reference: stake.reference,
    stakeMinor: stake.amountMinor,
    counted,
  });
  if (!after) return false;
  store.moveWagerLeft(deps.db, stake.playerId, -counted);
  return after.wagered_minor >= after.wager_required_minor && releaseBonus(deps, after) !== null;
}

/** A stake given back (`crash:<id>:refund` gives back `crash:<id>`) stops counting. */
function uncountFromBonus(deps: MoneyDeps, refund: Movement<string>): void {
  const bonus = bonuses.activeBonus(deps.db, refund.playerId);
  if (!bonus) return;
  const removed = bonuses.uncountStake(deps.db, bonus.id, refund.reference.replace(/:refund$/, ''));
  if (removed > 0) store.moveWagerLeft(deps.db, refund.playerId, removed);
}

/**
 * A bonus whose requirement is met moves to the real balance once: the bonus ended (only the first call can), the
 * bonus balance taken and a `bonus_release` row crediting the real balance, all in one transaction.
 */
function releaseBonus(deps: MoneyDeps, bonus: bonuses.BonusRow): Effect | null {
  return deps.db.transaction(() => {
    const at = deps.clock.now();
    if (!bonuses.endBonus(deps.db, bonus.id, 'released', at)) return null;
    const amountMinor = store.takeBonus(deps.db, bonus.player_id, bonus.amount_minor);
    return move(
      deps,
      {
        playerId: bonus.player_id,
        kind: 'bonus_release',
        amountMinor,
        currency: bonus.currency,
        reference: `bonus:${bonus.id}`,
        at,
      },
      1,
      'success',
    );
  });
}

/** Ends a bonus without paying it (its days are up, or a withdrawal forfeits it): the bonus balance loses it, once. */
function dropBonus(deps: MoneyDeps, bonus: bonuses.BonusRow, status: 'expired' | 'forfeited'): boolean {
  return deps.db.transaction(() => {
    if (!bonuses.endBonus(deps.db, bonus.id, status, deps.clock.now())) return false;
    store.takeBonus(deps.db, bonus.player_id, bonus.amount_minor);
    return true;
  });
}

/** The expiry job: every active bonus past its days is removed, once however often the job runs. Answers how many. */
export function expireBonuses(deps: MoneyDeps): number {
  return bonuses.dueBonuses(deps.db, deps.clock.now()).filter((bonus) => dropBonus(deps, bonus, 'expired'))
    .length;
}

/** A withdrawal request forfeits the unfinished bonus (the cashier warned and the player confirmed). */
export function forfeitBonus(deps: MoneyDeps, playerId: number): boolean {
  const bonus = bonuses.activeBonus(deps.db, playerId);
  return bonus ? dropBonus(deps, bonus, 'forfeited') : false;
}

/** The player's running bonus and its wagering, for the profile (undefined when none runs). */
export function activeBonusOf(deps: MoneyDeps, playerId: number): bonuses.BonusRow | undefined {
  const bonus = bonuses.activeBonus(deps.db, playerId);
  return bonus && bonus.expires_at > deps.clock.now() ? bonus : undefined;
}
