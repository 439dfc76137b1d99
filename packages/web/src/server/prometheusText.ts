// `/metrics` in the Prometheus text exposition format (version 0.0.4): a HELP and a TYPE line per family, then its
// samples. The families the server always has are listed even before their first sample, so a dashboard sees them.
import { SECONDS_BUCKETS, type Labels, type MetricsSnapshot } from './metrics.ts';

export const PROMETHEUS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

type Kind = 'counter' | 'histogram' | 'gauge';

/** The server's own families and the render path's (reported through the MetricsSink), with what each counts. */
export const FAMILIES: Readonly<Record<string, { readonly kind: Kind; readonly help: string }>> = {
  http_requests_total: { kind: 'counter', help: 'Requests answered, by route and status.' },
  http_request_duration_seconds: {
    kind: 'histogram',
    help: 'Time from a request to its response head, in seconds.',
  },
  ssr_render_seconds: { kind: 'histogram', help: 'Time to render one page on the server, in seconds.' },
  ssr_cache_hits_total: { kind: 'counter', help: 'Server cache lookups answered from the cache.' },
  ssr_cache_misses_total: { kind: 'counter', help: 'Server cache lookups that had to ask upstream.' },
  ssr_cache_stale_total: {
    kind: 'counter',
    help: 'Server cache lookups answered stale while revalidating.',
  },
  upstream_calls_total: { kind: 'counter', help: 'Calls to the API the render path made, by call.' },
  upstream_requests_total: {
    kind: 'counter',
    help: 'HTTP requests this server sent to other hosts, by host (every client, counted on the wire).',
  },
  cluster_worker_restarts_total: { kind: 'counter', help: 'Workers started again after one died.' },
  cluster_workers: { kind: 'gauge', help: 'Workers alive.' },
  process_resident_memory_bytes: { kind: 'gauge', help: 'Resident memory of each process, in bytes.' },
};

function escapeLabel(value: string): string {
  return value.replaceAll('\\', '\\\\').replaceAll('"', '\\"').replaceAll('\n', '\\n');
}

function labelText(labels: Labels): string {
  const entries = Object.entries(labels).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  if (entries.length === 0) return '';
  return `{${entries.map(([name, value]) => `${name}="${escapeLabel(value)}"`).join(',')}}`;
}

function numberText(value: number): string {
  if (value === Infinity) return '+Inf';
  if (value === -Infinity) return '-Inf';
  return Number.isNaN(value) ? 'NaN' : String(value);
}

function familyLines(name: string, kind: Kind, help: string): string[] {
  return [
    `# HELP ${name} ${help.replaceAll('\\', '\\\\').replaceAll('\n', '\\n')}`,
    `# TYPE ${name} ${kind}`,
  ];
}

/** The snapshot as the text Prometheus scrapes. */
export function prometheusText(snapshot: MetricsSnapshot): string {
  const lines: string[] = [];
  const samples = new Map<string, { kind: Kind; lines: string[] }>();
  const family = (name: string, kind: Kind) => {
    let entry = samples.get(name);
    if (!entry) {
      entry = { kind: FAMILIES[name]?.kind ?? kind, lines: [] };
      samples.set(name, entry);
    }
    return entry.lines;
  };
  for (const [name, { kind }] of Object.entries(FAMILIES)) family(name, kind);
  for (const counter of snapshot.counters)
    family(counter.name, 'counter').push(
      `${counter.name}${labelText(counter.labels)} ${numberText(counter.value)}`,
    );
  for (const gauge of snapshot.gauges)
    family(gauge.name, 'gauge').push(`${gauge.name}${labelText(gauge.labels)} ${numberText(gauge.value)}`);
  const histograms = new Map(snapshot.histograms.map((histogram) => [histogram.name, histogram]));
  for (const [name, { kind }] of Object.entries(FAMILIES))
    if (kind === 'histogram' && !histograms.has(name))
      histograms.set(name, {
        name,
        counts: new Array<number>(SECONDS_BUCKETS.length + 1).fill(0),
        sum: 0,
        count: 0,
      });
  for (const histogram of histograms.values()) {
    const into = family(histogram.name, 'histogram');
    let cumulative = 0;
    SECONDS_BUCKETS.forEach((bound, index) => {
      cumulative += histogram.counts[index] ?? 0;
      into.push(`${histogram.name}_bucket{le="${numberText(bound)}"} ${cumulative}`);
    });
    into.push(`${histogram.name}_bucket{le="+Inf"} ${histogram.count}`);
    into.push(
      `${histogram.name}_sum ${numberText(histogram.sum)}`,
      `${histogram.name}_count ${histogram.count}`,
    );
  }
  for (const [name, entry] of samples) {
    lines.push(...familyLines(name, entry.kind, FAMILIES[name]?.help ?? name), ...entry.lines);
  }
  return `${lines.join('\n')}\n`;
}
