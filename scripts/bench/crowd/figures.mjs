// The figures of one crowd: each step's latency percentiles, the rates, the errors, and what the server's /metrics
// says of the pages it rendered and the calls it made for them.
import { percentile } from '../lib/betLoad.mjs';

/**
 * Every step's times, and the failed players by why they failed: the step and its message with the numbers in it
 * (ids, ports, addresses) folded, so one cause is one line; the first message of each kept as an example.
 */
export class CrowdRecord {
  steps = new Map();
  errors = new Map();

  record = (step, ms) => {
    const times = this.steps.get(step) ?? [];
    times.push(ms);
    this.steps.set(step, times);
  };

  fail(error) {
    const message = error instanceof Error ? error.message : String(error);
    const cause = message.replace(/\d+/g, '#').slice(0, 120);
    const entry = this.errors.get(cause) ?? { count: 0, example: message.slice(0, 200) };
    entry.count += 1;
    this.errors.set(cause, entry);
  }

  get errorCount() {
    return [...this.errors.values()].reduce((sum, entry) => sum + entry.count, 0);
  }

  /** As plain data, to cross from a generator process to crowd.mjs. */
  toJSON() {
    return { steps: [...this.steps], errors: [...this.errors] };
  }

  /** One record of several generators' plain-data records. */
  static merged(records) {
    const merged = new CrowdRecord();
    for (const { steps, errors } of records) {
      for (const [step, times] of steps)
        merged.steps.set(step, [...(merged.steps.get(step) ?? []), ...times]);
      for (const [cause, entry] of errors) {
        const into = merged.errors.get(cause);
        merged.errors.set(cause, into ? { ...into, count: into.count + entry.count } : entry);
      }
    }
    return merged;
  }

  /** p50, p95 and p99 of each step, in its order of first use. */
  percentiles() {
    return [...this.steps].map(([step, times]) => ({
      step,
      count: times.length,
      p50: percentile(times, 0.5),
      p95: percentile(times, 0.95),
      p99: percentile(times, 0.99),
    }));
  }
}

/** `/metrics` read into samples: `name{labels} value` lines, comments skipped. */
export function parseMetrics(text) {
  const samples = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const labels = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)].map((one) => [
        one[1],
        one[2],
      ]),
    );
    samples.push({ name: match[1], labels, value: Number(match[3]) });
  }
  return samples;
}

const sum = (samples, name, keep = () => true) =>
  samples.filter((one) => one.name === name && keep(one.labels)).reduce((total, one) => total + one.value, 0);

const SERVER_ROUTES = new Set(['static', '/healthz', '/readyz', '/metrics']);

/** What the server counted between two reads of /metrics: pages rendered, calls upstream, its memory at the end. */
export function serverDelta(before, after) {
  const pages = (samples) =>
    sum(samples, 'http_requests_total', (labels) => !SERVER_ROUTES.has(labels.route));
  const pageViews = pages(after) - pages(before);
  const wire = sum(after, 'upstream_requests_total') - sum(before, 'upstream_requests_total');
  const calls = sum(after, 'upstream_calls_total') - sum(before, 'upstream_calls_total');
  return {
    pageViews,
    upstreamPerPage: pageViews > 0 ? wire / pageViews : null,
    // The render path's own count of its calls (with the cache it says which were asked); 0 where it reports none.
    upstreamCallsPerPage: pageViews > 0 && calls > 0 ? calls / pageViews : null,
    serverRssBytes: sum(after, 'process_resident_memory_bytes'),
    workers: sum(after, 'cluster_workers'),
  };
}
