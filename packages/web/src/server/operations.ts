// The production server's own endpoints and bookkeeping, in front of the site (siteServer.ts): `/healthz` (the process
// answers), `/readyz` (the built site is loaded and the API answers), `/metrics` (every worker's, in the Prometheus
// text format), one JSON line of log per request and its counts in the metrics.
import { performance } from 'node:perf_hooks';
import type { MetricsRegistry, MetricsSnapshot } from './metrics.ts';
import { PROMETHEUS_CONTENT_TYPE, prometheusText } from './prometheusText.ts';
import { loggedPath, RouteLabels, type RequestLogLine } from './requestLog.ts';

type Fetch = (request: Request, env?: unknown) => Response | Promise<Response>;

export interface ReadinessCheck {
  /** Whether the built site (its index.html) was loaded. */
  readonly assetsLoaded: () => boolean;
  /** Whether the API answers at all (any status): null when the server has no API address configured. */
  readonly apiReachable: () => Promise<boolean | null>;
}

export interface OperationsOptions {
  readonly registry: MetricsRegistry;
  /** Every process's metrics merged (in a cluster, asked of the primary); this process's alone otherwise. */
  readonly allMetrics: () => Promise<MetricsSnapshot>;
  readonly readiness: ReadinessCheck;
  /** The worker's number (cluster.worker.id), 0 outside a cluster. */
  readonly worker: number;
  readonly log: (line: RequestLogLine) => void;
  /** True once the worker is shutting down: answers then close their connection, and `/readyz` says not ready. */
  readonly draining: () => boolean;
  readonly now?: () => number;
}

const NO_STORE = { 'Cache-Control': 'no-store' };

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...NO_STORE },
  });
}

/** The answer with `Connection: close`, so a draining worker's kept-alive sockets end after it. */
function closingConnection(response: Response): Response {
  try {
    response.headers.set('Connection', 'close');
    return response;
  } catch {
    // A redirect's headers are immutable: the same answer, with headers of its own.
    const copy = new Response(response.body, response);
    copy.headers.set('Connection', 'close');
    return copy;
  }
}

/** The site's fetch handler with the operations endpoints in front and every answer logged and counted. */
export function withOperations(site: Fetch, options: OperationsOptions): Fetch {
  const routes = new RouteLabels();
  const now = options.now ?? (() => performance.now());

  const own = async (request: Request, pathname: string): Promise<Response | null> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return null;
    if (pathname === '/healthz') return json({ status: 'ok', worker: options.worker });
    if (pathname === '/readyz') {
      const assets = options.readiness.assetsLoaded();
      const api = await options.readiness.apiReachable();
      const ready = assets && api !== false && !options.draining();
      const checks = { assets, api: api === null ? 'not configured' : api, draining: options.draining() };
      return json({ status: ready ? 'ready' : 'not ready', checks }, ready ? 200 : 503);
    }
    if (pathname === '/metrics') {
      return new Response(prometheusText(await options.allMetrics()), {
        headers: { 'Content-Type': PROMETHEUS_CONTENT_TYPE, ...NO_STORE },
      });
    }
    return null;
  };

  return async (request, env) => {
    const started = now();
    const url = new URL(request.url);
    let response: Response;
    let route: string;
    const ownAnswer = await own(request, url.pathname);
    if (ownAnswer) {
      response = ownAnswer;
      route = url.pathname;
    } else {
      response = await site(request, env);
      route = routes.label(url.pathname, /\.[A-Za-z0-9]+$/.test(url.pathname));
    }
    if (options.draining()) response = closingConnection(response);
    const seconds = (now() - started) / 1000;
    options.registry.count('http_requests_total', { route, status: String(response.status) });
    options.registry.observe('http_request_duration_seconds', seconds);
    options.log({
      time: new Date().toISOString(),
      method: request.method,
      path: loggedPath(url),
      status: response.status,
      durationMs: Math.round(seconds * 10_000) / 10,
      worker: options.worker,
    });
    return response;
  };
}

/** The API answers anything at all within `timeoutMs`; the answer is kept for `keepMs`, so probes cost it once. */
export function apiProbe(apiUrl: string | null, { timeoutMs = 2_000, keepMs = 5_000 } = {}) {
  let kept: { at: number; reachable: Promise<boolean> } | null = null;
  return (): Promise<boolean | null> => {
    if (apiUrl === null) return Promise.resolve(null);
    const at = performance.now();
    if (kept === null || at - kept.at > keepMs) {
      const reachable = fetch(apiUrl, { method: 'GET', signal: AbortSignal.timeout(timeoutMs) }).then(
        async (answer) => {
          await answer.body?.cancel();
          return true;
        },
        () => false,
      );
      kept = { at, reachable };
    }
    return kept.reachable;
  };
}
