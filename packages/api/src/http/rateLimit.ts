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
  hit(key: string, limit: RateLimit): void {
    const now = this.#clock.now();
    const windowMs = limit.windowSeconds * 1000;
    let window = this.#windows.get(key);
    if (!window || now - window.startedAt >= windowMs) {
      window = { startedAt: now, count: 0 };
      this.#windows.set(key, window);
      this.#sweep(now, windowMs);
    }
    window.count += 1;
    if (window.count > limit.max) {
      throw tooManyRequests(Math.max(1, Math.ceil((window.startedAt + windowMs - now) / 1000)));
    }
  }

  clear(): void {
    this.#windows.clear();
  }

  #sweep(now: number, windowMs: number): void {
    if (this.#windows.size < 10_000) return;
    for (const [key, window] of this.#windows)
      if (now - window.startedAt >= windowMs) this.#windows.delete(key);
  }
}
