import type { Clock, TimerHandle } from '../../src/index.ts';

interface Timer {
  readonly id: number;
  dueAt: number;
  readonly intervalMs: number | null;
  readonly callback: () => void;
}

/** Lets async work started by a timer (an API call and what follows it) run to its next await. */
export async function settle(rounds = 20): Promise<void> {
  for (let round = 0; round < rounds; round += 1) await Promise.resolve();
}

/** A clock tests drive by hand: `advance(ms)` moves time and fires every timer that falls due, in order. */
export class FakeClock implements Clock {
  #now: number;
  #nextId = 1;
  #timers: Timer[] = [];

  constructor(startMs = Date.UTC(2026, 0, 1, 12)) {
    this.#now = startMs;
  }

  now(): number {
    return this.#now;
  }

  setTimeout(callback: () => void, ms: number): TimerHandle {
    return this.#schedule(callback, ms, null);
  }

  setInterval(callback: () => void, ms: number): TimerHandle {
    return this.#schedule(callback, ms, Math.max(1, ms));
  }

  /** Timers still waiting to fire. */
  pendingTimers(): number {
    return this.#timers.length;
  }

  /** Moves time forward, firing due timers one at a time (timers they schedule fire too if due). */
  advance(ms: number): void {
    const until = this.#now + ms;
    for (let timer = this.#nextDue(until); timer; timer = this.#nextDue(until)) this.#fire(timer);
    this.#now = until;
  }

  /** Like advance, but lets promises started by each timer settle before the next one fires. */
  async advanceAndSettle(ms: number): Promise<void> {
    const until = this.#now + ms;
    await settle();
    for (let timer = this.#nextDue(until); timer; timer = this.#nextDue(until)) {
      this.#fire(timer);
      await settle();
    }
    this.#now = until;
  }

  #schedule(callback: () => void, ms: number, intervalMs: number | null): TimerHandle {
    const timer: Timer = { id: this.#nextId++, dueAt: this.#now + Math.max(0, ms), intervalMs, callback };
    this.#timers.push(timer);
    return { cancel: () => (this.#timers = this.#timers.filter((candidate) => candidate !== timer)) };
  }

  #nextDue(until: number): Timer | undefined {
    const due = this.#timers.filter((timer) => timer.dueAt <= until);
    return due.sort((a, b) => a.dueAt - b.dueAt || a.id - b.id)[0];
  }

  #fire(timer: Timer): void {
    this.#now = timer.dueAt;
    if (timer.intervalMs === null) this.#timers = this.#timers.filter((candidate) => candidate !== timer);
    else timer.dueAt += timer.intervalMs;
    timer.callback();
  }
}
