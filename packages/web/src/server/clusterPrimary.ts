// The production server's primary process (node:cluster): a worker per core, each serving the site on the shared
// port; a worker that dies is started again after a back-off that grows while workers keep dying young, so a crash
// loop does not spin; SIGTERM or SIGINT asks every worker to finish what it is answering and stop, and kills the ones
// still there at the deadline. It also merges the workers' metrics when one of them is asked for `/metrics`.
import cluster, { type Worker } from 'node:cluster';
import { MetricsRegistry, mergeSnapshots, type MetricsSnapshot } from './metrics.ts';
import { isClusterMessage, type ClusterMessage } from './clusterMessages.ts';

/** How long a stopping server lets the requests in flight finish (SHUTDOWN_DEADLINE_MS). */
export function shutdownDeadlineMs(env: NodeJS.ProcessEnv): number {
  const value = Number(env['SHUTDOWN_DEADLINE_MS']);
  return Number.isInteger(value) && value > 0 ? value : 10_000;
}

/** How long to wait before starting a worker again: doubling with each worker that died young, up to a ceiling. */
export class RestartBackoff {
  readonly #baseMs: number;
  readonly #maxMs: number;
  readonly #stableMs: number;
  #streak = 0;

  constructor({ baseMs = 100, maxMs = 30_000, stableMs = 30_000 } = {}) {
    this.#baseMs = baseMs;
    this.#maxMs = maxMs;
    this.#stableMs = stableMs;
  }

  /** The delay before starting again a worker that lived `livedMs`; one that lived `stableMs` starts a new streak. */
  next(livedMs: number): number {
    if (livedMs >= this.#stableMs) this.#streak = 0;
    this.#streak += 1;
    return Math.min(this.#maxMs, this.#baseMs * 2 ** (this.#streak - 1));
  }
}

export interface PrimaryOptions {
  readonly workers: number;
  /** How long a worker may take to finish its requests once asked to stop, before it is killed. */
  readonly shutdownDeadlineMs: number;
  readonly backoff?: RestartBackoff;
  /** Where the primary's events go, one JSON object each (started, exited, restarting, stopping, stopped). */
  readonly log: (event: Readonly<Record<string, unknown>>) => void;
  readonly exit?: (code: number) => void;
  /** How long to wait for a worker's metrics before answering without them. */
  readonly metricsWaitMs?: number;
}

/** Starts the workers and keeps them running until a signal; returns the stop it runs on SIGTERM and SIGINT. */
export function runPrimary(options: PrimaryOptions): { readonly stop: (reason: string) => void } {
  const backoff = options.backoff ?? new RestartBackoff();
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const registry = new MetricsRegistry();
  const startedAt = new Map<number, number>();
  const restarts = new Set<NodeJS.Timeout>();
  let stopping = false;
  /** Set when a worker did not stop cleanly (killed at the deadline, or failed): the primary's exit code says so. */
  let unclean = false;

  const start = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
    worker.on('message', (message: unknown) => {
      if (isClusterMessage(message)) answer(worker, message);
    });
    worker.once('listening', () =>
      options.log({ event: 'worker-listening', worker: worker.id, pid: worker.process.pid }),
    );
    options.log({ event: 'worker-started', worker: worker.id, pid: worker.process.pid });
  };

  const alive = () =>
    Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);

  /** Every worker's snapshot and the primary's own, merged; a worker that does not answer in time is left out. */
  const collect = (): Promise<MetricsSnapshot> => {
    registry.gauge('cluster_workers', {}, alive().length);
    registry.gauge('process_resident_memory_bytes', { process: 'primary' }, process.memoryUsage.rss());
    const asked = alive().map(
      (worker) =>
        new Promise<MetricsSnapshot | null>((resolve) => {
          const id = `${Date.now()}-${Math.random()}`;
          const timer = setTimeout(() => done(null), options.metricsWaitMs ?? 1_000);
          const onMessage = (message: unknown) => {
            if (isClusterMessage(message) && message.type === 'metrics:snapshot' && message.id === id)
              done(message.snapshot);
          };
          const done = (snapshot: MetricsSnapshot | null) => {
            clearTimeout(timer);
            worker.off('message', onMessage);
            worker.off('exit', gone);
            resolve(snapshot);
          };
          const gone = () => done(null);
          worker.on('message', onMessage);
          worker.once('exit', gone);
          send(worker, { type: 'metrics:read', id });
        }),
    );
    return Promise.all(asked).then((snapshots) =>
      mergeSnapshots([
        registry.snapshot(),
        ...snapshots.filter((one): one is MetricsSnapshot => one !== null),
      ]),
    );
  };

  const answer = (worker: Worker, message: ClusterMessage) => {
    if (message.type !== 'metrics:ask') return;
    void collect().then((snapshot) => send(worker, { type: 'metrics:all', id: message.id, snapshot }));
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? Date.now());
    startedAt.delete(worker.id);
    options.log({ event: 'worker-exited', worker: worker.id, pid: worker.process.pid, code, signal });
    if (stopping) {
      if (code !== 0) unclean = true;
      if (alive().length === 0) {
        options.log({ event: 'stopped', clean: !unclean });
        exit(unclean ? 1 : 0);
      }
      return;
    }
    const delayMs = backoff.next(lived);
    registry.count('cluster_worker_restarts_total');
    options.log({ event: 'worker-restarting', delayMs });
    const timer = setTimeout(() => {
      restarts.delete(timer);
      if (!stopping) start();
    }, delayMs);
    restarts.add(timer);
  });

  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    for (const timer of restarts) clearTimeout(timer);
    const workers = alive();
    options.log({ event: 'stopping', reason, workers: workers.length });
    if (workers.length === 0) {
      options.log({ event: 'stopped' });
      exit(0);
      return;
    }
    for (const worker of workers) send(worker, { type: 'shutdown' });
    // The workers keep their own deadline; this one is for a worker stuck past it.
    setTimeout(() => {
      for (const worker of alive()) worker.process.kill('SIGKILL');
    }, options.shutdownDeadlineMs + 1_000).unref();
  };

  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  for (let index = 0; index < options.workers; index += 1) start();
  return { stop };
}

function send(worker: Worker, message: ClusterMessage): void {
  if (worker.isConnected()) worker.send(message);
}
