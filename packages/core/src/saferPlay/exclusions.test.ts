import { describe, expect, it } from 'vitest';
import { activeExclusion, addMonthsUtc, selfExclusionEndsAt, timeOutEndsAt } from './exclusions.ts';
import { DAY_MS } from './windows.ts';

const NOW = Date.parse('2026-08-31T10:00:00Z');

describe('time-outs and self-exclusion', () => {
  it('ends a time-out after 24 hours, a week or a month (30 days)', () => {
    expect(timeOutEndsAt('24h', NOW)).toBe(NOW + DAY_MS);
    expect(timeOutEndsAt('week', NOW)).toBe(NOW + 7 * DAY_MS);
    expect(timeOutEndsAt('month', NOW)).toBe(NOW + 30 * DAY_MS);
  });

  it('ends a self-exclusion after calendar months, clamped to the month’s last day', () => {
    expect(selfExclusionEndsAt('6months', NOW)).toBe(Date.parse('2027-02-28T10:00:00Z'));
    expect(selfExclusionEndsAt('year', NOW)).toBe(Date.parse('2027-08-31T10:00:00Z'));
    expect(selfExclusionEndsAt('5years', NOW)).toBe(Date.parse('2031-08-31T10:00:00Z'));
    expect(addMonthsUtc(Date.parse('2028-01-31T00:00:00Z'), 1)).toBe(Date.parse('2028-02-29T00:00:00Z'));
  });

  it('keeps the exclusion that ends last and forgets one that has ended', () => {
    const long = { kind: 'self_exclusion', endsAt: NOW + 100 * DAY_MS } as const;
    const short = { kind: 'time_out', endsAt: NOW + DAY_MS } as const;
    expect(activeExclusion([short, long], NOW)).toBe(long);
    expect(activeExclusion([short], NOW + DAY_MS)).toBeNull();
  });
});
