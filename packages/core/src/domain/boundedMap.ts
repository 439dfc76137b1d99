/**
 * What a full map does with a new entry: `keep` keeps what it holds and stores nothing more (its entries are a closed
 * set that only a bug could overflow); `startAgain` empties itself first (its keys are open-ended, and the ones asked
 * for all the time come back at once).
 */
export type WhenFull = 'keep' | 'startAgain';

/**
 * A map of at most `limit` entries for answers a process keeps across requests (a text, a route's name): a server
 * that kept every key a visitor could make would grow without end.
 */
export class BoundedMap<K, V> {
  readonly #entries = new Map<K, V>();
  readonly #limit: number;
  readonly #whenFull: WhenFull;

  constructor(limit: number, whenFull: WhenFull) {
    if (!Number.isInteger(limit) || limit < 1)
      throw new RangeError(`a bounded map holds at least one entry, not ${limit}`);
    this.#limit = limit;
    this.#whenFull = whenFull;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: K): V | undefined {
    return this.#entries.get(key);
  }

  /** Stores `value` under `key`, as `whenFull` says once the map is full. */
  set(key: K, value: V): void {
    if (this.#entries.size >= this.#limit && !this.#entries.has(key)) {
      if (this.#whenFull === 'keep') return;
      this.#entries.clear();
    }
    this.#entries.set(key, value);
  }
}
