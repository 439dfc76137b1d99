import * as bonuses from './bonusStore.ts';
import { replay, writeMovement } from './ledger.ts';
import * as store from './moneyStore.ts';
import { checkAmount, keyOf, type Effect, type MoneyDeps, type Movement } from './movement.ts';
import { countedStake } from './wagering.ts';

/**
 * The bonus balance (issue 34): a bonus granted with its wagering requirement, the stakes counting towards it (the
 * real balance's `debit` and `credit` in `money.ts` call `countTowardsBonus` and `uncountFromBonus`), its release to
 * the real balance once the requirement is met, and its end unpaid (expired, or forfeited by a withdrawal).
 */

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
export function countTowardsBonus(deps: MoneyDeps, stake: Movement<string>, entryId: number): boolean {
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
export function uncountFromBonus(deps: MoneyDeps, refund: Movement<string>): void {
  const bonus = bonuses.activeBonus(deps.db, refund.playerId);
  if (!bonus) return;
  const removed = bonuses.uncountStake(deps.db, bonus.id, refund.reference.replace(/:refund$/, ''));
  if (removed > 0) store.moveWagerLeft(deps.db, refund.playerId, removed);
}

/**
 * A bonus whose requirement is met moves to the real balance once: the bonus ended (only the first call can), the
 * bonus balance taken and a `bonus_release` row crediting the real balance, all in one transaction. The release is no
 * stake and gives none back, so it is written to the ledger directly.
 */
function releaseBonus(deps: MoneyDeps, bonus: bonuses.BonusRow): Effect | null {
  return deps.db.transaction(() => {
    const at = deps.clock.now();
    if (!bonuses.endBonus(deps.db, bonus.id, 'released', at)) return null;
    const amountMinor = store.takeBonus(deps.db, bonus.player_id, bonus.amount_minor);
    return writeMovement(
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
