// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MetricsRegistry, mergeSnapshots, SECONDS_BUCKETS, type MetricsSink } from './metrics.ts';
import { prometheusText } from './prometheusText.ts';

interface Sample {
  readonly name: string;
  readonly labels: Record<string, string>;
  readonly value: number;
}

/** A strict reader of the text format: every line a HELP, a TYPE or a sample of the family typed last. */
function parse(text: string): { types: Map<string, string>; samples: Sample[] } {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  let family: string | null = null;
  expect(text.endsWith('\n')).toBe(true);
  for (const line of text.trimEnd().split('\n')) {
    const type = /^# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) (counter|gauge|histogram)$/.exec(line);
    if (type) {
      expect(types.has(type[1] ?? '')).toBe(false);
      types.set(type[1] ?? '', type[2] ?? '');
      family = type[1] ?? null;
      continue;
    }
    if (/^# HELP [a-zA-Z_:][a-zA-Z0-9_:]* .+$/.test(line)) continue;
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (-?[0-9.e+]+|\+Inf|NaN)$/.exec(line);
    expect(sample, line).not.toBeNull();
    const [, name = '', labelText = '', value = ''] = sample ?? [];
    expect(name === family || name.startsWith(`${family}_`), line).toBe(true);
    const labels: Record<string, string> = {};
    for (const [, label = '', raw = ''] of labelText.matchAll(
      /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g,
    ))
      labels[label] = raw.replace(/\\(.)/g, (_, char: string) => (char === 'n' ? '\n' : char));
    samples.push({ name, labels, value: Number(value === '+Inf' ? Infinity : value) });
  }
  return { types, samples };
}

const valueOf = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.find((one) => one.name === name && JSON.stringify(one.labels) === JSON.stringify(labels))?.value;

describe('the metrics in the Prometheus text format', () => {
  it('writes counters by labels, and a histogram with cumulative buckets, a sum and a count', () => {
    const registry = new MetricsRegistry();
    registry.count('http_requests_total', { route: '/', status: '200' });
    registry.count('http_requests_total', { status: '200', route: '/' });
    registry.count('http_requests_total', { route: '/games', status: '404' });
    registry.observe('http_request_duration_seconds', 0.004);
    registry.observe('http_request_duration_seconds', 0.2);
    registry.observe('http_request_duration_seconds', 60);

    const { types, samples } = parse(prometheusText(registry.snapshot()));
    expect(types.get('http_requests_total')).toBe('counter');
    expect(types.get('http_request_duration_seconds')).toBe('histogram');
    expect(valueOf(samples, 'http_requests_total', { route: '/', status: '200' })).toBe(2);
    expect(valueOf(samples, 'http_requests_total', { route: '/games', status: '404' })).toBe(1);
    const bucket = (le: string) => valueOf(samples, 'http_request_duration_seconds_bucket', { le });
    expect(bucket('0.005')).toBe(1);
    expect(bucket('0.25')).toBe(2);
    expect(bucket(String(SECONDS_BUCKETS.at(-1)))).toBe(2);
    expect(bucket('+Inf')).toBe(3);
    expect(valueOf(samples, 'http_request_duration_seconds_count')).toBe(3);
    expect(valueOf(samples, 'http_request_duration_seconds_sum')).toBeCloseTo(60.204);
  });

  it('takes the render path’s reports through the structural sink, and lists its families before any', () => {
    const empty = parse(prometheusText(new MetricsRegistry().snapshot()));
    for (const name of [
      'ssr_cache_hits_total',
      'ssr_cache_misses_total',
      'ssr_cache_stale_total',
      'ssr_render_seconds',
    ])
      expect(empty.types.has(name), name).toBe(true);
    expect(valueOf(empty.samples, 'ssr_render_seconds_count')).toBe(0);

    const registry = new MetricsRegistry();
    const sink: MetricsSink = registry;
    sink.count('ssr_cache_hits_total');
    sink.count('upstream_calls_total', { call: 'mirror' });
    sink.observe?.('ssr_render_seconds', 0.03);
    const { samples } = parse(prometheusText(registry.snapshot()));
    expect(valueOf(samples, 'ssr_cache_hits_total')).toBe(1);
    expect(valueOf(samples, 'upstream_calls_total', { call: 'mirror' })).toBe(1);
    expect(valueOf(samples, 'ssr_render_seconds_count')).toBe(1);
  });

  it('adds up the workers’ counters and histograms, and keeps each worker’s gauge apart', () => {
    const one = new MetricsRegistry();
    const two = new MetricsRegistry();
    one.count('http_requests_total', { route: '/', status: '200' });
    two.count('http_requests_total', { route: '/', status: '200' });
    one.observe('ssr_render_seconds', 0.01);
    two.observe('ssr_render_seconds', 0.02);
    one.gauge('process_resident_memory_bytes', { process: 'worker-1' }, 100);
    two.gauge('process_resident_memory_bytes', { process: 'worker-2' }, 200);

    const { samples } = parse(prometheusText(mergeSnapshots([one.snapshot(), two.snapshot()])));
    expect(valueOf(samples, 'http_requests_total', { route: '/', status: '200' })).toBe(2);
    expect(valueOf(samples, 'ssr_render_seconds_count')).toBe(2);
    expect(valueOf(samples, 'process_resident_memory_bytes', { process: 'worker-1' })).toBe(100);
    expect(valueOf(samples, 'process_resident_memory_bytes', { process: 'worker-2' })).toBe(200);
  });

  it('escapes label values, and drops a name or label the format would refuse instead of throwing', () => {
    const registry = new MetricsRegistry();
    registry.count('upstream_calls_total', { call: 'a "quoted"\\ \nname' });
    registry.count('not a name');
    registry.count('fine_total', { 'bad-label': 'x' });
    registry.observe('ssr_render_seconds', Number.NaN);
    const { samples } = parse(prometheusText(registry.snapshot()));
    expect(valueOf(samples, 'upstream_calls_total', { call: 'a "quoted"\\ \nname' })).toBe(1);
    expect(samples.some((one) => one.name === 'fine_total')).toBe(false);
    expect(valueOf(samples, 'ssr_render_seconds_count')).toBe(0);
  });
});
