import type { Workbox } from 'workbox-window';
import type { ServiceWorkerBridge, WorkerLifecycleListener } from '@casino/core';
import { loadOnce } from '../http/lazyApi.ts';

/** Periodic and one-off Background Sync: Chromium only, not in TypeScript's DOM library. */
interface SyncCapableRegistration extends ServiceWorkerRegistration {
  readonly periodicSync?: { register(tag: string, options: { minInterval: number }): Promise<void> };
  readonly sync?: { register(tag: string): Promise<void> };
}

/**
 * The bridge over workbox-window and the browser's registration. workbox-window loads with the first call that needs
 * it (the registration, once the first page is shown and the browser idle), so the start does without it.
 */
export class WorkboxBridge implements ServiceWorkerBridge {
  readonly supported: boolean;
  /** A failed load (the network dropped mid-way) is tried again on the next call rather than remembered. */
  private readonly workbox = loadOnce(
    async () => new (await import('workbox-window')).Workbox(this.scriptUrl),
  );
  private registration: SyncCapableRegistration | null = null;

  constructor(
    private readonly scriptUrl: string,
    private readonly browser: Window = window,
    enabled = true,
  ) {
    this.supported = enabled && 'serviceWorker' in browser.navigator;
  }

  /** workbox-window's Workbox for the worker, loaded on first use; null where service workers are off. */
  private load(): Promise<Workbox> | null {
    return this.supported ? this.workbox() : null;
  }

  isControlled(): boolean {
    return this.supported && this.browser.navigator.serviceWorker.controller !== null;
  }

  async register(listener: WorkerLifecycleListener): Promise<void> {
    const loading = this.load();
    if (!loading) throw new Error('Service workers are not supported');
    const workbox = await loading;
    workbox.addEventListener('installed', () => listener.installed());
    workbox.addEventListener('activated', () => listener.activated());
    workbox.addEventListener('controlling', () => listener.controlling());
    const registration = await workbox.register();
    if (!registration) throw new Error('Service worker registration returned nothing');
    this.registration = registration;
  }

  async update(): Promise<void> {
    await (await this.load())?.update();
  }

  async post(message: object): Promise<void> {
    const worker = await (await this.load())?.getSW();
    worker?.postMessage(message);
  }

  async cacheUrls(urls: readonly string[]): Promise<void> {
    const loading = this.load();
    if (!loading || urls.length === 0) return;
    await (await loading).messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: urls } });
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
