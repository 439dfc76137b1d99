// The production server's metrics: counters by labels, histograms of seconds and gauges, kept per process. A worker's
// registry is read as a snapshot (plain data, sent over the cluster's IPC channel), the primary merges the workers'
// snapshots, and prometheusText.ts writes the merged one for `/metrics`.

import type { MetricsSink } from './metricsSink.ts';

// Where the server's parts report (the render path's caches, its calls to the API, the time of a render): the
// structural sink of metricsSink.ts, which the registry below implements.
export type { MetricsSink } from './metricsSink.ts';
export { NO_METRICS } from './metricsSink.ts';

/** Upper bounds (seconds) of the histograms' buckets: from a cached page's few milliseconds to a stuck render. */
export const SECONDS_BUCKETS: readonly number[] = [
  0.005, 0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2.5, 5, 10,
];

export type Labels = Readonly<Record<string, string>>;

export interface CounterSample {
  readonly name: string;
  readonly labels: Labels;
  readonly value: number;
}

export interface HistogramSample {
  readonly name: string;
  /** Observations per bucket of SECONDS_BUCKETS, not cumulative; one more at the end for those above the last. */
  readonly counts: readonly number[];
  readonly sum: number;
  readonly count: number;
}

/** What one process measured, as plain data. */
export interface MetricsSnapshot {
  readonly counters: readonly CounterSample[];
  readonly histograms: readonly HistogramSample[];
  /** Values of the moment (a worker's memory): merged by keeping each, so they carry a label that tells them apart. */
  readonly gauges: readonly CounterSample[];
}

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;

/** A metric's name and labels as one key; labels sorted, so the same labels in any order are one series. */
function seriesKey(name: string, labels: Labels): string {
  return JSON.stringify([name, Object.entries(labels).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))]);
}

function validLabels(labels: Labels): boolean {
  return Object.keys(labels).every((label) => LABEL_NAME.test(label));
}

/** Every counter, histogram and gauge of one process. A name or label Prometheus would refuse is dropped, not thrown. */
export class MetricsRegistry implements MetricsSink {
  readonly #counters = new Map<string, { name: string; labels: Labels; value: number }>();
  readonly #histograms = new Map<string, { name: string; counts: number[]; sum: number; count: number }>();
  readonly #gauges = new Map<string, { name: string; labels: Labels; value: number }>();

  count(name: string, labels: Labels = {}): void {
    this.add(name, labels, 1);
  }

  add(name: string, labels: Labels, amount: number): void {
    if (!NAME.test(name) || !validLabels(labels) || !Number.isFinite(amount)) return;
    const key = seriesKey(name, labels);
    const series = this.#counters.get(key);
    if (series) series.value += amount;
    else this.#counters.set(key, { name, labels: { ...labels }, value: amount });
  }

  observe(name: string, seconds: number): void {
    if (!NAME.test(name) || !Number.isFinite(seconds) || seconds < 0) return;
    let histogram = this.#histograms.get(name);
    if (!histogram) {
      histogram = { name, counts: new Array<number>(SECONDS_BUCKETS.length + 1).fill(0), sum: 0, count: 0 };
      this.#histograms.set(name, histogram);
    }
    const found = SECONDS_BUCKETS.findIndex((bound) => seconds <= bound);
    const bucket = found === -1 ? SECONDS_BUCKETS.length : found;
    histogram.counts[bucket] = (histogram.counts[bucket] ?? 0) + 1;
    histogram.sum += seconds;
    histogram.count += 1;
  }

  gauge(name: string, labels: Labels, value: number): void {
    if (!NAME.test(name) || !validLabels(labels) || !Number.isFinite(value)) return;
    this.#gauges.set(seriesKey(name, labels), { name, labels: { ...labels }, value });
  }

  snapshot(): MetricsSnapshot {
    return {
      counters: [...this.#counters.values()].map((series) => ({ ...series })),
      histograms: [...this.#histograms.values()].map((series) => ({ ...series, counts: [...series.counts] })),
      gauges: [...this.#gauges.values()].map((series) => ({ ...series })),
    };
  }
}

/** The workers' snapshots as one: counters and histograms added up, gauges kept side by side. */
export function mergeSnapshots(snapshots: readonly MetricsSnapshot[]): MetricsSnapshot {
  const merged = new MetricsRegistry();
  const histograms = new Map<string, { name: string; counts: number[]; sum: number; count: number }>();
  for (const snapshot of snapshots) {
    for (const counter of snapshot.counters) merged.add(counter.name, counter.labels, counter.value);
    for (const gauge of snapshot.gauges) merged.gauge(gauge.name, gauge.labels, gauge.value);
    for (const histogram of snapshot.histograms) {
      const into = histograms.get(histogram.name);
      if (!into) {
        histograms.set(histogram.name, { ...histogram, counts: [...histogram.counts] });
        continue;
      }
      histogram.counts.forEach((value, index) => (into.counts[index] = (into.counts[index] ?? 0) + value));
      into.sum += histogram.sum;
      into.count += histogram.count;
    }
  }
  return { ...merged.snapshot(), histograms: [...histograms.values()] };
}
