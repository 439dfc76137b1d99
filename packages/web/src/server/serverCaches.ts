import { isTransientError, type DomainError, type Result } from '@casino/core';
import { NO_METRICS, type MetricsSink } from './metricsSink.ts';
import { SwrCache } from './swrCache.ts';

type Answer = Result<unknown, DomainError>;

/** How long the server keeps what it shares between requests; `SSR_CACHE=off` turns sharing off (the browser suite). */
export interface ServerCacheSettings {
  readonly enabled: boolean;
  /** The start-up look-ups and content lists, per host and locale. */
  readonly upstreamFreshMs: number;
  readonly upstreamStaleMs: number;
  /** The geo answer, per client address. */
  readonly geoFreshMs: number;
  readonly geoEntries: number;
  /** The domain's report (`POST /middleware/mirror`): once per host in this time. */
  readonly reportIntervalMs: number;
  /** A visitor's rendered page, per host, address, locale, country and the cookies it reads (micro-cache). */
  readonly pageFreshMs: number;
  readonly pageStaleMs: number;
  readonly pageEntries: number;
  /**
   * The request header in which a CDN in front names the visitor's country (`CF-IPCountry`, ...): a visitor's page
   * depends on the country, so a CDN may share it (`public`, `Vary` on it) only when it sends one; null: none does.
   */
  readonly countryHeader: string | null;
}

export const DEFAULT_CACHE_SETTINGS: ServerCacheSettings = {
  enabled: true,
  upstreamFreshMs: 10_000,
  upstreamStaleMs: 60_000,
  geoFreshMs: 300_000,
  geoEntries: 10_000,
  reportIntervalMs: 60_000,
  pageFreshMs: 2_000,
  pageStaleMs: 10_000,
  pageEntries: 500,
  countryHeader: null,
};

const seconds = (value: string | undefined, fallback: number): number => {
  const parsed = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(parsed) && parsed >= 0
    ? parsed * 1000
    : fallback;
};

/**
 * The settings from the server's environment: `SSR_CACHE=off`, `SSR_UPSTREAM_TTL` and `SSR_UPSTREAM_STALE`,
 * `SSR_GEO_TTL`, `SSR_MIRROR_REPORT_INTERVAL`, `SSR_PAGE_TTL` and `SSR_PAGE_STALE` (seconds), `SSR_COUNTRY_HEADER`.
 */
export function cacheSettingsFromEnv(env: Readonly<Record<string, string | undefined>>): ServerCacheSettings {
  const d = DEFAULT_CACHE_SETTINGS;
  return {
    ...d,
    enabled: env['SSR_CACHE']?.trim().toLowerCase() !== 'off',
    upstreamFreshMs: seconds(env['SSR_UPSTREAM_TTL'], d.upstreamFreshMs),
    upstreamStaleMs: seconds(env['SSR_UPSTREAM_STALE'], d.upstreamStaleMs),
    geoFreshMs: seconds(env['SSR_GEO_TTL'], d.geoFreshMs),
    reportIntervalMs: seconds(env['SSR_MIRROR_REPORT_INTERVAL'], d.reportIntervalMs),
    pageFreshMs: seconds(env['SSR_PAGE_TTL'], d.pageFreshMs),
    pageStaleMs: seconds(env['SSR_PAGE_STALE'], d.pageStaleMs),
    countryHeader: env['SSR_COUNTRY_HEADER']?.trim().toLowerCase() || null,
  };
}

/** A failure that says nothing about the site or the visitor (network, 5xx, a malformed answer) is never kept. */
const keepAnswer = (answer: Answer): boolean => answer.ok || !isTransientError(answer.error);

/**
 * What the rendering server shares between requests (issue 35): the upstream answers that do not depend on the
 * visitor, the geo answer per address, when each host's domain was last reported, and the metrics they report to.
 * One per server process; every render is handed it.
 */
export class ServerCaches {
  readonly settings: ServerCacheSettings;
  readonly metrics: MetricsSink;
  readonly now: () => number;
  readonly upstream: SwrCache<Answer>;
  readonly geo: SwrCache<Answer>;
  readonly #reported = new Map<string, number>();

  constructor(
    settings: ServerCacheSettings = DEFAULT_CACHE_SETTINGS,
    metrics: MetricsSink = NO_METRICS,
    now: () => number = Date.now,
  ) {
    this.settings = settings;
    this.metrics = metrics;
    this.now = now;
    this.upstream = new SwrCache<Answer>({
      name: 'upstream',
      freshMs: settings.upstreamFreshMs,
      staleMs: settings.upstreamStaleMs,
      maxEntries: 2_000,
      now,
      keep: keepAnswer,
      metrics,
    });
    this.geo = new SwrCache<Answer>({
      name: 'geo',
      freshMs: settings.geoFreshMs,
      staleMs: 0,
      maxEntries: settings.geoEntries,
      now,
      keep: keepAnswer,
      metrics,
    });
  }

  /**
   * Whether the domain `host` is due to be reported (§7) now: the first ask of each interval is, and is noted as
   * made; the others within the interval are not (the operator hears of each domain once an interval, not per view).
   */
  reportDue(host: string): boolean {
    const last = this.#reported.get(host);
    const now = this.now();
    if (last !== undefined && now - last < this.settings.reportIntervalMs) return false;
    this.#reported.delete(host);
    this.#reported.set(host, now);
    if (this.#reported.size > 1_000) this.#reported.delete(this.#reported.keys().next().value as string);
    return true;
  }

  /** A failed report is made again by the next view. */
  reportFailed(host: string): void {
    this.#reported.delete(host);
  }
}
