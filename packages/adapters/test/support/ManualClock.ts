import type { Clock, TimerHandle } from '@casino/core';

interface Timer {
  readonly id: number;
  due: number;
  readonly every: number | null;
  readonly callback: () => void;
}

/** A clock that moves only when the test says, firing due timers in order. */
export class ManualClock implements Clock {
  #now = Date.UTC(2030, 0, 1);
  #nextId = 1;
  readonly #timers = new Map<number, Timer>();
  /** Every interval asked for, in milliseconds. */
  readonly intervals: number[] = [];

  now(): number {
    return this.#now;
  }

  setTimeout(callback: () => void, ms: number): TimerHandle {
    return this.#add(callback, ms, null);
  }

  setInterval(callback: () => void, ms: number): TimerHandle {
    this.intervals.push(ms);
    return this.#add(callback, ms, ms);
  }

  get pendingTimers(): number {
    return this.#timers.size;
  }

  advance(ms: number): void {
    const end = this.#now + ms;
    for (;;) {
      const next = [...this.#timers.values()]
        .filter((timer) => timer.due <= end)
        .sort((a, b) => a.due - b.due)[0];
      if (!next) break;
      this.#now = next.due;
      if (next.every === null) this.#timers.delete(next.id);
      else next.due += Math.max(1, next.every);
      next.callback();
    }
    this.#now = end;
  }

  #add(callback: () => void, ms: number, every: number | null): TimerHandle {
    const id = this.#nextId++;
    this.#timers.set(id, { id, due: this.#now + Math.max(0, ms), every, callback });
    return { cancel: () => this.#timers.delete(id) };
  }
}
