import { describe, expect, it } from 'vitest';
import {
  invoiceExpiresAt,
  invoiceLifeMs,
  invoiceSecondsLeft,
  isExpiredStatus,
  isPaidStatus,
} from './invoice.ts';

describe('invoice', () => {
  it('counts down from life_time', () => {
    expect(invoiceExpiresAt({ lifeTimeSeconds: 600 }, 1_000)).toBe(601_000);
    expect(invoiceSecondsLeft(601_000, 1_000)).toBe(600);
    expect(invoiceSecondsLeft(601_000, 600_500)).toBe(1);
    expect(invoiceSecondsLeft(601_000, 700_000)).toBe(0);
  });

  it('falls back to a life of 1200 s when life_time is missing or nonsense', () => {
    for (const lifeTimeSeconds of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(invoiceLifeMs({ lifeTimeSeconds })).toBe(1_200_000);
    }
  });

  it('reads status 3 as paid and 4 as expired', () => {
    expect(isPaidStatus(3)).toBe(true);
    expect(isPaidStatus(1)).toBe(false);
    expect(isExpiredStatus(4)).toBe(true);
    expect(isExpiredStatus(3)).toBe(false);
  });
});
