import { MoneyRefusal, type MoneyDeps } from './movement.ts';
import * as store from './moneyStore.ts';

/**
 * A provider demo session's play money (`demo_wallets`): no player and no ledger, but the same rules as real money:
 * one transaction per move, never below zero. Its idempotency is its caller's (a chip's or a round's own key).
 */
export function demoBalance(deps: MoneyDeps, token: string): number {
  return store.demoCash(deps.db, token) ?? 0;
}

/** Adds `payoutMinor` and takes `stakeMinor` in one step; refused (`balance_not_enough`) rather than below zero. */
export function demoMove(deps: MoneyDeps, token: string, stakeMinor: number, payoutMinor = 0): number {
  if (
    !Number.isSafeInteger(stakeMinor) ||
    !Number.isSafeInteger(payoutMinor) ||
    stakeMinor < 0 ||
    payoutMinor < 0
  )
    throw new Error('a demo amount is a non-negative integer of minor units');
  return deps.db.transaction(() => {
    if ((store.demoCash(deps.db, token) ?? 0) < stakeMinor) throw new MoneyRefusal('balance_not_enough');
    const after = store.moveDemoCash(deps.db, token, payoutMinor - stakeMinor);
    if (after === undefined) throw new MoneyRefusal('balance_not_enough');
    return after;
  });
}

export const openDemoWallet = (deps: MoneyDeps, wallet: Parameters<typeof store.insertDemoWallet>[1]) =>
  store.insertDemoWallet(deps.db, wallet);
