import type { Invoice } from '../domain/billing.ts';
import { invoiceExpiresAt, invoiceSecondsLeft, isExpiredStatus, isPaidStatus } from '../domain/invoice.ts';
import { INVOICE_STATUS_POLL_MS } from '../domain/timing.ts';
import type { BillingApi } from '../ports/BillingApi.ts';
import type { Clock, TimerHandle } from '../ports/Clock.ts';
import type { Logger } from '../ports/Logger.ts';
import type { Modals } from '../ports/Modals.ts';
import type { SessionState } from '../ports/SessionState.ts';
import type { LoadProfile } from './LoadProfile.ts';
import type { QueryFlagModals } from './QueryFlagModals.ts';

/** The invoice being paid, with its countdown. */
export interface TrackedInvoice {
  readonly invoice: Invoice;
  readonly expiresAtMs: number;
  readonly secondsLeft: number;
}

/** Why the tracked invoice was cleared. */
export type InvoiceEnd = 'paid' | 'expired' | 'replaced' | 'disposed';

export interface InvoiceTrackerDeps {
  readonly clock: Clock;
  readonly billingApi: Pick<BillingApi, 'getPaymentStatus'>;
  readonly modals: Pick<Modals, 'open' | 'close'>;
  readonly loadProfile: Pick<LoadProfile, 'execute'>;
  readonly logger: Pick<Logger, 'warn'>;
  readonly session: Pick<SessionState, 'token' | 'user'>;
  /** Removes the deposit query flag once the invoice is paid (§2: flags are removed after success). */
  readonly queryFlags: Pick<QueryFlagModals, 'removeAfterSuccess'>;
}

const COUNTDOWN_TICK_MS = 1_000;

interface Tracking {
  readonly invoice: Invoice;
  readonly expiresAtMs: number;
  readonly ownerId: string | null;
  /** Status requests sent for this invoice and not answered yet. */
  checksInFlight: number;
  /** The countdown is over: the answers still awaited decide between paid and expired. */
  lifeOver: boolean;
}

/**
 * The deposit invoice of §4: a countdown from life_time, removal at expiry, and its status polled every 5 s (§9).
 * At expiry one last status check runs first, so a payment made in the last seconds is still seen as paid.
 * Status 3 means paid: polling stops, the invoice is cleared, PayIn closes, SuccessPayment opens, the deposit query
 * flag leaves the address (§2) and the user is refetched so the balance is fresh. Listeners hear every change and every countdown second.
 * The invoice belongs to the player who created it: once they log out (or someone else is logged in) it is dropped,
 * checked every countdown second and before acting on a status answer, so it is never paid to a later session.
 */
export class InvoiceTracker {
  readonly #deps: InvoiceTrackerDeps;
  readonly #listeners = new Set<(state: TrackedInvoice | null, ended: InvoiceEnd | null) => void>();
  #tracked: Tracking | null = null;
  #timers: TimerHandle[] = [];

  constructor(deps: InvoiceTrackerDeps) {
    this.#deps = deps;
  }

  /** The invoice being paid, or null. */
  current(): TrackedInvoice | null {
    if (!this.#tracked) return null;
    const { invoice, expiresAtMs } = this.#tracked;
    return { invoice, expiresAtMs, secondsLeft: invoiceSecondsLeft(expiresAtMs, this.#deps.clock.now()) };
  }

  /** Subscribes to changes; returns the unsubscribe function. */
  subscribe(listener: (state: TrackedInvoice | null, ended: InvoiceEnd | null) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Starts tracking a freshly created invoice, replacing any other. */
  track(invoice: Invoice): void {
    if (this.#tracked) this.#end('replaced');
    const { clock } = this.#deps;
    const expiresAtMs = invoiceExpiresAt(invoice, clock.now());
    const ownerId = this.#deps.session.user?.id ?? null;
    this.#tracked = { invoice, expiresAtMs, ownerId, checksInFlight: 0, lifeOver: false };
    this.#timers = [
      clock.setInterval(() => this.#tick(), COUNTDOWN_TICK_MS),
      clock.setInterval(() => this.#poll(), INVOICE_STATUS_POLL_MS),
      clock.setTimeout(() => this.#lifeRanOut(), expiresAtMs - clock.now()),
    ];
    this.#notify(null);
  }

  /** Stops every timer and forgets the invoice. */
  dispose(): void {
    if (this.#tracked) this.#end('disposed');
    this.#listeners.clear();
  }

  #tick(): void {
    if (this.#ownerLeft()) this.#end('disposed');
    else this.#notify(null);
  }

  #ownerLeft(): boolean {
    const { session } = this.#deps;
    const ownerId = this.#tracked?.ownerId ?? null;
    return session.token === null || (ownerId !== null && session.user?.id !== ownerId);
  }

  #poll(): void {
    if (this.#ownerLeft()) {
      this.#end('disposed');
      return;
    }
    // Overlapping polls add nothing: the one in flight answers for the invoice.
    if (this.#tracked && this.#tracked.checksInFlight === 0) void this.#checkStatus(this.#tracked);
  }

  /**
   * The countdown is over, but the player may have paid in its last seconds (or while a background tab's timers lagged):
   * polling stops and one last status check is sent. The invoice stays tracked, at zero seconds, until every status
   * request still in flight has answered; any of them saying paid takes the paid path, and only then is it expired.
   */
  #lifeRanOut(): void {
    this.#stopTimers();
    const tracking = this.#tracked;
    if (!tracking) return;
    if (this.#ownerLeft()) {
      this.#end('disposed');
      return;
    }
    tracking.lifeOver = true;
    this.#notify(null);
    void this.#checkStatus(tracking);
  }

  async #checkStatus(tracking: Tracking): Promise<void> {
    tracking.checksInFlight += 1;
    const answer = await this.#deps.billingApi.getPaymentStatus(tracking.invoice.id);
    tracking.checksInFlight -= 1;
    // The answer may arrive after the invoice was paid, expired or replaced.
    if (this.#tracked !== tracking) return;
    if (this.#ownerLeft()) {
      this.#end('disposed');
      return;
    }
    if (!answer.ok) this.#deps.logger.warn('invoice status poll failed', answer.error);
    const status = answer.ok ? answer.value.status : null;
    if (status !== null && isPaidStatus(status)) this.#paid();
    else if (status !== null && isExpiredStatus(status)) this.#end('expired');
    else if (tracking.lifeOver && tracking.checksInFlight === 0) this.#end('expired');
  }

  #paid(): void {
    this.#end('paid');
    this.#deps.modals.close('PayIn');
    this.#deps.modals.open('SuccessPayment');
    this.#deps.queryFlags.removeAfterSuccess('PayIn');
    void this.#deps.loadProfile.execute();
  }

  #end(reason: InvoiceEnd): void {
    this.#stopTimers();
    this.#tracked = null;
    this.#notify(reason);
  }

  #stopTimers(): void {
    for (const timer of this.#timers) timer.cancel();
    this.#timers = [];
  }

  #notify(ended: InvoiceEnd | null): void {
    const state = this.current();
    for (const listener of this.#listeners) listener(state, ended);
  }
}
