/**
 * Where the rendering server's caches report what they do (issue 35): a structural sink, so the server's metrics
 * registry (Prometheus) plugs in without this code knowing it. Names: `ssr_cache_hits_total`, `ssr_cache_misses_total`,
 * `ssr_cache_stale_total` (label `cache`), `upstream_calls_total` (label `call`), `ssr_render_seconds`.
 */
export interface MetricsSink {
  count(name: string, labels?: Readonly<Record<string, string>>): void;
  observe?(name: string, seconds: number): void;
}

/** A sink that keeps nothing: the default when none is given. */
export const NO_METRICS: MetricsSink = { count: () => undefined };
