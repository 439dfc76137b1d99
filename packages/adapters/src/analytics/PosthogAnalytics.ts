import type { Analytics, AnalyticsUserProperties, LocalizedRouteName, Logger } from '@casino/core';
import type { PostHogConfig } from 'posthog-js';
import type { PosthogStore } from './redactStoredUrls.ts';

/** The part of posthog-js this adapter uses. */
export interface PosthogClient {
  init(token: string, config: Partial<PostHogConfig>): unknown;
  capture(event: string, properties?: Record<string, unknown>, options?: { timestamp?: Date }): unknown;
  identify(distinctId: string, userPropertiesToSet?: Record<string, unknown>): void;
  reset(): void;
  register(properties: Record<string, unknown>): void;
  onFeatureFlags(callback: (flags: string[]) => void): () => void;
  /** Its stores (absent when persistence is off): see `redactStoredUrls`. */
  readonly persistence?: PosthogStore;
  readonly sessionPersistence?: PosthogStore;
}

export interface PosthogAnalyticsOptions {
  readonly projectKey: string;
  readonly apiBaseUrl: string;
  readonly logger: Logger;
  /** The page origin page views are reported under. */
  readonly origin: string;
  /** Keeps events from headless browsers, which posthog-js drops as bots: for end-to-end runs only. */
  readonly captureBots?: boolean;
  /** Loads posthog-js; the default is a dynamic import so it stays out of the initial bundle. */
  readonly load?: () => Promise<PosthogClient>;
  /**
   * Runs the loading of posthog-js, which the first page view asks for; at once by default. The web waits until the
   * first page has settled, so the library never competes with it, or with the player's first taps, for the network
   * or the main thread. Events keep the time they happened at (`now`), however late the library loads.
   */
  readonly whenIdle?: (task: () => void) => void;
  /** The time an event is captured at; `Date.now` by default. */
  readonly now?: () => number;
  /**
   * The §3 user properties, read as the library starts and registered before any queued call. Read then, not at
   * construction: the first `Intl.DateTimeFormat` (the time zone) costs tens of milliseconds on a phone, which would
   * otherwise fall before the first page is interactive.
   */
  readonly userProperties?: () => AnalyticsUserProperties | Promise<AnalyticsUserProperties>;
  /**
   * Lets the browser run other tasks (input first) before the next step of the start: evaluating posthog-js, reading
   * the user properties and the library's `init` each take tens of milliseconds on a phone, and one task doing all
   * three would block input for the sum. At once by default.
   */
  readonly nextTask?: () => Promise<void>;
}

/** Calls made before posthog-js has loaded wait here, in order; past this many the oldest are dropped. */
export const MAX_QUEUED_CALLS = 500;

type Call = (client: PosthogClient) => void;

const loadPosthog = (): Promise<PosthogClient> => import('posthog-js').then((module) => module.default);
/** The library's settings and the redaction of its stores: loaded with it, not with the shell (issue 35). */
const loadStart = () => import('./posthogStart.ts');

/**
 * Analytics (§4, §7, §9) over posthog-js, loaded after the first page view (or an explicit `start`). Events captured
 * before it loads are queued and flushed in order; feature flags from it are kept for the core's gates.
 */
export class PosthogAnalytics implements Analytics {
  readonly #options: PosthogAnalyticsOptions;
  readonly #queue: Call[] = [];
  readonly #flagListeners = new Set<(flags: readonly string[]) => void>();
  #client: PosthogClient | null = null;
  #state: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  #flags: readonly string[] = [];
  #flagsLoaded = false;
  #startScheduled = false;
  #starting: Promise<void> | null = null;

  constructor(options: PosthogAnalyticsOptions) {
    this.#options = options;
  }

  /**
   * Starts loading posthog-js; the first page view starts it too. Resolves once loaded (or failed, which is logged),
   * whichever call started it.
   */
  start(): Promise<void> {
    this.#starting ??= this.#load();
    return this.#starting;
  }

  async #load(): Promise<void> {
    this.#state = 'loading';
    try {
      const nextTask = this.#options.nextTask ?? (() => Promise.resolve());
      const [client, { posthogConfig, redactStoredUrls }] = await Promise.all([
        (this.#options.load ?? loadPosthog)(),
        loadStart(),
      ]);
      await nextTask();
      const properties = await this.#options.userProperties?.();
      await nextTask();
      const { projectKey, apiBaseUrl, logger, captureBots } = this.#options;
      client.init(projectKey, posthogConfig(apiBaseUrl, logger, { captureBots }));
      redactStoredUrls([client.persistence, client.sessionPersistence]);
      client.onFeatureFlags((flags) => this.#receiveFlags(flags));
      await nextTask();
      if (properties) client.register({ ...properties });
      this.#client = client;
      this.#state = 'ready';
      for (const call of this.#queue.splice(0)) this.#invoke(call, client);
    } catch (error) {
      this.#state = 'failed';
      this.#queue.length = 0;
      this.#options.logger.error('Analytics failed to load', error);
      // No flag service will answer: a gate or a page waiting for the flags decides without them now.
      this.#receiveFlags([]);
    }
  }

  capture(event: string, properties?: Readonly<Record<string, unknown>>): void {
    if (typeof event !== 'string' || event.trim() === '') {
      this.#options.logger.error('No event name provided');
      return;
    }
    const timestamp = this.#now();
    this.#run((client) => client.capture(event, properties ? { ...properties } : undefined, { timestamp }));
  }

  pageView(fullPath: string, route?: LocalizedRouteName): void {
    const url = new URL(fullPath, this.#options.origin);
    const named = route ? { route_name: route.name, route_locale: route.locale } : {};
    const timestamp = this.#now();
    this.#run((client) =>
      client.capture(
        '$pageview',
        { $current_url: url.href, $pathname: url.pathname, ...named },
        { timestamp },
      ),
    );
    if (this.#state === 'idle' && !this.#startScheduled) {
      this.#startScheduled = true;
      (this.#options.whenIdle ?? ((task) => task()))(() => void this.start());
    }
  }

  identify(userId: string, properties?: Readonly<Record<string, unknown>>): void {
    this.#run((client) => client.identify(userId, properties ? { ...properties } : undefined));
  }

  reset(): void {
    this.#run((client) => client.reset());
  }

  featureFlags(): readonly string[] {
    return this.#flags;
  }

  /** A page waits on the flags: posthog-js starts now rather than when the page settles. */
  requestFeatureFlags(): void {
    void this.start();
  }

  get featureFlagsLoaded(): boolean {
    return this.#flagsLoaded;
  }

  /** posthog-js asks for the flags as it starts, after the first page view: not before. */
  get featureFlagsAsked(): boolean {
    return this.#state !== 'idle';
  }

  /** Tells `listener` each time the flag service answers; returns the unsubscribe. */
  onFeatureFlags(listener: (flags: readonly string[]) => void): () => void {
    this.#flagListeners.add(listener);
    return () => this.#flagListeners.delete(listener);
  }

  #receiveFlags(flags: readonly string[]): void {
    this.#flags = [...flags];
    this.#flagsLoaded = true;
    for (const listener of this.#flagListeners) listener(this.#flags);
  }

  /** Analytics never breaks the page: a failing call is logged and dropped. */
  #invoke(call: Call, client: PosthogClient): void {
    try {
      call(client);
    } catch (error) {
      this.#options.logger.error('Analytics call failed', error);
    }
  }

  #now(): Date {
    return new Date((this.#options.now ?? Date.now)());
  }

  #run(call: Call): void {
    if (this.#state === 'failed') return;
    if (this.#client) {
      this.#invoke(call, this.#client);
      return;
    }
    if (this.#queue.length >= MAX_QUEUED_CALLS) this.#queue.shift();
    this.#queue.push(call);
  }
}
