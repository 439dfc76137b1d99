// Every HTTP request this process sends (the render's calls to the API through axios, and any `fetch`), counted on
// the wire through Node's diagnostics channels: a count no cache or client in the render path can leave out. The
// render path's own `upstream_calls_total{call}` says which calls they were.
import diagnostics from 'node:diagnostics_channel';
import type { MetricsRegistry } from './metrics.ts';

interface NodeClientRequest {
  readonly request?: { readonly host?: string; readonly getHeader?: (name: string) => unknown };
}

interface UndiciRequest {
  readonly request?: { readonly origin?: string | URL };
}

function hostOfOrigin(origin: string | URL | undefined): string {
  if (origin === undefined) return 'unknown';
  try {
    return new URL(String(origin)).host;
  } catch {
    return 'unknown';
  }
}

/** Counts `upstream_requests_total{host}` from now on; returns the function that stops counting. */
export function countUpstreamRequests(registry: Pick<MetricsRegistry, 'count'>): () => void {
  const onNodeRequest = (message: unknown) => {
    const { request } = message as NodeClientRequest;
    const header = request?.getHeader?.('host');
    const host = typeof header === 'string' ? header : (request?.host ?? 'unknown');
    registry.count('upstream_requests_total', { host });
  };
  const onFetch = (message: unknown) => {
    registry.count('upstream_requests_total', {
      host: hostOfOrigin((message as UndiciRequest).request?.origin),
    });
  };
  diagnostics.subscribe('http.client.request.start', onNodeRequest);
  diagnostics.subscribe('undici:request:create', onFetch);
  return () => {
    diagnostics.unsubscribe('http.client.request.start', onNodeRequest);
    diagnostics.unsubscribe('undici:request:create', onFetch);
  };
}
