import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  coolingOffLeftMs,
  effectiveLimit,
  fitsLimit,
  noLimit,
  periodOf,
  requestLimitChange,
} from './limits.ts';
import { DAY_MS, HOUR_MS } from './windows.ts';

const NOW = Date.UTC(2026, 2, 1, 12);
const set = (value: number) => requestLimitChange(noLimit('deposit_day'), value, NOW);

describe('limits and their cooling-off', () => {
  it('applies a first limit and a decrease at once', () => {
    expect(set(100_00)).toEqual({ kind: 'deposit_day', value: 100_00, pending: null });
    expect(requestLimitChange(set(100_00), 50_00, NOW + 1).value).toBe(50_00);
  });

  it('waits 24 hours before an increase, showing the time left', () => {
    const raised = requestLimitChange(set(100_00), 500_00, NOW);
    expect(raised.value).toBe(100_00);
    expect(raised.pending).toEqual({ value: 500_00, effectiveAt: NOW + DAY_MS });
    expect(coolingOffLeftMs(raised, NOW + 20 * HOUR_MS)).toBe(4 * HOUR_MS);
    expect(effectiveLimit(raised, NOW + DAY_MS - 1).value).toBe(100_00);
    expect(effectiveLimit(raised, NOW + DAY_MS)).toEqual({
      kind: 'deposit_day',
      value: 500_00,
      pending: null,
    });
  });

  it('waits 24 hours before a removal too', () => {
    const removed = requestLimitChange(set(100_00), null, NOW);
    expect(removed.value).toBe(100_00);
    expect(effectiveLimit(removed, NOW + DAY_MS).value).toBeNull();
  });

  it('drops a pending increase when the player tightens again', () => {
    const raised = requestLimitChange(set(100_00), 500_00, NOW);
    expect(requestLimitChange(raised, 80_00, NOW + HOUR_MS)).toEqual({
      kind: 'deposit_day',
      value: 80_00,
      pending: null,
    });
  });

  it('never lets the limit in force loosen before 24 hours have passed', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ value: fc.option(fc.integer({ min: 1, max: 10_000 })), after: fc.nat(DAY_MS) }),
          {
            maxLength: 8,
          },
        ),
        (changes) => {
          let state = set(1_000);
          let now = NOW;
          for (const change of changes) {
            now += change.after;
            const before = effectiveLimit(state, now).value;
            state = requestLimitChange(state, change.value, now);
            const after = effectiveLimit(state, now).value;
            if (before !== null) expect(after === null ? Infinity : after).toBeLessThanOrEqual(before);
          }
        },
      ),
    );
  });

  it('counts money limits over their period and checks an amount against them', () => {
    expect(periodOf('loss_week')).toBe('week');
    expect(periodOf('session_minutes')).toBeNull();
    expect(fitsLimit(100, 60, 40)).toBe(true);
    expect(fitsLimit(100, 60, 41)).toBe(false);
    expect(fitsLimit(null, 1e9, 1)).toBe(true);
  });
});
