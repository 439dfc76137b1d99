import type {
  ApiResult,
  LiveStatus,
  PlaceSportsBetAnswer,
  PlaceSportsBetRequest,
  SportEvent,
  SportsBet,
  SportsbookApi,
  SportsFeed,
  SportsFeedMessage,
} from '@casino/core';
import { LazyStarter, Listeners } from '../live/lazyStarter.ts';

/**
 * The sportsbook API whose adapter (axios calls and zod schemas) is loaded on its first call: the home page and every
 * page without a line do not carry it.
 */
export class LazySportsbookApi implements SportsbookApi {
  readonly #load: () => Promise<SportsbookApi>;
  #api: Promise<SportsbookApi> | null = null;

  constructor(load: () => Promise<SportsbookApi>) {
    this.#load = load;
  }

  listEvents(): ApiResult<readonly SportEvent[]> {
    return this.#get().then((api) => api.listEvents());
  }

  getEvent(id: string): ApiResult<SportEvent> {
    return this.#get().then((api) => api.getEvent(id));
  }

  placeBet(request: PlaceSportsBetRequest): ApiResult<PlaceSportsBetAnswer> {
    return this.#get().then((api) => api.placeBet(request));
  }

  listBets(status: 'open' | 'settled' | null): ApiResult<readonly SportsBet[]> {
    return this.#get().then((api) => api.listBets(status));
  }

  #get(): Promise<SportsbookApi> {
    this.#api ??= this.#load();
    return this.#api;
  }
}

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
