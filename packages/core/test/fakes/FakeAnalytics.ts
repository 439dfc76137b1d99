import type { Analytics, AnalyticsUserProperties } from '../../src/index.ts';

/** Records what the core reports. */
export class FakeAnalytics implements Analytics {
  readonly events: { readonly event: string; readonly properties?: Readonly<Record<string, unknown>> }[] = [];
  readonly pageViews: string[] = [];
  identified: string | null = null;
  resets = 0;
  flags: string[] = [];

  capture(event: string, properties?: Readonly<Record<string, unknown>>): void {
    this.events.push(properties === undefined ? { event } : { event, properties });
  }

  pageView(fullPath: string): void {
    this.pageViews.push(fullPath);
  }

  identify(userId: string): void {
    this.identified = userId;
  }

  reset(): void {
    this.identified = null;
    this.resets += 1;
  }

  setUserProperties(_properties: AnalyticsUserProperties): void {}

  featureFlags(): readonly string[] {
    return this.flags;
  }

  eventNames(): string[] {
    return this.events.map(({ event }) => event);
  }
}
