// A serving process's side of the cluster: it stops gracefully when the primary asks (or on its own SIGTERM/SIGINT, or
// when the primary is gone), and it answers the primary's requests for its metrics. Outside a cluster (no IPC channel)
// it still stops gracefully on a signal, and its metrics are its own.
import type { Server } from 'node:http';
import { isClusterMessage, type ClusterMessage } from './clusterMessages.ts';
import type { MetricsRegistry, MetricsSnapshot } from './metrics.ts';

export interface WorkerOptions {
  readonly server: Pick<Server, 'close' | 'closeIdleConnections' | 'closeAllConnections'>;
  readonly registry: MetricsRegistry;
  /** The worker's number (cluster.worker.id), 0 outside a cluster. */
  readonly worker: number;
  /** How long the requests in flight may take once stopping began, before their connections are cut. */
  readonly deadlineMs: number;
  readonly log: (event: Readonly<Record<string, unknown>>) => void;
  /** The channel to the primary: `process` in a cluster worker, none outside one. */
  readonly channel?: Pick<NodeJS.Process, 'on' | 'send' | 'connected'>;
  readonly exit?: (code: number) => void;
}

export interface WorkerControl {
  /** True once the worker is stopping: `/readyz` then answers not ready, answers close their connection. */
  readonly draining: () => boolean;
  /** Every process's metrics, merged by the primary; this process's own when there is no primary to ask. */
  readonly allMetrics: () => Promise<MetricsSnapshot>;
  readonly stop: (reason: string) => void;
}

function withMemory(registry: MetricsRegistry, worker: number): MetricsSnapshot {
  registry.gauge('process_resident_memory_bytes', { process: `worker-${worker}` }, process.memoryUsage.rss());
  return registry.snapshot();
}

export function serveAsWorker(options: WorkerOptions): WorkerControl {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const channel = options.channel;
  const waiting = new Map<string, (snapshot: MetricsSnapshot) => void>();
  let draining = false;
  let asked = 0;

  const stop = (reason: string) => {
    if (draining) return;
    draining = true;
    options.log({ event: 'worker-draining', worker: options.worker, reason });
    // No new connection is accepted; the idle kept-alive ones end now, the busy ones after their answer.
    options.server.close(() => {
      options.log({ event: 'worker-drained', worker: options.worker });
      exit(0);
    });
    options.server.closeIdleConnections();
    setTimeout(() => {
      options.log({ event: 'worker-deadline', worker: options.worker });
      options.server.closeAllConnections();
      exit(1);
    }, options.deadlineMs).unref();
  };

  const send = (message: ClusterMessage) => {
    if (channel?.connected) channel.send?.(message);
  };

  channel?.on('message', (message: unknown) => {
    if (!isClusterMessage(message)) return;
    if (message.type === 'shutdown') stop('asked by the primary');
    if (message.type === 'metrics:read')
      send({
        type: 'metrics:snapshot',
        id: message.id,
        snapshot: withMemory(options.registry, options.worker),
      });
    if (message.type === 'metrics:all') {
      waiting.get(message.id)?.(message.snapshot);
      waiting.delete(message.id);
    }
  });
  channel?.on('disconnect', () => stop('the primary is gone'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  const allMetrics = (): Promise<MetricsSnapshot> => {
    if (!channel?.connected) return Promise.resolve(withMemory(options.registry, options.worker));
    asked += 1;
    const id = `${options.worker}-${asked}`;
    return new Promise((resolve) => {
      // The primary answers without a worker that is slow; should the primary itself not answer, this one's own.
      const timer = setTimeout(() => {
        waiting.delete(id);
        resolve(withMemory(options.registry, options.worker));
      }, 5_000);
      waiting.set(id, (snapshot) => {
        clearTimeout(timer);
        resolve(snapshot);
      });
      send({ type: 'metrics:ask', id });
    });
  };

  return { draining: () => draining, allMetrics, stop };
}
