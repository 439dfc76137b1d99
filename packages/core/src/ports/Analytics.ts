/** Analytics user properties (§3). */
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
  /** Manual page view with the full path (§2). */
  pageView(fullPath: string): void;
  identify(userId: string, properties?: Readonly<Record<string, unknown>>): void;
  /** Returns the person to anonymous (§4). */
  reset(): void;
  setUserProperties(properties: AnalyticsUserProperties): void;
  /** Feature flags from the flag service; empty until loaded. */
  featureFlags(): readonly string[];
}
