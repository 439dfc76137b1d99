import type { Deps } from '../deps.ts';
import { errorText } from '../deps.ts';
import { credit } from '../money/money.ts';
import { cashbackMinor, lastEndedWeek, weekName } from './cashbackWeek.ts';
import { levelFor } from './vipLevels.ts';
import {
  cashbackSettled,
  confirmedDeposits,
  insertCashback,
  membersDue,
  netLoss,
  type CashbackMember,
} from './vipStore.ts';

/** How often the cashback job looks for a week to pay (it pays a week once, however often it runs). */
export const CASHBACK_EVERY_MS = 10 * 60_000;

/**
 * One member's cashback for one ended week, in one transaction: the week's row is the guard (a member and week are
 * settled once), and the payment goes through the money module under the key `cashback:<week>`, so a second run, a
 * restart or two servers at once pay it once. Answers the amount paid (0 for a week with no loss).
 */
function settleWeek(deps: Deps, member: CashbackMember, week: { start: number; end: number }): number | null {
  return deps.db.transaction(() => {
    if (cashbackSettled(deps, member.id, week.start)) return null;
    const { current } = levelFor(member.currency, confirmedDeposits(deps, member.id, week.end));
    if (!current) return null;
    const loss = netLoss(deps, member.id, week.start, week.end);
    const amount = cashbackMinor(loss, current.cashbackPercent);
    const now = deps.clock.now();
    const entryId =
      amount > 0
        ? credit(deps, {
            playerId: member.id,
            kind: 'cashback',
            amountMinor: amount,
            currency: member.currency,
            reference: `cashback:${weekName(week.start)}`,
            at: now,
          }).entryId
        : null;
    insertCashback(deps, {
      playerId: member.id,
      weekStart: week.start,
      level: current.level,
      cashbackPercent: current.cashbackPercent,
      netLossMinor: loss,
      amountMinor: amount,
      currency: member.currency,
      entryId,
      settledAt: now,
    });
    return amount;
  });
}

/**
 * One run of the weekly cashback (issue 34): every VIP member (or one player) who joined before the last ended week
 * ended is paid that week's cashback, once. Answers how many were paid an amount.
 */
export function runCashback(deps: Deps, playerId: number | null = null): number {
  const week = lastEndedWeek(deps.clock.now());
  const members = membersDue(deps, week, playerId);
  return members.filter((member) => (settleWeek(deps, member, week) ?? 0) > 0).length;
}

/** The cashback as a job: at start (a week that ended while the server was stopped is paid at once), then every 10 min. */
export function startCashback(deps: Deps): () => void {
  const run = () => {
    try {
      const paid = runCashback(deps);
      if (paid > 0) deps.log(`[vip] weekly cashback paid to ${paid} member(s)`);
    } catch (error) {
      deps.warn(`[vip] cashback run failed: ${errorText(error)}`);
    }
  };
  run();
  const timer = setInterval(run, CASHBACK_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
