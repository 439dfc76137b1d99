/**
 * The ports of the installable app (§7): the service worker, the network state, the build manifest, the page reload.
 * Adapters in packages/adapters/src/pwa implement them; the web's view models use them.
 */

/**
 * What the worker's life tells the page, for the worker registered at start and for any newer one found later
 * (whether a change is an update is the controller's call, from whether a worker controlled the page before).
 */
export interface WorkerLifecycleListener {
  installed(): void;
  activated(): void;
  controlling(): void;
}

/** The page's side of the service worker: registration, updates, messages and background sync. */
export interface ServiceWorkerBridge {
  readonly supported: boolean;
  isControlled(): boolean;
  /** Registers the worker; rejects when registration fails. */
  register(listener: WorkerLifecycleListener): Promise<void>;
  /** Asks the browser to look for a new /sw.js. */
  update(): Promise<void>;
  post(message: object): Promise<void>;
  /** Has the worker fetch and cache these URLs (workbox's CACHE_URLS). */
  cacheUrls(urls: readonly string[]): Promise<void>;
  /** Periodic background sync; false where the browser lacks it or does not grant it. */
  registerPeriodicSync(tag: string, minIntervalMs: number): Promise<boolean>;
  /** One-off background sync; false where the browser lacks it. */
  registerOneOffSync(tag: string): Promise<boolean>;
}

/** Whether the browser believes it is online, and its changes. */
export interface ConnectivitySource {
  isOnline(): boolean;
  subscribe(listener: (online: boolean) => void): () => void;
}

/** The page reload an update asks for, with the instant of the last one kept for the reload guard (§9). */
export interface PageReloader {
  /** Epoch ms of the last reload this tab made for an update, or null. */
  lastReloadAt(): number | null;
  reload(at: number): void;
}

/** GETs a URL past every cache and returns its parsed JSON body; rejects on any failure (the build manifest). */
export type FetchJson = (url: string) => Promise<unknown>;
