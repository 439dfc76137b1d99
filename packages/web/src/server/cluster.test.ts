// @vitest-environment node
// The production server's process model, on a real cluster (testing/clusterFixture.ts run by Node): a worker that is
// killed is started again, and a stop on SIGTERM lets the request in flight finish before the process exits. Every
// wait is on an event the processes print, never on time.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const FIXTURE = path.join(import.meta.dirname, 'testing', 'clusterFixture.ts');
type Event = Record<string, unknown>;

interface Cluster {
  readonly child: ChildProcess;
  /** Resolves with the first event, past or to come, that `matches`. */
  readonly next: (matches: (event: Event) => boolean) => Promise<Event>;
  readonly exited: Promise<number | null>;
}

const started: ChildProcess[] = [];

function startCluster(workers: number): Cluster {
  const child = spawn(process.execPath, [FIXTURE], {
    env: { ...process.env, WORKERS: String(workers) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  started.push(child);
  const events: Event[] = [];
  const waiters: { matches: (event: Event) => boolean; resolve: (event: Event) => void }[] = [];
  let buffered = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      const event = JSON.parse(line) as Event;
      events.push(event);
      for (const waiter of waiters.filter((one) => one.matches(event))) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(event);
      }
    }
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const next = (matches: (event: Event) => boolean) => {
    const seen = events.find(matches);
    return seen ? Promise.resolve(seen) : new Promise<Event>((resolve) => waiters.push({ matches, resolve }));
  };
  return { child, next, exited };
}

function get(port: number, pathName: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: pathName, agent: false }, (response) => {
        let body = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

const is =
  (name: string, more: Event = {}) =>
  (event: Event) =>
    event['event'] === name && Object.entries(more).every(([key, value]) => event[key] === value);

afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

describe('the production server cluster', () => {
  it('starts a worker again when one is killed, and keeps serving', { timeout: 120_000 }, async () => {
    const cluster = startCluster(2);
    const first = await cluster.next(is('worker-listening', { worker: 1 }));
    await cluster.next(is('worker-listening', { worker: 2 }));
    const { port } = await cluster.next(is('port'));

    process.kill(first['pid'] as number, 'SIGKILL');
    const exited = await cluster.next(is('worker-exited', { worker: 1 }));
    expect(exited['signal']).toBe('SIGKILL');
    await cluster.next(is('worker-restarting'));
    const replacement = await cluster.next(is('worker-listening', { worker: 3 }));
    expect(replacement['pid']).not.toBe(first['pid']);

    expect((await get(port as number, '/')).status).toBe(200);
    const metrics = await get(port as number, '/metrics');
    expect(metrics.body).toMatch(/^cluster_worker_restarts_total 1$/m);
    expect(metrics.body).toMatch(/^cluster_workers 2$/m);
  });

  it('finishes a request in flight on SIGTERM, then exits cleanly', { timeout: 120_000 }, async () => {
    const cluster = startCluster(1);
    await cluster.next(is('worker-listening', { worker: 1 }));
    const { port } = await cluster.next(is('port'));

    const answer = get(port as number, '/slow');
    await cluster.next(is('slow-started'));
    cluster.child.kill('SIGTERM');

    // The request was in flight when the stop began (the fixture answers it only once the worker drains).
    await expect(answer).resolves.toEqual({ status: 200, body: 'finished' });
    await cluster.next(is('worker-drained', { worker: 1 }));
    expect(await cluster.next(is('stopped'))).toMatchObject({ clean: true });
    expect(await cluster.exited).toBe(0);
  });
});
