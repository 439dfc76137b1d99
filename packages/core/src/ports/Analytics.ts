import type { LocalizedRouteName } from '../domain/routeNames.ts';

/** Analytics user properties (§3): the adapter reads them as its library starts and sends them with every event. */
export interface AnalyticsUserProperties {
  readonly device_type: string;
  readonly platform: 'web' | 'pwa';
  readonly os: string;
  readonly platform_language: string;
  readonly domain: string;
  readonly time_zone: string;
  readonly referring_domain: string;
}

export interface Analytics {
  capture(event: string, properties?: Readonly<Record<string, unknown>>): void;
  /**
   * Manual page view with the full path (§2), and the route's locale-free name and locale when the page has one
   * (§2 route-name suffixes), so views of one page group together across locales and parameters.
   */
  pageView(fullPath: string, route?: LocalizedRouteName): void;
  identify(userId: string, properties?: Readonly<Record<string, unknown>>): void;
  /** Returns the person to anonymous (§4). */
  reset(): void;
  /** Feature flags from the flag service; empty until loaded. */
  featureFlags(): readonly string[];
  /** Whether the flag service has answered. */
  readonly featureFlagsLoaded: boolean;
  /**
   * Whether the flag service has been asked, so its answer can come: not on the server, nor in the browser before the
   * analytics start (after the first page is shown). Until then a gate the flags could open is left to the page (§6).
   */
  readonly featureFlagsAsked: boolean;
  /**
   * Asks the flag service now: a page waits on a flag (§6). The analytics otherwise start, and ask, only once the first
   * page has settled.
   */
  requestFeatureFlags(): void;
  /** Tells `listener` each time the flag service answers (§6: gates react to flags that arrive late). */
  onFeatureFlags(listener: (flags: readonly string[]) => void): () => void;
}
