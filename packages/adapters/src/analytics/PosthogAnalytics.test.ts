// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import type { PostHogConfig } from 'posthog-js';
import type { AnalyticsUserProperties, Logger } from '@casino/core';
import {
  MAX_QUEUED_CALLS,
  PosthogAnalytics,
  type PosthogAnalyticsOptions,
  type PosthogClient,
} from './PosthogAnalytics.ts';

/** posthog-js as this adapter sees it, recording every call. */
class RecordingPosthog implements PosthogClient {
  readonly calls: unknown[][] = [];
  config: Partial<PostHogConfig> | null = null;
  token: string | null = null;
  #flagCallbacks: ((flags: string[]) => void)[] = [];

  init(token: string, config: Partial<PostHogConfig>): unknown {
    this.token = token;
    this.config = config;
    return this;
  }
  /** The time each captured event was stamped with, in order. */
  readonly timestamps: (Date | undefined)[] = [];

  capture(event: string, properties?: Record<string, unknown>, options?: { timestamp?: Date }): unknown {
    this.calls.push(['capture', event, properties]);
    this.timestamps.push(options?.timestamp);
    return undefined;
  }
  identify(distinctId: string, properties?: Record<string, unknown>): void {
    this.calls.push(['identify', distinctId, properties]);
  }
  reset(): void {
    this.calls.push(['reset']);
  }
  register(properties: Record<string, unknown>): void {
    this.calls.push(['register', properties]);
  }
  onFeatureFlags(callback: (flags: string[]) => void): () => void {
    this.#flagCallbacks.push(callback);
    return () => undefined;
  }
  answerFlags(flags: string[]): void {
    for (const callback of this.#flagCallbacks) callback(flags);
  }
}

class RecordingLogger implements Logger {
  readonly errors: string[] = [];
  warn(): void {}
  error(message: string): void {
    this.errors.push(message);
  }
}

/** The adapter over a recording posthog (or what `load` gives), with any other option the test names. */
function setUp(
  load?: () => Promise<PosthogClient>,
  options: Partial<Omit<PosthogAnalyticsOptions, 'load'>> = {},
) {
  const posthog = new RecordingPosthog();
  const logger = new RecordingLogger();
  const analytics = new PosthogAnalytics({
    projectKey: 'phc_test',
    apiBaseUrl: 'https://api.casino.test/',
    origin: 'https://casino.test',
    logger,
    load: load ?? (() => Promise.resolve(posthog)),
    ...options,
  });
  return { posthog, logger, analytics };
}

/** §3 user properties as a browser reports them. */
const USER_PROPERTIES: AnalyticsUserProperties = {
  device_type: 'Mobile',
  platform: 'web',
  os: 'Android',
  platform_language: 'kk-KZ',
  domain: 'casino.test',
  time_zone: 'Asia/Almaty',
  referring_domain: '$direct',
};

describe('PosthogAnalytics', () => {
  it('loads posthog-js only when first used', async () => {
    let loads = 0;
    const { analytics, posthog } = setUp(() => {
      loads += 1;
      return Promise.resolve(new RecordingPosthog());
    });
    expect(loads).toBe(0);
    analytics.capture('login');
    await analytics.start();
    expect(loads).toBe(1);
    expect(posthog.token).toBeNull();
  });

  it('configures posthog as §9 says, sending events under /ingest of the API base', async () => {
    const { analytics, posthog } = setUp();
    await analytics.start();
    expect(posthog.token).toBe('phc_test');
    expect(posthog.config).toMatchObject({
      api_host: 'https://api.casino.test/ingest',
      capture_pageview: false,
      person_profiles: 'identified_only',
      session_idle_timeout_seconds: 1800,
      cookie_expiration: 365,
      feature_flag_request_timeout_ms: 3000,
      properties_string_max_length: 65535,
    });
  });

  it('stamps each event with the time it happened at, however late posthog-js loads', async () => {
    let now = Date.UTC(2026, 10, 27, 12, 0, 0);
    const { analytics, posthog } = setUp(undefined, { now: () => now });
    analytics.pageView('/games/dice');
    now += 1500;
    analytics.capture('deposit_opened');
    now += 8000;
    await analytics.start();
    analytics.capture('deposit_made');
    expect(posthog.timestamps.map((time) => time?.toISOString())).toEqual([
      '2026-11-27T12:00:00.000Z',
      '2026-11-27T12:00:01.500Z',
      '2026-11-27T12:00:09.500Z',
    ]);
  });

  it('starts posthog-js at once when a page asks for the feature flags', async () => {
    const idleTasks: (() => void)[] = [];
    const { analytics, posthog } = setUp(undefined, { whenIdle: (task) => idleTasks.push(task) });
    analytics.pageView('/profile/bonuses');
    expect(analytics.featureFlagsAsked).toBe(false);
    analytics.requestFeatureFlags();
    expect(analytics.featureFlagsAsked).toBe(true);
    await analytics.start();
    expect(posthog.token).toBe('phc_test');
  });

  it('queues what is captured before posthog loads and flushes it in order', async () => {
    const { analytics, posthog } = setUp();
    analytics.capture('registration_error', { error: 'taken' });
    analytics.pageView('/games/crash?demo=1');
    analytics.identify('42', { email: 'a@b.test' });
    expect(posthog.calls).toEqual([]);
    await analytics.start();
    expect(posthog.calls).toEqual([
      ['capture', 'registration_error', { error: 'taken' }],
      [
        'capture',
        '$pageview',
        { $current_url: 'https://casino.test/games/crash?demo=1', $pathname: '/games/crash' },
      ],
      ['identify', '42', { email: 'a@b.test' }],
    ]);
  });

  it('carries the route name and locale of a named page in the page view (§2 route-name suffixes)', async () => {
    const { analytics, posthog } = setUp();
    await analytics.start();
    analytics.pageView('/en/profile/access', { name: 'profile-access', locale: 'en' });
    expect(posthog.calls).toContainEqual([
      'capture',
      '$pageview',
      {
        $current_url: 'https://casino.test/en/profile/access',
        $pathname: '/en/profile/access',
        route_name: 'profile-access',
        route_locale: 'en',
      },
    ]);
  });

  it('sends at once once loaded', async () => {
    const { analytics, posthog } = setUp();
    await analytics.start();
    analytics.reset();
    expect(posthog.calls).toEqual([['reset']]);
  });

  it('keeps at most the newest queued calls while posthog loads', async () => {
    const { analytics, posthog } = setUp();
    for (let index = 0; index < MAX_QUEUED_CALLS + 5; index += 1) analytics.capture(`event-${index}`);
    await analytics.start();
    expect(posthog.calls).toHaveLength(MAX_QUEUED_CALLS);
    expect(posthog.calls[0]).toEqual(['capture', 'event-5', undefined]);
  });

  it("logs 'No event name provided' and sends nothing for an empty event name (§8)", async () => {
    const { analytics, posthog, logger } = setUp();
    analytics.capture('');
    analytics.capture('   ');
    await analytics.start();
    expect(posthog.calls).toEqual([]);
    expect(logger.errors).toEqual(['No event name provided', 'No event name provided']);
  });

  it("logs 'Bad HTTP status' when the ingest host refuses a request (§8)", async () => {
    const { analytics, posthog, logger } = setUp();
    await analytics.start();
    posthog.config?.on_request_error?.({ statusCode: 502, text: 'Bad gateway' });
    expect(logger.errors).toEqual(['Bad HTTP status: 502 Bad gateway']);
  });

  it('starts in steps, each in a task of its own: the library, the user properties, init, then the queued calls', async () => {
    const steps: string[] = [];
    const tasks: (() => void)[] = [];
    const posthog = new RecordingPosthog();
    const { analytics } = setUp(
      () => {
        steps.push('load');
        return Promise.resolve(posthog);
      },
      {
        userProperties: () => {
          steps.push('properties');
          return USER_PROPERTIES;
        },
        nextTask: () =>
          new Promise<void>((resolve) => {
            steps.push('yield');
            tasks.push(resolve);
          }),
      },
    );
    analytics.capture('deposit_opened');
    const started = analytics.start();
    const runNextTask = async () => {
      await vi.waitFor(() => expect(tasks.length).toBeGreaterThan(0));
      tasks.shift()?.();
    };
    await runNextTask();
    expect(posthog.token).toBeNull();
    await runNextTask();
    await runNextTask();
    await started;
    expect(steps).toEqual(['load', 'yield', 'properties', 'yield', 'yield']);
    expect(posthog.token).toBe('phc_test');
    expect(posthog.calls.map(([name]) => name)).toEqual(['register', 'capture']);
  });

  it('registers the §3 user properties for every event, read as the library starts, before the queued calls', async () => {
    let reads = 0;
    const { analytics, posthog } = setUp(undefined, {
      userProperties: () => {
        reads += 1;
        return { ...USER_PROPERTIES, time_zone: 'Europe/Lisbon' };
      },
    });
    analytics.capture('deposit_opened');
    expect(reads).toBe(0);
    await analytics.start();
    expect(reads).toBe(1);
    expect(posthog.calls.map(([name]) => name)).toEqual(['register', 'capture']);
    expect(posthog.calls[0]?.[1]).toMatchObject({ platform: 'web', time_zone: 'Europe/Lisbon' });
  });

  it('has no feature flags until the flag service answers, then feeds them to listeners', async () => {
    const { analytics, posthog } = setUp();
    const heard: (readonly string[])[] = [];
    analytics.onFeatureFlags((flags) => heard.push(flags));
    expect(analytics.featureFlags()).toEqual([]);
    await analytics.start();
    posthog.answerFlags(['bonus_balances', 'new_lobby']);
    expect(analytics.featureFlags()).toEqual(['bonus_balances', 'new_lobby']);
    expect(heard).toEqual([['bonus_balances', 'new_lobby']]);
  });

  it('logs a failed load once and then drops calls instead of queueing forever', async () => {
    const { analytics, logger } = setUp(() => Promise.reject(new Error('chunk failed')));
    analytics.capture('a');
    await analytics.start();
    analytics.capture('b');
    expect(logger.errors).toEqual(['Analytics failed to load']);
  });

  it('answers “no flags” when it fails to load, so nothing waits for a flag service that will not answer', async () => {
    const { analytics } = setUp(() => Promise.reject(new Error('chunk failed')));
    const heard: (readonly string[])[] = [];
    analytics.onFeatureFlags((flags) => heard.push(flags));
    expect(analytics.featureFlagsLoaded).toBe(false);
    expect(analytics.featureFlagsAsked).toBe(false);
    await analytics.start();
    expect(analytics.featureFlagsAsked).toBe(true);
    expect(analytics.featureFlagsLoaded).toBe(true);
    expect(heard).toEqual([[]]);
  });

  it('logs a call posthog throws on instead of breaking the page', async () => {
    const { analytics, posthog, logger } = setUp();
    await analytics.start();
    posthog.reset = () => {
      throw new Error('storage full');
    };
    expect(() => analytics.reset()).not.toThrow();
    expect(logger.errors).toEqual(['Analytics call failed']);
  });

  it('loads posthog-js only after the first page view, when the browser is idle, keeping earlier calls queued', async () => {
    const posthog = new RecordingPosthog();
    let loads = 0;
    const idleTasks: (() => void)[] = [];
    const { analytics } = setUp(
      () => {
        loads += 1;
        return Promise.resolve(posthog);
      },
      { whenIdle: (task) => idleTasks.push(task) },
    );
    analytics.capture('login');
    expect(idleTasks).toHaveLength(0);
    analytics.pageView('/games/dice');
    analytics.pageView('/games');
    expect(loads).toBe(0);
    expect(idleTasks).toHaveLength(1);
    idleTasks[0]?.();
    await analytics.start();
    expect(loads).toBe(1);
    const captured = posthog.calls.filter(([kind]) => kind === 'capture').map(([, event]) => event);
    expect(captured).toEqual(['login', '$pageview', '$pageview']);
  });
});
