import type { Analytics, LocalizedRouteName } from '../../src/index.ts';

/** Records what the core reports. */
export class FakeAnalytics implements Analytics {
  readonly events: { readonly event: string; readonly properties?: Readonly<Record<string, unknown>> }[] = [];
  readonly pageViews: string[] = [];
  /** The route of each page view, in order (null for a page view without one). */
  readonly pageViewRoutes: (LocalizedRouteName | null)[] = [];
  identified: string | null = null;
  resets = 0;
  flags: string[] = [];

  capture(event: string, properties?: Readonly<Record<string, unknown>>): void {
    this.events.push(properties === undefined ? { event } : { event, properties });
  }

  pageView(fullPath: string, route?: LocalizedRouteName): void {
    this.pageViews.push(fullPath);
    this.pageViewRoutes.push(route ?? null);
  }

  identify(userId: string): void {
    this.identified = userId;
  }

  reset(): void {
    this.identified = null;
    this.resets += 1;
  }

  featureFlags(): readonly string[] {
    return this.flags;
  }

  featureFlagsLoaded = true;
  featureFlagsAsked = true;
  /** How many times a page asked for the flags now. */
  flagRequests = 0;

  requestFeatureFlags(): void {
    this.flagRequests += 1;
  }

  readonly #flagListeners = new Set<(flags: readonly string[]) => void>();

  onFeatureFlags(listener: (flags: readonly string[]) => void): () => void {
    this.#flagListeners.add(listener);
    return () => this.#flagListeners.delete(listener);
  }

  /** The flag service answers. */
  receiveFlags(flags: string[]): void {
    this.flags = flags;
    this.featureFlagsLoaded = true;
    for (const listener of [...this.#flagListeners]) listener(flags);
  }

  eventNames(): string[] {
    return this.events.map(({ event }) => event);
  }
}
