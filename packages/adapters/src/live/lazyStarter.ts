import type { LiveStatus } from '@casino/core';

/** Listeners of one kind of message: added and removed by the views, called in the order they came. */
export class Listeners<T> {
  readonly #listeners = new Set<(value: T) => void>();

  add(listener: (value: T) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  emit(value: T): void {
    for (const listener of [...this.#listeners]) listener(value);
  }
}

/** What a real-time channel's adapter offers to be started lazily. */
export interface Startable {
  readonly status: LiveStatus;
  start(): void;
  stop(): void;
  onStatus(listener: (status: LiveStatus) => void): () => void;
  /** Another view started using the adapter while it runs (it may need the state the first one already got). */
  joined?(): void;
}

/**
 * A real-time channel's adapter (its socket upkeep and zod schemas) loaded when a page first starts it, so the first
 * load of the site does not carry it. It counts its users (a game and the feed under it share one socket): the socket
 * starts with the first and stops with the last; a stop before the adapter arrives means it is not started. Status
 * listeners added before it arrives are kept; `wire` hands the loaded adapter's other messages to the owner.
 */
export class LazyStarter<T extends Startable> {
  readonly statuses = new Listeners<LiveStatus>();
  readonly #load: () => Promise<T>;
  readonly #wire: (inner: T) => void;
  #inner: T | null = null;
  #loading = false;
  #users = 0;

  constructor(load: () => Promise<T>, wire: (inner: T) => void) {
    this.#load = load;
    this.#wire = wire;
  }

  /** The loaded adapter, or null while it is not in. */
  get inner(): T | null {
    return this.#inner;
  }

  get status(): LiveStatus {
    return this.#inner?.status ?? (this.#users > 0 ? 'connecting' : 'offline');
  }

  start(): void {
    this.#users += 1;
    if (this.#users > 1) return this.#inner?.joined?.();
    if (this.#inner) return this.#inner.start();
    if (this.#loading) return;
    this.#loading = true;
    void this.#load().then((inner) => {
      this.#inner = inner;
      inner.onStatus((status) => this.statuses.emit(status));
      this.#wire(inner);
      if (this.#users > 0) inner.start();
    });
  }

  stop(): void {
    if (this.#users === 0) return;
    this.#users -= 1;
    if (this.#users === 0) this.#inner?.stop();
  }
}
