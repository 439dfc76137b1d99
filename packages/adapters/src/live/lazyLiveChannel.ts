import type { LiveChannel, LiveCommand, LiveEvent, LiveReply, LiveStatus } from '@casino/core';

/**
 * The live games' channel whose adapter (the socket upkeep and the frames' zod schemas) is loaded when a page first
 * starts it: the home page's first load does not carry it. It counts its users as the real channel does (a game and
 * the feed under it share one socket); listeners added before the adapter arrives are kept; a command sent before
 * it is connected answers connection_lost, as a dropped socket would.
 */
export class LazyLiveChannel implements LiveChannel {
  readonly #load: () => Promise<LiveChannel>;
  readonly #statuses = new Set<(status: LiveStatus) => void>();
  readonly #events = new Set<(event: LiveEvent) => void>();
  #inner: LiveChannel | null = null;
  #loading = false;
  #users = 0;

  constructor(load: () => Promise<LiveChannel>) {
    this.#load = load;
  }

  get status(): LiveStatus {
    return this.#inner?.status ?? (this.#users > 0 ? 'connecting' : 'offline');
  }

  start(): void {
    this.#users += 1;
    if (this.#users > 1) return;
    if (this.#inner) return this.#inner.start();
    if (this.#loading) return;
    this.#loading = true;
    void this.#load().then((inner) => {
      this.#inner = inner;
      inner.onStatus((status) => {
        for (const listener of [...this.#statuses]) listener(status);
      });
      inner.onEvent((event) => {
        for (const listener of [...this.#events]) listener(event);
      });
      if (this.#users > 0) inner.start();
    });
  }

  stop(): void {
    if (this.#users === 0) return;
    this.#users -= 1;
    if (this.#users === 0) this.#inner?.stop();
  }

  onStatus(listener: (status: LiveStatus) => void): () => void {
    this.#statuses.add(listener);
    return () => this.#statuses.delete(listener);
  }

  onEvent(listener: (event: LiveEvent) => void): () => void {
    this.#events.add(listener);
    return () => this.#events.delete(listener);
  }

  request(command: LiveCommand): Promise<LiveReply> {
    if (!this.#inner) return Promise.resolve({ ok: false, error: 'connection_lost' });
    return this.#inner.request(command);
  }
}
