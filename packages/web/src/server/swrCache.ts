import { NO_METRICS, type MetricsSink } from './metricsSink.ts';

export interface SwrCacheOptions<V> {
  /** The cache's name in the metrics (`cache` label). */
  readonly name: string;
  /** How long an answer is served as it is. */
  readonly freshMs: number;
  /** How long after that it is still served while one call fetches a new one (stale-while-revalidate). */
  readonly staleMs: number;
  /** The most keys kept; the least recently used goes first. */
  readonly maxEntries: number;
  /** Milliseconds now (a fake clock in tests). */
  readonly now: () => number;
  /** Whether an answer is kept; one that is not (a transient failure) is handed to its waiters and asked again. */
  readonly keep?: (value: V) => boolean;
  readonly metrics?: MetricsSink;
}

interface Entry<V> {
  value?: V;
  storedAt: number;
  /** The one call under way for this key, which every concurrent asker waits for. */
  pending: Promise<V> | null;
}

/**
 * Answers kept per key for a short time, shared by every request of the server: fresh, an answer is served as it is;
 * stale (within `staleMs` after), it is served while one background call fetches its successor; older, or missing,
 * the askers wait for one call together (concurrent misses coalesce). A load that fails, or whose answer `keep`
 * refuses, keeps nothing, so the next ask calls again (a stale answer stays until its window ends).
 */
export class SwrCache<V> {
  readonly #options: SwrCacheOptions<V>;
  readonly #entries = new Map<string, Entry<V>>();
  readonly #metrics: MetricsSink;

  constructor(options: SwrCacheOptions<V>) {
    this.#options = options;
    this.#metrics = options.metrics ?? NO_METRICS;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string, load: () => Promise<V>): Promise<V> {
    const { freshMs, staleMs, now } = this.#options;
    const labels = { cache: this.#options.name };
    const entry = this.#entries.get(key);
    if (entry) {
      this.#touch(key, entry);
      const age = now() - entry.storedAt;
      if ('value' in entry && age < freshMs) {
        this.#metrics.count('ssr_cache_hits_total', labels);
        return Promise.resolve(entry.value as V);
      }
      if ('value' in entry && age < freshMs + staleMs) {
        this.#metrics.count('ssr_cache_stale_total', labels);
        if (!entry.pending) void this.#fetch(key, entry, load).catch(() => undefined);
        return Promise.resolve(entry.value as V);
      }
      if (entry.pending) {
        this.#metrics.count('ssr_cache_hits_total', labels);
        return entry.pending;
      }
    }
    this.#metrics.count('ssr_cache_misses_total', labels);
    const fresh: Entry<V> = entry && 'value' in entry ? entry : { storedAt: 0, pending: null };
    if (!entry) this.#set(key, fresh);
    return this.#fetch(key, fresh, load);
  }

  /** Forgets every answer (a test, or a server told its upstream changed). */
  clear(): void {
    this.#entries.clear();
  }

  #fetch(key: string, entry: Entry<V>, load: () => Promise<V>): Promise<V> {
    const pending = load().then(
      (value) => {
        entry.pending = null;
        if (this.#options.keep?.(value) ?? true) {
          entry.value = value;
          entry.storedAt = this.#options.now();
        } else if (!('value' in entry)) this.#entries.delete(key);
        return value;
      },
      (error: unknown) => {
        entry.pending = null;
        if (!('value' in entry)) this.#entries.delete(key);
        throw error;
      },
    );
    entry.pending = pending;
    return pending;
  }

  #touch(key: string, entry: Entry<V>): void {
    this.#entries.delete(key);
    this.#entries.set(key, entry);
  }

  #set(key: string, entry: Entry<V>): void {
    this.#entries.set(key, entry);
    while (this.#entries.size > this.#options.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }
}
