/** A clock the test moves by hand: invoices, codes and tokens expire without waiting. */
export class ManualClock {
  #now: number;

  constructor(start = Date.parse('2026-03-01T12:00:00Z')) {
    this.#now = start;
  }

  now(): number {
    return this.#now;
  }

  advance(seconds: number): void {
    this.#now += seconds * 1000;
  }

  advanceMs(ms: number): void {
    this.#now += ms;
  }
}

/** The live games' waits on the manual clock: `advance(ms)` moves time and runs each task that falls due, in order. */
export class ManualScheduler {
  readonly #clock: ManualClock;
  #tasks: { due: number; order: number; task: () => void }[] = [];
  #order = 0;

  constructor(clock: ManualClock) {
    this.#clock = clock;
  }

  after(ms: number, task: () => void): () => void {
    const entry = { due: this.#clock.now() + Math.max(0, ms), order: (this.#order += 1), task };
    this.#tasks.push(entry);
    return () => {
      this.#tasks = this.#tasks.filter((candidate) => candidate !== entry);
    };
  }

  advance(ms: number): void {
    const until = this.#clock.now() + ms;
    for (;;) {
      const next = this.#tasks
        .filter((entry) => entry.due <= until)
        .sort((a, b) => a.due - b.due || a.order - b.order)[0];
      if (!next) break;
      this.#tasks = this.#tasks.filter((entry) => entry !== next);
      this.#clock.advanceMs(next.due - this.#clock.now());
      next.task();
    }
    this.#clock.advanceMs(until - this.#clock.now());
  }
}
