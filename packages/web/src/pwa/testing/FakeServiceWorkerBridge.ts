import type { ServiceWorkerBridge, WorkerLifecycleListener } from '@casino/core';

/** A browser's service worker side, driven by the test: `installUpdate()` plays an update arriving. */
export class FakeServiceWorkerBridge implements ServiceWorkerBridge {
  supported = true;
  controlled = false;
  failRegistration = false;
  periodicSyncGranted = false;
  oneOffSyncSupported = true;
  registrations = 0;
  updateChecks = 0;
  readonly posted: object[] = [];
  readonly cached: string[][] = [];
  readonly periodicSyncs: { tag: string; minIntervalMs: number }[] = [];
  readonly oneOffSyncs: string[] = [];
  private listener: WorkerLifecycleListener | null = null;

  isControlled(): boolean {
    return this.controlled;
  }

  async register(listener: WorkerLifecycleListener): Promise<void> {
    this.registrations += 1;
    if (this.failRegistration) throw new TypeError('Failed to register a ServiceWorker');
    this.listener = listener;
  }

  async update(): Promise<void> {
    this.updateChecks += 1;
  }

  async post(message: object): Promise<void> {
    this.posted.push(message);
  }

  async cacheUrls(urls: readonly string[]): Promise<void> {
    this.cached.push([...urls]);
  }

  async registerPeriodicSync(tag: string, minIntervalMs: number): Promise<boolean> {
    if (!this.periodicSyncGranted) return false;
    this.periodicSyncs.push({ tag, minIntervalMs });
    return true;
  }

  async registerOneOffSync(tag: string): Promise<boolean> {
    if (!this.oneOffSyncSupported) return false;
    this.oneOffSyncs.push(tag);
    return true;
  }

  /** The first worker installs, activates and takes control of the page. */
  installFirst(): void {
    this.listener?.installed();
    this.listener?.activated();
    this.controlled = true;
    this.listener?.controlling();
  }

  /** A new worker replaces the one in control. */
  installUpdate(): void {
    this.listener?.installed();
    this.listener?.activated();
    this.listener?.controlling();
  }
}
