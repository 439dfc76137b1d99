import { Workbox } from 'workbox-window';
import type { ServiceWorkerBridge, WorkerLifecycleListener } from '@casino/core';

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
