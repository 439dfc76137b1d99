import { describe, expect, it } from 'vitest';
import { DAY_MS, limitWindow, windowEndsAt } from '../src/saferPlay/windows.ts';

/** The API's own reckoning of a limit's day (docs/contract.md, "Safer play"), across the clocks' changes. */
const utc = (iso: string): number => Date.parse(iso);

describe('the day a limit counts over', () => {
  it.each([
    ['Europe/Moscow', '2026-03-01T20:30:00Z', '2026-02-28T21:00:00Z', '2026-03-01T21:00:00Z'],
    ['Europe/Moscow', '2026-03-01T21:00:00Z', '2026-03-01T21:00:00Z', '2026-03-02T21:00:00Z'],
    // 23 hours: Berlin's clocks go forward at 02:00 on 29 March 2026.
    ['Europe/Berlin', '2026-03-29T12:00:00Z', '2026-03-28T23:00:00Z', '2026-03-29T22:00:00Z'],
    // São Paulo skipped its midnight of 18 October 2015 (00:00 became 01:00): the day starts at the change.
    ['America/Sao_Paulo', '2015-10-18T12:00:00Z', '2015-10-18T03:00:00Z', '2015-10-19T02:00:00Z'],
    // 25 hours, its end at São Paulo's midnight of 21 February 2016, which the clocks then showed twice.
    ['America/Sao_Paulo', '2016-02-20T12:00:00Z', '2016-02-20T02:00:00Z', '2016-02-21T03:00:00Z'],
    // St John's went back at 00:01 on 29 October 2006: that date's midnight came twice; the day starts at the first.
    ['America/St_Johns', '2006-10-29T12:00:00Z', '2006-10-29T02:30:00Z', '2006-10-30T03:30:00Z'],
    ['Not/A_Zone', '2026-03-01T20:30:00Z', '2026-03-01T00:00:00Z', '2026-03-02T00:00:00Z'],
    ['', '2026-03-01T20:30:00Z', '2026-03-01T00:00:00Z', '2026-03-02T00:00:00Z'],
  ])('in %s at %s runs from %s to %s', (zone, at, start, end) => {
    expect(limitWindow('day', utc(at), zone)).toEqual({ start: utc(start), end: utc(end) });
    expect(windowEndsAt('day', utc(at), zone, 0)).toBe(utc(end));
  });

  it('rolls a week and a month back 7 and 30 days, and ends each when its oldest entry slides out', () => {
    const now = utc('2026-03-01T20:30:00Z');
    expect(limitWindow('week', now, 'Europe/Moscow')).toEqual({ start: now - 7 * DAY_MS, end: now + 1 });
    expect(limitWindow('month', now, 'Europe/Moscow')).toEqual({ start: now - 30 * DAY_MS, end: now + 1 });
    expect(windowEndsAt('week', now, 'UTC', now - DAY_MS)).toBe(now + 6 * DAY_MS);
    expect(windowEndsAt('month', now, 'UTC', now - DAY_MS)).toBe(now + 29 * DAY_MS);
  });
});
