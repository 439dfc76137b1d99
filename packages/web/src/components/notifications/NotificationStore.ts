import { makeAutoObservable } from 'mobx';
import {
  NOTIFICATION_ANIMATION_MS,
  NOTIFICATION_DURATION_MS,
  type Clock,
  type TimerHandle,
} from '@casino/core';

export type NotificationKind = 'error' | 'success' | 'info';

/** What a view model asks to show: a translation key for the title, optional lines (already translated). */
export interface NotificationRequest {
  readonly kind: NotificationKind;
  readonly titleKey: string;
  readonly lines?: readonly string[];
  readonly params?: Readonly<Record<string, string | number>>;
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
