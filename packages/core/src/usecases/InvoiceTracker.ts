import type { Invoice } from '../domain/billing.ts';
import { invoiceExpiresAt, invoiceSecondsLeft, isExpiredStatus, isPaidStatus } from '../domain/invoice.ts';
import { INVOICE_STATUS_POLL_MS } from '../domain/timing.ts';
import type { BillingApi } from '../ports/BillingApi.ts';
import type { Clock, TimerHandle } from '../ports/Clock.ts';
import type { Logger } from '../ports/Logger.ts';
import type { Modals } from '../ports/Modals.ts';
import type { SessionState } from '../ports/SessionState.ts';
import type { LoadProfile } from './LoadProfile.ts';

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
}

const COUNTDOWN_TICK_MS = 1_000;

/**
 * The deposit invoice of §4: a countdown from life_time, removal at expiry, and its status polled every 5 s (§9).
 * Status 3 means paid: polling stops, the invoice is cleared, PayIn closes, SuccessPayment opens and the user is
 * refetched so the balance is fresh. Listeners hear every change and every countdown second.
 * The invoice belongs to the player who created it: once they log out (or someone else is logged in) it is dropped,
 * checked every countdown second and before acting on a status answer, so it is never paid to a later session.
 */
export class InvoiceTracker {
  readonly #deps: InvoiceTrackerDeps;
  readonly #listeners = new Set<(state: TrackedInvoice | null, ended: InvoiceEnd | null) => void>();
  #tracked: {
    readonly invoice: Invoice;
    readonly expiresAtMs: number;
    readonly ownerId: string | null;
  } | null = null;
  #timers: TimerHandle[] = [];
  #polling = false;

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
    this.#tracked = { invoice, expiresAtMs, ownerId: this.#deps.session.user?.id ?? null };
    this.#timers = [
      clock.setInterval(() => this.#tick(), COUNTDOWN_TICK_MS),
      clock.setInterval(() => void this.#poll(invoice), INVOICE_STATUS_POLL_MS),
      clock.setTimeout(() => this.#end('expired'), expiresAtMs - clock.now()),
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

  async #poll(invoice: Invoice): Promise<void> {
    if (this.#ownerLeft()) {
      this.#end('disposed');
      return;
    }
    if (this.#polling) return;
    this.#polling = true;
    const answer = await this.#deps.billingApi.getPaymentStatus(invoice.id);
    this.#polling = false;
    // The answer may arrive after the invoice was paid, expired or replaced.
    if (this.#tracked?.invoice !== invoice) return;
    if (this.#ownerLeft()) {
      this.#end('disposed');
      return;
    }
    if (!answer.ok) {
      this.#deps.logger.warn('invoice status poll failed', answer.error);
      return;
    }
    if (isPaidStatus(answer.value.status)) this.#paid();
    else if (isExpiredStatus(answer.value.status)) this.#end('expired');
  }

  #paid(): void {
    this.#end('paid');
    this.#deps.modals.close('PayIn');
    this.#deps.modals.open('SuccessPayment');
    void this.#deps.loadProfile.execute();
  }

  #end(reason: InvoiceEnd): void {
    for (const timer of this.#timers) timer.cancel();
    this.#timers = [];
    this.#tracked = null;
    this.#polling = false;
    this.#notify(reason);
  }

  #notify(ended: InvoiceEnd | null): void {
    const state = this.current();
    for (const listener of this.#listeners) listener(state, ended);
  }
}
