/**
 * Limit windows. A day is the calendar day in the player's time zone (it resets at the player's midnight, which is
 * what "today" means to them); a week and a month are rolling 7 and 30 days back from now, so no reset at a month's
 * turn lets a player deposit twice the limit in two days.
 */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
const ROLLING_DAYS: Readonly<Record<'week' | 'month', number>> = { week: 7, month: 30 };

/** Half-open interval [start, end) in epoch milliseconds. */
export interface Window {
  readonly start: number;
  readonly end: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, found);
  }
  return found;
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

/** The calendar day containing `at` in the zone: from local midnight to the next one (23 or 25 h across DST). */
export function calendarDay(at: number, timeZone: string): Window {
  const zone = knownTimeZone(timeZone);
  const midnightOf = (instant: number): number => {
    const local = instant + zoneOffsetMs(zone, instant);
    const wallMidnight = local - (((local % DAY_MS) + DAY_MS) % DAY_MS);
    // The offset at midnight may differ from the one at `instant` (a DST change that day): correct once more.
    const guess = wallMidnight - zoneOffsetMs(zone, wallMidnight);
    return wallMidnight - zoneOffsetMs(zone, guess);
  };
  const start = midnightOf(at);
  return { start, end: midnightOf(start + DAY_MS + 2 * HOUR_MS) };
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
