import type { RateLimit } from '../config.ts';
import type { ServerClock } from '../clock.ts';
import { tooManyRequests } from './errors.ts';

interface Window {
  readonly endsAt: number;
  count: number;
}

/** One count an attempt is held against, e.g. the caller's address or the account it names. */
export interface Counter {
  readonly key: string;
  readonly limit: RateLimit;
}

const SWEEP_ABOVE = 10_000;

/** Fixed-window counters kept in memory: a restart forgives, which suits a local server. */
export class RateLimiter {
  readonly #clock: ServerClock;
  readonly #windows = new Map<string, Window>();

  constructor(clock: ServerClock) {
    this.#clock = clock;
  }

  /**
   * Counts one attempt against every counter, unless one of them has already reached its limit: then it throws 429
   * with the seconds until the last closed window reopens, and counts nothing. Checking and counting happen in one
   * step, so attempts that arrive while earlier ones are still running cannot all find the windows open.
   */
  admit(counters: readonly Counter[]): void {
    const now = this.#clock.now();
    const closed = counters
      .map(({ key, limit }) => ({ window: this.#current(key, now), limit }))
      .filter(({ window, limit }) => window !== undefined && window.count >= limit.max);
    if (closed.length > 0) {
      const reopensAt = Math.max(...closed.map(({ window }) => window?.endsAt ?? now));
      throw tooManyRequests(Math.max(1, Math.ceil((reopensAt - now) / 1000)));
    }
    for (const { key, limit } of counters) this.#count(key, limit, now);
  }

  /** Gives back an attempt counted by `admit` in the current windows (one that turned out not to count). */
  forgive(counters: readonly Counter[]): void {
    const now = this.#clock.now();
    for (const { key } of counters) {
      const window = this.#current(key, now);
      if (window && window.count > 0) window.count -= 1;
    }
  }

  clear(): void {
    this.#windows.clear();
  }

  #current(key: string, now: number): Window | undefined {
    const window = this.#windows.get(key);
    return window && now < window.endsAt ? window : undefined;
  }

  #count(key: string, limit: RateLimit, now: number): void {
    const window = this.#current(key, now);
    if (window) {
      window.count += 1;
      return;
    }
    this.#windows.set(key, { endsAt: now + limit.windowSeconds * 1000, count: 1 });
    this.#sweep(now);
  }

  #sweep(now: number): void {
    if (this.#windows.size < SWEEP_ABOVE) return;
    for (const [key, window] of this.#windows) if (now >= window.endsAt) this.#windows.delete(key);
  }
}
