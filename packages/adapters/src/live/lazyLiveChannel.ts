import type { LiveChannel, LiveCommand, LiveEvent, LiveReply, LiveStatus } from '@casino/core';
import { LazyStarter, Listeners } from './lazyStarter.ts';

/**
 * The live games' channel whose adapter is loaded when a page first starts it (`LazyStarter`): the home page's first
 * load does not carry it. A command sent before it is connected answers connection_lost, as a dropped socket would.
 */
export class LazyLiveChannel implements LiveChannel {
  readonly #events = new Listeners<LiveEvent>();
  readonly #lazy: LazyStarter<LiveChannel>;

  constructor(load: () => Promise<LiveChannel>) {
    this.#lazy = new LazyStarter(load, (inner) => inner.onEvent((event) => this.#events.emit(event)));
  }

  get status(): LiveStatus {
    return this.#lazy.status;
  }

  start(): void {
    this.#lazy.start();
  }

  stop(): void {
    this.#lazy.stop();
  }

  onStatus(listener: (status: LiveStatus) => void): () => void {
    return this.#lazy.statuses.add(listener);
  }

  onEvent(listener: (event: LiveEvent) => void): () => void {
    return this.#events.add(listener);
  }

  request(command: LiveCommand): Promise<LiveReply> {
    const inner = this.#lazy.inner;
    return inner ? inner.request(command) : Promise.resolve({ ok: false, error: 'connection_lost' });
  }
}
