// A cluster made of the production server's primary and worker parts around a tiny HTTP server, for cluster.test.ts
// (run by Node directly). Every event is a JSON line on stdout. A worker answers `/` at once, `/metrics` with every
// worker's metrics, and holds `/slow` until it is asked to stop, so a test can prove a request in flight is finished.
import cluster from 'node:cluster';
import http from 'node:http';
import { RestartBackoff, runPrimary } from '../clusterPrimary.ts';
import { serveAsWorker } from '../clusterWorker.ts';
import { MetricsRegistry } from '../metrics.ts';
import { prometheusText } from '../prometheusText.ts';

const print = (event: Readonly<Record<string, unknown>>) => console.log(JSON.stringify(event));

if (cluster.isPrimary) {
  runPrimary({
    workers: Number(process.env['WORKERS'] ?? 2),
    shutdownDeadlineMs: 60_000,
    backoff: new RestartBackoff({ baseMs: 10 }),
    log: print,
  });
} else {
  const worker = cluster.worker?.id ?? 0;
  const registry = new MetricsRegistry();
  const held: (() => void)[] = [];
  let control: ReturnType<typeof serveAsWorker> | null = null;
  const server = http.createServer((request, response) => {
    registry.count('fixture_requests_total', { worker: String(worker) });
    if (request.url === '/slow') {
      print({ event: 'slow-started', worker });
      held.push(() => response.end('finished'));
      return;
    }
    if (request.url === '/metrics') {
      void control?.allMetrics().then((snapshot) => response.end(prometheusText(snapshot)));
      return;
    }
    response.end(`worker ${worker}`);
  });
  server.listen(Number(process.env['PORT'] ?? 0), '127.0.0.1', () => {
    const address = server.address();
    print({ event: 'port', worker, port: typeof address === 'object' && address ? address.port : null });
  });
  control = serveAsWorker({
    server,
    registry,
    worker,
    deadlineMs: 60_000,
    channel: process,
    log: (event) => {
      print(event);
      // The held requests are answered only once the worker is stopping: they are in flight when it begins.
      if (event['event'] === 'worker-draining') for (const release of held.splice(0)) release();
    },
  });
}
