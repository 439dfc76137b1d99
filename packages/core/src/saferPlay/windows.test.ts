import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calendarDay,
  DAY_MS,
  HOUR_MS,
  limitWindow,
  sumInWindow,
  windowEndsAt,
  zoneOffsetMs,
} from './windows.ts';

const at = (iso: string) => Date.parse(iso);
const localDate = (timeZone: string) => {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return (instant: number) => format.format(new Date(instant));
};

describe('limit windows', () => {
  it('counts a day from the player’s own midnight', () => {
    // 23:30 in Moscow on 1 March is 20:30 UTC; the day began at 21:00 UTC on 28 February.
    expect(calendarDay(at('2026-03-01T20:30:00Z'), 'Europe/Moscow')).toEqual({
      start: at('2026-02-28T21:00:00Z'),
      end: at('2026-03-01T21:00:00Z'),
    });
    expect(calendarDay(at('2026-03-01T21:00:00Z'), 'Europe/Moscow').start).toBe(at('2026-03-01T21:00:00Z'));
  });

  it('has a 23-hour day when the clocks go forward', () => {
    const day = calendarDay(at('2026-03-29T12:00:00Z'), 'Europe/Berlin');
    expect(day).toEqual({ start: at('2026-03-28T23:00:00Z'), end: at('2026-03-29T22:00:00Z') });
    expect(day.end - day.start).toBe(23 * HOUR_MS);
  });

  it('falls back to UTC for a zone the platform does not know', () => {
    expect(calendarDay(at('2026-03-01T05:00:00Z'), 'Mars/Olympus').start).toBe(at('2026-03-01T00:00:00Z'));
  });

  it('rolls a week and a month back 7 and 30 days from now', () => {
    const now = at('2026-03-10T12:00:00Z');
    expect(limitWindow('week', now, 'UTC').start).toBe(now - 7 * DAY_MS);
    expect(limitWindow('month', now, 'UTC').start).toBe(now - 30 * DAY_MS);
    expect(windowEndsAt('week', now, 'UTC', now - DAY_MS)).toBe(now + 6 * DAY_MS);
  });

  it('puts every instant inside its own day, which starts at a local midnight', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: at('2000-01-01T00:00:00Z'), max: at('2040-01-01T00:00:00Z') }),
        fc.constantFrom(
          'UTC',
          'Europe/Moscow',
          'Asia/Almaty',
          'Asia/Kolkata',
          'America/Sao_Paulo',
          'Europe/Berlin',
        ),
        (instant, zone) => {
          const day = calendarDay(instant, zone);
          expect(day.start).toBeLessThanOrEqual(instant);
          expect(instant).toBeLessThan(day.end);
          expect(day.end - day.start).toBeGreaterThanOrEqual(23 * HOUR_MS);
          expect(day.end - day.start).toBeLessThanOrEqual(25 * HOUR_MS);
          // The day is exactly the instants that read the same local date as `instant`.
          const date = localDate(zone);
          expect(date(day.start)).toBe(date(instant));
          expect(date(day.end - 1000)).toBe(date(instant));
          expect(date(day.start - 1000)).not.toBe(date(instant));
          expect(date(day.end)).not.toBe(date(instant));
          // It starts at a local midnight unless the clocks skipped that midnight.
          const wallAtStart = (day.start + zoneOffsetMs(zone, day.start)) % DAY_MS;
          if (wallAtStart !== 0)
            expect(zoneOffsetMs(zone, day.start)).not.toBe(zoneOffsetMs(zone, day.start - 1000));
        },
      ),
    );
  });

  it('starts a day whose midnight the clocks skipped when they changed', () => {
    // São Paulo, 18 October 2015: at 03:00 UTC the clocks went from 23:59:59 on the 17th to 01:00 on the 18th.
    expect(calendarDay(at('2015-10-18T02:00:00Z'), 'America/Sao_Paulo')).toEqual({
      start: at('2015-10-17T03:00:00Z'),
      end: at('2015-10-18T03:00:00Z'),
    });
    expect(calendarDay(at('2015-10-18T03:00:00Z'), 'America/Sao_Paulo')).toEqual({
      start: at('2015-10-18T03:00:00Z'),
      end: at('2015-10-19T02:00:00Z'),
    });
  });

  it('starts a day whose midnight came twice at the first one', () => {
    // São Paulo, 21 February 2016: at 02:00 UTC the clocks went back from 00:00 to 23:00 on the 20th.
    expect(calendarDay(at('2016-02-21T12:00:00Z'), 'America/Sao_Paulo')).toEqual({
      start: at('2016-02-21T03:00:00Z'),
      end: at('2016-02-22T03:00:00Z'),
    });
    expect(calendarDay(at('2016-02-20T12:00:00Z'), 'America/Sao_Paulo')).toEqual({
      start: at('2016-02-20T02:00:00Z'),
      end: at('2016-02-21T03:00:00Z'),
    });
  });

  it('sums only what falls inside the window', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ at: fc.integer({ min: 0, max: 100 }), minor: fc.nat(1000) })),
        (entries) => {
          const inside = sumInWindow(entries, { start: 20, end: 60 });
          const outside =
            sumInWindow(entries, { start: 0, end: 20 }) + sumInWindow(entries, { start: 60, end: 101 });
          expect(inside + outside).toBe(entries.reduce((s, e) => s + e.minor, 0));
        },
      ),
    );
  });
});
