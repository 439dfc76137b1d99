// What the cluster's primary and its workers say to each other over the IPC channel.
import type { MetricsSnapshot } from './metrics.ts';

export type ClusterMessage =
  /** Primary → worker: finish the requests in flight, accept no more, and exit. */
  | { readonly type: 'shutdown' }
  /** Worker → primary: a `/metrics` request came in; every process's metrics are wanted. */
  | { readonly type: 'metrics:ask'; readonly id: string }
  /** Primary → worker: send your metrics. */
  | { readonly type: 'metrics:read'; readonly id: string }
  /** Worker → primary: this worker's metrics. */
  | { readonly type: 'metrics:snapshot'; readonly id: string; readonly snapshot: MetricsSnapshot }
  /** Primary → worker: every process's metrics, merged. */
  | { readonly type: 'metrics:all'; readonly id: string; readonly snapshot: MetricsSnapshot };

const TYPES = new Set(['shutdown', 'metrics:ask', 'metrics:read', 'metrics:snapshot', 'metrics:all']);

export function isClusterMessage(message: unknown): message is ClusterMessage {
  return (
    typeof message === 'object' && message !== null && TYPES.has(String((message as { type?: unknown }).type))
  );
}
