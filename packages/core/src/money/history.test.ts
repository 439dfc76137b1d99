import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayAfter, historyRange, signedMinor } from './history.ts';

describe('history', () => {
  it('counts a stake and a withdrawal as money out, a deposit and a win as money in', () => {
    const usd = (minor: number) => ({ minor, currency: 'USD' as const });
    expect(signedMinor({ kind: 'bet', amount: usd(150) })).toBe(-150);
    expect(signedMinor({ kind: 'withdrawal', amount: usd(1000) })).toBe(-1000);
    expect(signedMinor({ kind: 'deposit', amount: usd(1000) })).toBe(1000);
    expect(signedMinor({ kind: 'withdrawal_return', amount: usd(1000) })).toBe(1000);
  });

  it('keeps only real calendar days in a date filter', () => {
    expect(historyRange('2026-02-30', '2026-13-01')).toEqual({});
    expect(historyRange('2026-02-01', '2026-02-28')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(historyRange("1' OR 1=1", '')).toEqual({});
  });

  it('drops an end that is not after the start rather than sending an empty range', () => {
    expect(historyRange('2026-05-05', '2026-05-01')).toEqual({ from: '2026-05-05' });
  });

  it('moves "to 28 February" to the next day so the whole day is included', () => {
    expect(dayAfter('2026-02-28')).toBe('2026-03-01');
    expect(dayAfter('2028-02-28')).toBe('2028-02-29');
    expect(dayAfter('2026-12-31')).toBe('2027-01-01');
  });

  it('never throws on any text typed into a date filter', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (from, to) => {
        const range = historyRange(from, to);
        for (const day of [range.from, range.to])
          if (day !== undefined) expect(day).toMatch(/^\d{4}-\d\d-\d\d$/);
      }),
    );
  });
});
