import { LIMIT_PERIODS, ROLLING_WINDOW_DAYS } from '@casino/tables';

/**
 * The windows a safer-play limit counts over (docs/contract.md, "Safer play"): a day is the player's calendar day in
 * their time zone (it ends at their midnight), a week and a month roll 7 and 30 days back from now. The API's own
 * reckoning, written apart from the client's (packages/core/src/saferPlay/windows.ts); both follow the contract.
 */
export { LIMIT_PERIODS };
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
const SECOND_MS = 1000;

/** Half-open interval [start, end) in epoch milliseconds. */
export interface Window {
  readonly start: number;
  readonly end: number;
}

const wallFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's wall-clock reader, or undefined for a zone the platform does not know. */
function wallFormat(timeZone: string): Intl.DateTimeFormat | undefined {
  const known = wallFormats.get(timeZone);
  if (known) return known;
  try {
    const twoDigits = '2-digit';
    const format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: twoDigits,
      day: twoDigits,
      hour: twoDigits,
      minute: twoDigits,
      second: twoDigits,
    });
    wallFormats.set(timeZone, format);
    return format;
  } catch {
    return undefined;
  }
}

/** The zone's wall clock at an instant, read as if it were UTC (whole seconds). */
function wallClock(format: Intl.DateTimeFormat, instant: number): number {
  const parts = format.formatToParts(instant);
  const field = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((part) => part.type === type)?.value ?? 0);
  return Date.UTC(
    field('year'),
    field('month') - 1,
    field('day'),
    field('hour') % 24,
    field('minute'),
    field('second'),
  );
}

/** The local date at an instant, as whole days since 1970-01-01. */
const localDay = (format: Intl.DateTimeFormat, instant: number): number =>
  Math.floor(wallClock(format, instant) / DAY_MS);

/**
 * The first instant of the local date `at` falls on: its midnight at the offset in force at `at`, or at the one in
 * force 27 hours before (an earlier date on any clock), whichever came first on the clocks; a midnight the clocks
 * skipped has neither, and the date starts at the first second that shows it, found by halving those 27 hours.
 */
function startOfDay(format: Intl.DateTimeFormat, at: number): number {
  const second = Math.floor(at / SECOND_MS) * SECOND_MS;
  const before = second - 27 * HOUR_MS;
  const day = localDay(format, second);
  const midnightAt = (instant: number): number => day * DAY_MS - (wallClock(format, instant) - instant);
  const candidates = [midnightAt(second), midnightAt(before)].sort((a, b) => a - b);
  const first = candidates.find(
    (instant) => localDay(format, instant) === day && localDay(format, instant - SECOND_MS) < day,
  );
  if (first !== undefined) return first;
  let earlier = before;
  let found = second;
  while (found - earlier > SECOND_MS) {
    const middle = earlier + Math.floor((found - earlier) / (2 * SECOND_MS)) * SECOND_MS;
    if (localDay(format, middle) < day) earlier = middle;
    else found = middle;
  }
  return found;
}

/** The player's calendar day around `at`: from its first instant to the next day's (23 or 25 hours across DST). */
function calendarDay(at: number, timeZone: string | null | undefined): Window {
  const format = wallFormat(timeZone || 'UTC') ?? (wallFormat('UTC') as Intl.DateTimeFormat);
  const start = startOfDay(format, at);
  // The next day has begun 25 hours after this one began, however long this one is.
  return { start, end: startOfDay(format, start + 25 * HOUR_MS) };
}

/** The window a limit of this period counts over at `now`; a malformed time zone counts in UTC. */
export function limitWindow(period: LimitPeriod, now: number, timeZone: string): Window {
  if (period !== 'day') return { start: now - ROLLING_WINDOW_DAYS[period] * DAY_MS, end: now + 1 };
  return calendarDay(now, timeZone);
}

/**
 * When what a window counts stops counting: the day's end, or for a rolling window the moment its oldest entry slides
 * out of it.
 */
export function windowEndsAt(period: LimitPeriod, at: number, zone: string, oldest: number): number {
  return period === 'day' ? calendarDay(at, zone).end : oldest + ROLLING_WINDOW_DAYS[period] * DAY_MS;
}
