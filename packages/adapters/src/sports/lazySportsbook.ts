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

/**
 * The sportsbook's real-time channel whose adapter is loaded when a page first starts it. Listeners added before it
 * arrives are kept; a stop before it arrives means it is not started.
 */
export class LazySportsFeed implements SportsFeed {
  readonly #load: () => Promise<SportsFeed>;
  readonly #statuses = new Set<(status: LiveStatus) => void>();
  readonly #messages = new Set<(message: SportsFeedMessage) => void>();
  #inner: SportsFeed | null = null;
  #loading = false;
  #running = false;

  constructor(load: () => Promise<SportsFeed>) {
    this.#load = load;
  }

  get status(): LiveStatus {
    return this.#inner?.status ?? (this.#running ? 'connecting' : 'offline');
  }

  start(): void {
    this.#running = true;
    if (this.#inner) return this.#inner.start();
    if (this.#loading) return;
    this.#loading = true;
    void this.#load().then((inner) => {
      this.#inner = inner;
      inner.onStatus((status) => {
        for (const listener of [...this.#statuses]) listener(status);
      });
      inner.onMessage((message) => {
        for (const listener of [...this.#messages]) listener(message);
      });
      if (this.#running) inner.start();
    });
  }

  stop(): void {
    this.#running = false;
    this.#inner?.stop();
  }

  onStatus(listener: (status: LiveStatus) => void): () => void {
    this.#statuses.add(listener);
    return () => this.#statuses.delete(listener);
  }

  onMessage(listener: (message: SportsFeedMessage) => void): () => void {
    this.#messages.add(listener);
    return () => this.#messages.delete(listener);
  }
}
