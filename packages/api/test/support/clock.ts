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
}
