import { Workbox } from 'workbox-window';

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

/** Periodic and one-off Background Sync: Chromium only, not in TypeScript's DOM library. */
interface SyncCapableRegistration extends ServiceWorkerRegistration {
  readonly periodicSync?: { register(tag: string, options: { minInterval: number }): Promise<void> };
  readonly sync?: { register(tag: string): Promise<void> };
}

/** The bridge over workbox-window and the browser's registration. */
export class WorkboxBridge implements ServiceWorkerBridge {
  readonly supported: boolean;
  private readonly workbox: Workbox | null;
  private registration: SyncCapableRegistration | null = null;

  constructor(
    scriptUrl: string,
    private readonly browser: Window = window,
    enabled = true,
  ) {
    this.supported = enabled && 'serviceWorker' in browser.navigator;
    this.workbox = this.supported ? new Workbox(scriptUrl) : null;
  }

  isControlled(): boolean {
    return this.supported && this.browser.navigator.serviceWorker.controller !== null;
  }

  async register(listener: WorkerLifecycleListener): Promise<void> {
    if (!this.workbox) throw new Error('Service workers are not supported');
    this.workbox.addEventListener('installed', () => listener.installed());
    this.workbox.addEventListener('activated', () => listener.activated());
    this.workbox.addEventListener('controlling', () => listener.controlling());
    const registration = await this.workbox.register();
    if (!registration) throw new Error('Service worker registration returned nothing');
    this.registration = registration;
  }

  async update(): Promise<void> {
    await this.workbox?.update();
  }

  async post(message: object): Promise<void> {
    const worker = await this.workbox?.getSW();
    worker?.postMessage(message);
  }

  async cacheUrls(urls: readonly string[]): Promise<void> {
    if (!this.workbox || urls.length === 0) return;
    await this.workbox.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: urls } });
  }

  async registerPeriodicSync(tag: string, minIntervalMs: number): Promise<boolean> {
    const periodicSync = this.registration?.periodicSync;
    if (!periodicSync) return false;
    try {
      const permission = await this.browser.navigator.permissions.query({
        name: 'periodic-background-sync' as PermissionName,
      });
      if (permission.state !== 'granted') return false;
      await periodicSync.register(tag, { minInterval: minIntervalMs });
      return true;
    } catch {
      return false;
    }
  }

  async registerOneOffSync(tag: string): Promise<boolean> {
    const sync = this.registration?.sync;
    if (!sync) return false;
    try {
      await sync.register(tag);
      return true;
    } catch {
      return false;
    }
  }
}
