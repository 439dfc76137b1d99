import type { Clock, TimerHandle } from '../ports/Clock.ts';
import { TOOLTIP_DISPOSE_MS, TOOLTIP_MENU_HIDE_MS, TOOLTIP_SHOW_DELAY_MS } from './timing.ts';

/** The tooltip themes of §9. */
export const TOOLTIP_THEMES = ['white-tooltip', 'gray-tooltip', 'regdep-tooltip'] as const;
export type TooltipTheme = (typeof TOOLTIP_THEMES)[number];

/**
 * Where a tooltip or a hover menu stands:
 * - `hidden`: nothing on screen;
 * - `pending`: the pointer or focus arrived, the show delay runs;
 * - `open`: on screen;
 * - `closing`: the pointer left a menu, which waits before it hides (a return cancels);
 * - `leaving`: the leave animation runs, then the bubble is disposed.
 */
export type TooltipPhase = 'hidden' | 'pending' | 'open' | 'closing' | 'leaving';

export interface TooltipTiming {
  /** From hover or focus to showing: 200 ms (§9). */
  readonly showDelayMs: number;
  /** From the pointer leaving to hiding: none for a tooltip, 400 ms for a menu (§9). */
  readonly hideDelayMs: number;
  /** The leave animation before the bubble is disposed: 150 ms (§9). */
  readonly disposeMs: number;
}

export const TOOLTIP_TIMING: TooltipTiming = {
  showDelayMs: TOOLTIP_SHOW_DELAY_MS,
  hideDelayMs: 0,
  disposeMs: TOOLTIP_DISPOSE_MS,
};

export const MENU_TIMING: TooltipTiming = {
  showDelayMs: TOOLTIP_SHOW_DELAY_MS,
  hideDelayMs: TOOLTIP_MENU_HIDE_MS,
  disposeMs: TOOLTIP_DISPOSE_MS,
};

/**
 * The timing of a tooltip or hover menu (§9), driven by the clock port so a test runs it instantly. It stays open
 * while the pointer is over the trigger or the bubble, or focus is inside; Escape dismisses it at once (WCAG 1.4.13:
 * hoverable, dismissible, persistent).
 */
export class TooltipVisibility {
  #phase: TooltipPhase = 'hidden';
  #hovered = false;
  #focused = false;
  #timer: TimerHandle | null = null;
  readonly #listeners = new Set<() => void>();
  readonly #clock: Pick<Clock, 'setTimeout'>;
  readonly #timing: TooltipTiming;

  constructor(clock: Pick<Clock, 'setTimeout'>, timing: TooltipTiming = TOOLTIP_TIMING) {
    this.#clock = clock;
    this.#timing = timing;
  }

  get phase(): TooltipPhase {
    return this.#phase;
  }

  /** True while the bubble is in the page (shown, waiting to hide, or animating out). */
  get visible(): boolean {
    return this.#phase === 'open' || this.#phase === 'closing' || this.#phase === 'leaving';
  }

  /** Calls `listener` on every change of phase; returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  pointerEnter(): void {
    this.#hovered = true;
    this.#arrive(this.#timing.showDelayMs);
  }

  pointerLeave(): void {
    this.#hovered = false;
    this.#depart();
  }

  focus(): void {
    this.#focused = true;
    this.#arrive(this.#timing.showDelayMs);
  }

  blur(): void {
    this.#focused = false;
    this.#depart();
  }

  /** Shows at once, as a click on a menu's toggle does. */
  open(): void {
    this.#arrive(0);
  }

  /** Hides at once (Escape, a choice in a menu, a click outside), whatever holds it open. */
  dismiss(): void {
    this.#hovered = false;
    this.#focused = false;
    if (this.#phase === 'pending') this.#settle('hidden');
    else if (this.#phase === 'open' || this.#phase === 'closing') this.#leave();
  }

  /** Stops every timer; the owner is going away (listeners unsubscribe themselves). */
  dispose(): void {
    this.#cancel();
  }

  #arrive(delayMs: number): void {
    switch (this.#phase) {
      case 'open':
        return;
      case 'closing':
      case 'leaving':
        this.#settle('open');
        return;
      case 'pending':
        if (delayMs === 0) this.#settle('open');
        return;
      case 'hidden':
        if (delayMs === 0) this.#settle('open');
        else this.#settle('pending', delayMs, () => this.#settle('open'));
    }
  }

  #depart(): void {
    if (this.#hovered || this.#focused) return;
    if (this.#phase === 'pending') this.#settle('hidden');
    else if (this.#phase === 'open') {
      if (this.#timing.hideDelayMs > 0)
        this.#settle('closing', this.#timing.hideDelayMs, () => this.#leave());
      else this.#leave();
    }
  }

  #leave(): void {
    this.#settle('leaving', this.#timing.disposeMs, () => this.#settle('hidden'));
  }

  #settle(phase: TooltipPhase, afterMs?: number, then?: () => void): void {
    this.#cancel();
    if (afterMs !== undefined && then) this.#timer = this.#clock.setTimeout(then, afterMs);
    if (phase === this.#phase) return;
    this.#phase = phase;
    for (const listener of [...this.#listeners]) listener();
  }

  #cancel(): void {
    this.#timer?.cancel();
    this.#timer = null;
  }
}
