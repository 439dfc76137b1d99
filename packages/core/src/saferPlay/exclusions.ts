import { SELF_EXCLUSION_MONTHS, TIME_OUT_DAYS } from '@casino/tables';
import { DAY_MS } from './windows.ts';

/** A time-out is a short break (24 h, a week, a month); a self-exclusion a long one (6 months, a year, 5 years). */
export type TimeOutPeriod = keyof typeof TIME_OUT_DAYS;
export type SelfExclusionPeriod = keyof typeof SELF_EXCLUSION_MONTHS;
export const TIME_OUT_PERIODS = Object.keys(TIME_OUT_DAYS) as readonly TimeOutPeriod[];
export const SELF_EXCLUSION_PERIODS = Object.keys(SELF_EXCLUSION_MONTHS) as readonly SelfExclusionPeriod[];

export interface Exclusion {
  readonly kind: 'time_out' | 'self_exclusion';
  readonly endsAt: number;
}

/** Calendar months later in UTC, the day clamped to the month's length (31 Aug + 6 months = 28/29 Feb). */
export function addMonthsUtc(at: number, months: number): number {
  const date = new Date(at);
  const target = new Date(at);
  target.setUTCDate(1);
  target.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target.getTime();
}

export function timeOutEndsAt(period: TimeOutPeriod, now: number): number {
  return now + TIME_OUT_DAYS[period] * DAY_MS;
}

export function selfExclusionEndsAt(period: SelfExclusionPeriod, now: number): number {
  return addMonthsUtc(now, SELF_EXCLUSION_MONTHS[period]);
}

/**
 * The exclusion in force at `now`, the one ending last when several overlap. A break only ever lengthens: a new one
 * that would end sooner than the current one does not shorten it.
 */
export function activeExclusion(exclusions: readonly Exclusion[], now: number): Exclusion | null {
  return exclusions
    .filter((e) => e.endsAt > now)
    .reduce<Exclusion | null>(
      (latest, e) => (latest === null || e.endsAt > latest.endsAt ? e : latest),
      null,
    );
}
