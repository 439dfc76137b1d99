import type { Invoice } from './billing.ts';
import { INVOICE_LIFE_SECONDS_DEFAULT } from './timing.ts';

/** Payment statuses of an invoice (§4 and the contract): 3 is paid, 4 expired. */
export const INVOICE_STATUS_PAID = 3;
export const INVOICE_STATUS_EXPIRED = 4;

export function isPaidStatus(status: number): boolean {
  return status === INVOICE_STATUS_PAID;
}

export function isExpiredStatus(status: number): boolean {
  return status === INVOICE_STATUS_EXPIRED;
}

/**
 * The longest life honoured: a day, well above the 1200 s default (§3) and far below what a timer can hold (about
 * 24.8 days), so an absurd life_time can neither overflow the countdown's timer and expire the invoice at once nor keep
 * an invoice open for weeks.
 */
export const INVOICE_LIFE_SECONDS_MAX = 24 * 60 * 60;

/**
 * life_time as the server sent it, made safe for the countdown: whole seconds (a fraction is dropped), capped at a day;
 * anything missing, non-numeric or under one second falls back to the default 1200 s (§3), never to an instant expiry.
 */
export function invoiceLifeSeconds(lifeTime: unknown): number {
  if (typeof lifeTime !== 'number' || !Number.isFinite(lifeTime)) return INVOICE_LIFE_SECONDS_DEFAULT;
  const whole = Math.floor(lifeTime);
  if (whole <= 0) return INVOICE_LIFE_SECONDS_DEFAULT;
  return Math.min(whole, INVOICE_LIFE_SECONDS_MAX);
}

/** The invoice's life in ms, read through `invoiceLifeSeconds`. */
export function invoiceLifeMs(invoice: Pick<Invoice, 'lifeTimeSeconds'>): number {
  return invoiceLifeSeconds(invoice.lifeTimeSeconds) * 1000;
}

/** The instant the invoice is removed, counted from when it was created on this device. */
export function invoiceExpiresAt(invoice: Pick<Invoice, 'lifeTimeSeconds'>, createdAtMs: number): number {
  return createdAtMs + invoiceLifeMs(invoice);
}

/** Whole seconds left on the countdown, never negative. */
export function invoiceSecondsLeft(expiresAtMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((expiresAtMs - nowMs) / 1000));
}
