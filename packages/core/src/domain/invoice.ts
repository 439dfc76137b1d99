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

/** The invoice's life in ms; a missing, non-positive or non-finite life_time falls back to 1200 s (§9). */
export function invoiceLifeMs(invoice: Pick<Invoice, 'lifeTimeSeconds'>): number {
  const seconds = invoice.lifeTimeSeconds;
  const valid = Number.isFinite(seconds) && seconds > 0;
  return (valid ? seconds : INVOICE_LIFE_SECONDS_DEFAULT) * 1000;
}

/** The instant the invoice is removed, counted from when it was created on this device. */
export function invoiceExpiresAt(invoice: Pick<Invoice, 'lifeTimeSeconds'>, createdAtMs: number): number {
  return createdAtMs + invoiceLifeMs(invoice);
}

/** Whole seconds left on the countdown, never negative. */
export function invoiceSecondsLeft(expiresAtMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((expiresAtMs - nowMs) / 1000));
}
