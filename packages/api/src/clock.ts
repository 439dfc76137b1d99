/** The server's time: a source (real or injected) plus an offset development mode may move forward. */
export class ServerClock {
  readonly #source: { now(): number };
  #offsetMs = 0;

  constructor(source: { now(): number } = Date) {
    this.#source = source;
  }

  now(): number {
    return this.#source.now() + this.#offsetMs;
  }

  advance(seconds: number): void {
    this.#offsetMs += seconds * 1000;
  }

  resetOffset(): void {
    this.#offsetMs = 0;
  }

  iso(ms: number = this.now()): string {
    return new Date(ms).toISOString();
  }
}
