import { describe, expect, it } from 'vitest';
import {
  INVOICE_LIFE_SECONDS_MAX,
  invoiceExpiresAt,
  invoiceLifeMs,
  invoiceLifeSeconds,
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

  it('falls back to 1200 s for a life_time that is missing, non-numeric or under a second, never expiring at once', () => {
    for (const lifeTime of [undefined, null, '600', {}, 0, 0.5, -30, Number.NEGATIVE_INFINITY]) {
      expect(invoiceLifeSeconds(lifeTime)).toBe(1200);
    }
  });

  it('counts a fractional life_time in whole seconds', () => {
    expect(invoiceLifeSeconds(600.9)).toBe(600);
    expect(invoiceLifeMs({ lifeTimeSeconds: 90.5 })).toBe(90_000);
  });

  it('caps an absurdly large life_time at a day, so the countdown timer cannot overflow', () => {
    expect(INVOICE_LIFE_SECONDS_MAX).toBe(86_400);
    for (const lifeTime of [86_401, 2_147_484, 1e12, Number.MAX_SAFE_INTEGER]) {
      expect(invoiceLifeSeconds(lifeTime)).toBe(INVOICE_LIFE_SECONDS_MAX);
    }
    expect(invoiceLifeMs({ lifeTimeSeconds: 1e12 })).toBeLessThan(2 ** 31 - 1);
    expect(invoiceLifeSeconds(86_400)).toBe(86_400);
  });

  it('reads status 3 as paid and 4 as expired', () => {
    expect(isPaidStatus(3)).toBe(true);
    expect(isPaidStatus(1)).toBe(false);
    expect(isExpiredStatus(4)).toBe(true);
    expect(isExpiredStatus(3)).toBe(false);
  });
});
