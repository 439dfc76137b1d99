import type { ServerClock } from '../clock.ts';
import type { RateLimit } from '../limits.ts';
import type { Database } from '../db/database.ts';
import { tooManyRequests } from './errors.ts';
import {
  countInWindow,
  dropWindows,
  openNewWindow,
  openWindow,
  uncountInWindow,
  type WindowRow,
} from './rateLimitStore.ts';

/** One count an attempt is held against, e.g. the caller's address or the account it names. */
export interface Counter {
  readonly key: string;
  readonly limit: RateLimit;
}

/**
 * Fixed-window counters kept in the database (table `rate_limits`), so a restart does not hand an attacker a fresh
 * budget. Every step is one transaction: attempts that arrive while earlier ones still run cannot all find a window
 * open.
 */
export class RateLimiter {
  readonly #db: Database;
  readonly #clock: ServerClock;

  constructor(db: Database, clock: ServerClock) {
    this.#db = db;
    this.#clock = clock;
  }

  /**
   * Counts one attempt against every counter, unless one of them has already reached its limit: then it throws 429
   * with the seconds until the last closed window reopens, and counts nothing.
   */
  admit(counters: readonly Counter[]): void {
    const now = this.#clock.now();
    this.#db.transaction(() => {
      const closed = counters.flatMap(({ key, limit }) => {
        const window = this.#current(key, now);
        return window && window.count >= limit.max ? [window] : [];
      });
      if (closed.length > 0) {
        const reopensAt = Math.max(...closed.map((window) => window.ends_at));
        throw tooManyRequests(Math.max(1, Math.ceil((reopensAt - now) / 1000)));
      }
      for (const counter of counters) this.#count(counter, now);
    });
  }

  /** Counts one event against `counter` without refusing anything (failures that lead to a captcha, not a 429). */
  record(counter: Counter): void {
    const now = this.#clock.now();
    this.#db.transaction(() => this.#count(counter, now));
  }

  /** Whether `counter`'s current window has reached its limit. */
  isFull(counter: Counter): boolean {
    return (this.#current(counter.key, this.#clock.now())?.count ?? 0) >= counter.limit.max;
  }

  /** Gives back an attempt counted by `admit` in the current windows (one that turned out not to count). */
  forgive(counters: readonly Counter[]): void {
    const now = this.#clock.now();
    for (const { key } of counters) uncountInWindow(this.#db, key, now);
  }

  /** Ends `counter`'s window, as if it had never counted. */
  reset(counter: Counter): void {
    dropWindows(this.#db, counter.key);
  }

  clear(): void {
    dropWindows(this.#db);
  }

  #current(key: string, now: number): WindowRow | undefined {
    return openWindow(this.#db, key, now);
  }

  #count({ key, limit }: Counter, now: number): void {
    if (this.#current(key, now)) countInWindow(this.#db, key);
    else openNewWindow(this.#db, key, now, now + limit.windowSeconds * 1000);
  }
}
