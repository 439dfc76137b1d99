import { VIP_CASHBACK_WEEK } from '@casino/tables';

const DAY_MS = 86_400_000;
const WEEK_MS = VIP_CASHBACK_WEEK.days * DAY_MS;

/** The start (Monday 00:00 UTC, the table's first day) of the cashback week an instant falls in. */
export function weekStartOf(at: number): number {
  const day = Math.floor(at / DAY_MS);
  // 1970-01-01 was a Thursday (UTC day 4).
  const weekday = (day + 4) % 7;
  const back = (weekday - VIP_CASHBACK_WEEK.startsOnUtcDay + 7) % 7;
  return (day - back) * DAY_MS;
}

/** The last week that has ended by `now`: [start, end). */
export function lastEndedWeek(now: number): { readonly start: number; readonly end: number } {
  const end = weekStartOf(now);
  return { start: end - WEEK_MS, end };
}

/** The week's name in the ledger reference: its first day, `2026-11-16`. */
export const weekName = (start: number): string => new Date(start).toISOString().slice(0, 10);

/**
 * The cashback of a week: the level's percent of the net loss, rounded down to the minor unit; nothing when the
 * player did not lose (a net win or an even week is never charged back).
 */
export function cashbackMinor(netLossMinor: number, percent: number): number {
  if (!Number.isSafeInteger(netLossMinor) || netLossMinor <= 0) return 0;
  return Math.floor((netLossMinor * percent) / 100);
}
