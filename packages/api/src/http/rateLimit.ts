import type { RateLimit } from '../config.ts';
import type { ServerClock } from '../clock.ts';
import { tooManyRequests } from './errors.ts';

interface Window {
  startedAt: number;
  count: number;
}

/** Fixed-window counters kept in memory: a restart forgives, which suits a local server. */
export class RateLimiter {
  readonly #clock: ServerClock;
  readonly #windows = new Map<string, Window>();

  constructor(clock: ServerClock) {
    this.#clock = clock;
  }

  /** Counts one attempt under `key`; over the limit it throws 429 with the seconds until the window reopens. */
  consume(key: string, limit: RateLimit): void {
    const window = this.#count(key, limit);
    if (window.count > limit.max) this.#refuse(window, limit);
  }

  /**
   * Counts one attempt under `key` unless the window's count has already reached the limit, in which case it throws
   * 429 and counts nothing. Checking and counting happen in one step, so attempts that arrive while earlier ones are
   * still running cannot all find the window open.
   */
  admit(key: string, limit: RateLimit): void {
    const window = this.#current(key, limit);
    if (window && window.count >= limit.max) this.#refuse(window, limit);
    this.#count(key, limit);
  }

  /** Gives back one attempt counted by `admit` in the current window (an attempt that turned out not to count). */
  forgive(key: string, limit: RateLimit): void {
    const window = this.#current(key, limit);
    if (window && window.count > 0) window.count -= 1;
  }

  clear(): void {
    this.#windows.clear();
  }

  #current(key: string, limit: RateLimit): Window | undefined {
    const window = this.#windows.get(key);
    return window && this.#clock.now() - window.startedAt < limit.windowSeconds * 1000 ? window : undefined;
  }

  #count(key: string, limit: RateLimit): Window {
    let window = this.#current(key, limit);
    if (!window) {
      window = { startedAt: this.#clock.now(), count: 0 };
      this.#windows.set(key, window);
      this.#sweep(limit);
    }
    window.count += 1;
    return window;
  }

  #refuse(window: Window, limit: RateLimit): never {
    const left = window.startedAt + limit.windowSeconds * 1000 - this.#clock.now();
    throw tooManyRequests(Math.max(1, Math.ceil(left / 1000)));
  }

  #sweep(limit: RateLimit): void {
    if (this.#windows.size < 10_000) return;
    const now = this.#clock.now();
    for (const [key, window] of this.#windows) {
      if (now - window.startedAt >= limit.windowSeconds * 1000) this.#windows.delete(key);
    }
  }
}
