import { LIMIT_PERIODS, ROLLING_WINDOW_DAYS } from '@casino/tables';
import { dateTimeFormat } from '../domain/intlFormats.ts';
/**
 * Limit windows. A day is the calendar day in the player's time zone (it resets at the player's midnight, which is
 * what "today" means to them); a week and a month are rolling 7 and 30 days back from now, so no reset at a month's
 * turn lets a player deposit twice the limit in two days.
 */
export { LIMIT_PERIODS };
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
const ROLLING_DAYS: Readonly<Record<'week' | 'month', number>> = ROLLING_WINDOW_DAYS;

/** Half-open interval [start, end) in epoch milliseconds. */
export interface Window {
  readonly start: number;
  readonly end: number;
}

function formatter(timeZone: string): Intl.DateTimeFormat {
  return dateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
}

/** A zone the platform knows, else UTC: a malformed profile time zone must not break a limit. */
export function knownTimeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    formatter(timeZone);
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** The zone's offset from UTC at an instant, in milliseconds (Moscow: +3 h). */
export function zoneOffsetMs(timeZone: string, at: number): number {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(new Date(at))
      .map((part) => [part.type, Number(part.value)]),
  );
  const wall = Date.UTC(
    parts['year'] ?? 1970,
    (parts['month'] ?? 1) - 1,
    parts['day'] ?? 1,
    parts['hour'] ?? 0,
    parts['minute'] ?? 0,
    parts['second'] ?? 0,
  );
  return wall - Math.floor(at / 1000) * 1000;
}

/**
 * The first instant whose wall clock in the zone reads `wall` or later. Usually the instant of that wall time; when
 * the clocks go forward across it (São Paulo's midnight of 18 October 2015 never happened: 00:00 became 01:00), the
 * instant the clocks changed; when it happens twice (a fall back across it), the first time.
 */
function firstInstantAtWall(zone: string, wall: number): number {
  const wallOf = (instant: number): number => instant + zoneOffsetMs(zone, instant);
  // The offsets in force a day and a half either side: the one before and the one after any change near `wall`.
  const candidates = [
    wall - zoneOffsetMs(zone, wall - DAY_MS - DAY_MS / 2),
    wall - zoneOffsetMs(zone, wall + DAY_MS + DAY_MS / 2),
  ].sort((a, b) => a - b);
  const exact = candidates.find((instant) => wallOf(instant) === wall);
  if (exact !== undefined) return exact;
  // `wall` falls in a gap: the earlier candidate reads before it, the later one after; find the change in between.
  let [before, after] = candidates as [number, number];
  while (after - before > 1000) {
    const middle = before + Math.floor((after - before) / 2000) * 1000;
    if (wallOf(middle) >= wall) after = middle;
    else before = middle;
  }
  return after;
}

/**
 * The calendar day containing `at` in the zone: from its first instant to the next day's first instant (23 or 25 h
 * across DST; a day whose midnight the clocks skipped starts when they changed).
 */
export function calendarDay(at: number, timeZone: string): Window {
  const zone = knownTimeZone(timeZone);
  const dayOf = (instant: number): number => {
    const local = instant + zoneOffsetMs(zone, instant);
    return local - (((local % DAY_MS) + DAY_MS) % DAY_MS);
  };
  const today = dayOf(at);
  return { start: firstInstantAtWall(zone, today), end: firstInstantAtWall(zone, today + DAY_MS) };
}

/** The window a limit of this period counts over at `now`. */
export function limitWindow(period: LimitPeriod, now: number, timeZone: string): Window {
  if (period === 'day') return calendarDay(now, timeZone);
  return { start: now - ROLLING_DAYS[period] * DAY_MS, end: now + 1 };
}

/**
 * When an amount counted in a window stops counting against the limit: the day's end, or for a rolling window the
 * moment the oldest entry still in it slides out.
 */
export function windowEndsAt(
  period: LimitPeriod,
  now: number,
  timeZone: string,
  oldestEntryAt: number,
): number {
  if (period === 'day') return calendarDay(now, timeZone).end;
  return oldestEntryAt + ROLLING_DAYS[period] * DAY_MS;
}

/** Entries of a window, summed: what counts against a limit. */
export function sumInWindow(
  entries: readonly { readonly at: number; readonly minor: number }[],
  window: Window,
): number {
  return entries
    .filter((e) => e.at >= window.start && e.at < window.end)
    .reduce((sum, e) => sum + e.minor, 0);
}
