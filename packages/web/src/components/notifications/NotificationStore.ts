import { makeAutoObservable } from 'mobx';
import {
  NOTIFICATION_ANIMATION_MS,
  NOTIFICATION_DURATION_MS,
  notificationFor,
  type Clock,
  type DomainError,
  type MessageParams,
  type TimerHandle,
  type TranslatableText,
} from '@casino/core';

export type NotificationKind = 'error' | 'success' | 'info';

/**
 * What a view model asks to show. Keys may carry their namespace (`payment:paid.title`); a bare key is read in the
 * `errors` namespace, where the core's error keys live.
 */
export interface NotificationRequest {
  readonly kind: NotificationKind;
  readonly titleKey: string;
  readonly params?: MessageParams;
  readonly lines?: readonly TranslatableText[];
}

export interface ShownNotification extends NotificationRequest {
  readonly id: number;
  /** True during the 300 ms leave animation (§9). */
  leaving: boolean;
}

/** The notifications on screen: each stays 3000 ms, then leaves with a 300 ms animation (§9). */
export class NotificationStore {
  items: ShownNotification[] = [];
  #nextId = 1;
  readonly #timers = new Map<number, TimerHandle>();
  readonly #clock: Pick<Clock, 'setTimeout'>;

  constructor(clock: Pick<Clock, 'setTimeout'>) {
    this.#clock = clock;
    makeAutoObservable(this);
  }

  notify(request: NotificationRequest): number {
    const id = this.#nextId++;
    this.items.push({ ...request, id, leaving: false });
    this.#schedule(id, NOTIFICATION_DURATION_MS, () => this.dismiss(id));
    return id;
  }

  /** A failure as the error notification of §8, titled and worded by the core's keys. */
  notifyError(error: DomainError): number {
    const notification = notificationFor(error);
    return this.notify({
      kind: 'error',
      titleKey: notification.titleKey,
      lines: notification.lines,
      ...(notification.titleParams && { params: notification.titleParams }),
    });
  }

  /** Starts the leave animation, then removes the notification. */
  dismiss(id: number): void {
    const item = this.items.find((candidate) => candidate.id === id);
    if (!item || item.leaving) return;
    item.leaving = true;
    this.#schedule(id, NOTIFICATION_ANIMATION_MS, () => this.remove(id));
  }

  remove(id: number): void {
    this.#timers.get(id)?.cancel();
    this.#timers.delete(id);
    this.items = this.items.filter((item) => item.id !== id);
  }

  dispose(): void {
    for (const timer of this.#timers.values()) timer.cancel();
    this.#timers.clear();
    this.items = [];
  }

  #schedule(id: number, ms: number, then: () => void): void {
    this.#timers.get(id)?.cancel();
    this.#timers.set(id, this.#clock.setTimeout(then, ms));
  }
}
