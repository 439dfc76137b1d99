import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { IReactionDisposer } from 'mobx';
import {
  BACKGROUND_SYNC_MIN_INTERVAL_MS,
  initialServiceWorkerState,
  serviceWorkerReducer,
  shouldReload,
  SW_REGISTRATION_ERROR_MESSAGE,
  SYNC_MIRRORS_MESSAGE,
  SYNC_TAG,
  updateCheckIntervalMs,
} from '@casino/core';
import type {
  Clock,
  Logger,
  PageReloader,
  ServiceWorkerBridge,
  ServiceWorkerEvent,
  ServiceWorkerState,
  SyncStore,
  TimerHandle,
} from '@casino/core';
import type { NetworkStatus } from './NetworkStatus.ts';
import { urlsToWarm } from './urlsToWarm.ts';
import { token } from '../di/token.ts';

/**
 * The service worker's controller: bound with the installable app's prompts (app/pwaModule.ts), which load after the
 * first page answers input, not in the shell.
 */
export const SERVICE_WORKER_CONTROLLER = token<ServiceWorkerController>('ServiceWorkerController');

export interface ServiceWorkerControllerDeps {
  readonly bridge: ServiceWorkerBridge;
  readonly network: NetworkStatus;
  readonly clock: Clock;
  readonly reloader: PageReloader;
  readonly syncStore: Pick<SyncStore, 'setApiBaseUrl'>;
  readonly logger: Pick<Logger, 'error' | 'warn'>;
  /** The API base the worker reads from the syncStore to refresh the mirror data. */
  readonly apiBaseUrl: string;
  /** The page's origin and the URLs it has loaded so far (the resource timing entries). */
  readonly page: { readonly origin: string; loadedResources(): readonly string[] };
  /**
   * Runs the registration once the first page is shown and the browser is idle: the worker's install (its precache of
   * the whole site) never competes with the page for the network or the main thread. At once when not given.
   */
  readonly whenIdle?: (task: () => void) => void;
}

/** How the mirror data is kept fresh: periodic sync, else a one-off sync or a message every 10 minutes (§7, §9). */
export type BackgroundSyncMode = 'periodic' | 'fallback';

/**
 * The service worker's life on the page (§4): registered, installed, activated; an update reloads the page once
 * (guarded for 10 s against loops); updates are looked for every 20 s while online; background sync keeps the
 * mirror data fresh.
 */
export class ServiceWorkerController {
  state: ServiceWorkerState;
  syncMode: BackgroundSyncMode | null = null;
  private started = false;
  private reactions: IReactionDisposer[] = [];
  private updateTimer: TimerHandle | null = null;
  private syncTimer: TimerHandle | null = null;
  private registering: Promise<void> | null = null;

  constructor(private readonly deps: ServiceWorkerControllerDeps) {
    this.state = initialServiceWorkerState(deps.network.online);
    makeAutoObservable<this, 'deps' | 'started' | 'reactions' | 'updateTimer' | 'syncTimer' | 'registering'>(
      this,
      {
        deps: false,
        registering: false,
        started: false,
        reactions: false,
        updateTimer: false,
        syncTimer: false,
      },
    );
  }

  get updateCheckMs(): number | null {
    return updateCheckIntervalMs(this.state);
  }

  dispatch(event: ServiceWorkerEvent): void {
    this.state = serviceWorkerReducer(this.state, event);
  }

  /**
   * Registers the worker (once for the controller's life) and runs the update checks and background sync timers.
   * Calling it again while started does nothing; after `stop()` it starts the timers again.
   */
  start(): void {
    if (this.started || !this.deps.bridge.supported) return;
    this.started = true;
    this.reactions = [
      reaction(
        () => this.deps.network.online,
        (online) => this.dispatch({ type: online ? 'online' : 'offline' }),
      ),
      reaction(
        () => this.updateCheckMs,
        (interval) => this.scheduleUpdateChecks(interval),
        { fireImmediately: true },
      ),
      reaction(
        () => this.state.reloadRequested,
        (requested) => requested && this.reloadOnce(),
      ),
    ];
    if (!this.registering) this.registering = this.registerWhenIdle();
    else if (this.syncMode === 'fallback') this.scheduleFallbackSync();
  }

  /** Stops the timers and reactions; the registration itself stays with the browser. */
  stop(): void {
    this.started = false;
    for (const dispose of this.reactions) dispose();
    this.reactions = [];
    this.updateTimer?.cancel();
    this.updateTimer = null;
    this.syncTimer?.cancel();
    this.syncTimer = null;
  }

  private scheduleUpdateChecks(interval: number | null): void {
    this.updateTimer?.cancel();
    this.updateTimer = null;
    if (interval === null || !this.started) return;
    this.updateTimer = this.deps.clock.setInterval(() => {
      this.deps.bridge.update().catch(() => undefined);
    }, interval);
  }

  private reloadOnce(): void {
    const now = this.deps.clock.now();
    if (shouldReload(this.deps.reloader.lastReloadAt(), now)) this.deps.reloader.reload(now);
    else this.deps.logger.warn('Service worker update: reload skipped, the page reloaded less than 10 s ago');
  }

  private registerWhenIdle(): Promise<void> {
    const { whenIdle } = this.deps;
    if (!whenIdle) return this.register();
    return new Promise<void>((resolve) => whenIdle(resolve)).then(() => this.register());
  }

  private async register(): Promise<void> {
    const { bridge } = this.deps;
    const controlled = bridge.isControlled();
    try {
      await bridge.register({
        installed: () => {
          // A worker found after the first one took control of this page is an update too.
          if (!this.state.controlled && bridge.isControlled())
            this.dispatch({ type: 'registered', controlled: true });
          this.dispatch({ type: 'installed' });
        },
        activated: () => this.dispatch({ type: 'activated' }),
        controlling: () => {
          if (!this.state.controlled) void this.warmCaches();
        },
      });
    } catch (cause) {
      this.dispatch({ type: 'registrationFailed' });
      this.deps.logger.error(SW_REGISTRATION_ERROR_MESSAGE, cause);
      return;
    }
    this.dispatch({ type: 'registered', controlled });
    await this.startBackgroundSync();
  }

  /** What the page loaded before the worker took control never went through it: have it cached now. */
  private async warmCaches(): Promise<void> {
    const { bridge, page } = this.deps;
    await bridge.cacheUrls(urlsToWarm(page.loadedResources(), page.origin)).catch(() => undefined);
  }

  private async startBackgroundSync(): Promise<void> {
    const { bridge, syncStore, apiBaseUrl, logger } = this.deps;
    try {
      await syncStore.setApiBaseUrl(apiBaseUrl);
    } catch (cause) {
      logger.warn('The API base could not be stored for the service worker', cause);
    }
    await bridge.post(SYNC_MIRRORS_MESSAGE).catch(() => undefined);
    const periodic = await bridge.registerPeriodicSync(SYNC_TAG, BACKGROUND_SYNC_MIN_INTERVAL_MS);
    runInAction(() => {
      this.syncMode = periodic ? 'periodic' : 'fallback';
    });
    if (!periodic) this.scheduleFallbackSync();
  }

  /** Without periodic sync: a one-off sync every 10 minutes, or a message to the worker where there is none. */
  private scheduleFallbackSync(): void {
    const { bridge, clock } = this.deps;
    this.syncTimer?.cancel();
    this.syncTimer = null;
    if (!this.started) return;
    this.syncTimer = clock.setInterval(() => {
      void bridge.registerOneOffSync(SYNC_TAG).then((registered) => {
        if (!registered) return bridge.post(SYNC_MIRRORS_MESSAGE).catch(() => undefined);
      });
    }, BACKGROUND_SYNC_MIN_INTERVAL_MS);
  }
}
