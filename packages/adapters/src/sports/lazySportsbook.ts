import type { LiveStatus, SportsFeed, SportsFeedMessage } from '@casino/core';
import { LazyStarter, Listeners } from '../live/lazyStarter.ts';

/** The sportsbook's real-time channel whose adapter is loaded when a page first starts it (`LazyStarter`). */
export class LazySportsFeed implements SportsFeed {
  readonly #messages = new Listeners<SportsFeedMessage>();
  readonly #lazy: LazyStarter<SportsFeed>;

  constructor(load: () => Promise<SportsFeed>) {
    this.#lazy = new LazyStarter(load, (inner) => inner.onMessage((message) => this.#messages.emit(message)));
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

  onMessage(listener: (message: SportsFeedMessage) => void): () => void {
    return this.#messages.add(listener);
  }
}
