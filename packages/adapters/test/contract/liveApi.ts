import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { LONGEST_WAIT_MS } from '../../../../tools/vitest/hangLimits.ts';

/**
 * The local reference API run as its own process, the way a developer starts it, so the contract suite shares nothing
 * with it but HTTP. Development controls (`/__dev/*`) are read with plain fetch: they drive the server, they are not
 * the contract under test.
 */

const API_MAIN = path.resolve(import.meta.dirname, '../../../api/src/main.ts');
const LISTENING = /^API listening on (http:\/\/\S+)$/;
/**
 * How long the API may take to say it listens before its start counts as failed (the child is stopped and the error
 * says so): within the suite's hook limit (tools/vitest/hangLimits.ts), not a speed check. Fifteen seconds were too
 * few for twelve files' APIs starting beside the static checks and the browser suite on a busy machine.
 */
const START_TIMEOUT_MS = LONGEST_WAIT_MS;
/** Low scrypt cost: registrations and logins take microseconds instead of tens of milliseconds. */
const TEST_SCRYPT_COST = '1024';

export interface OutboxEntry {
  readonly id: number;
  readonly channel: 'email' | 'sms';
  readonly to: string;
  readonly subject: string;
  readonly body: string;
  readonly code: string | null;
  readonly link: string | null;
  readonly created_at: string;
}

export interface TrackingRecord {
  readonly id: number;
  readonly kind: string;
  readonly player_id: number | null;
  readonly data: Record<string, unknown>;
}

export interface StoredEvent {
  readonly event: string;
  readonly distinct_id: string | null;
  readonly properties: Record<string, unknown>;
  readonly $set: Record<string, unknown> | null;
}

export interface DevConfig {
  readonly blockedCountries?: readonly string[];
  readonly defaultCountry?: string;
  readonly mirrorNewLink?: string | null;
  readonly redirectTarget?: string | null;
  readonly sso?: string | null;
}

export interface LiveApi {
  readonly url: string;
  /** Everything the server printed after its first line, for a failing test's report. */
  readonly log: readonly string[];
  /** Messages sent to an address, newest first. */
  outbox(to: string): Promise<OutboxEntry[]>;
  /** The code of the newest message to an address; fails the test when there is none. */
  latestCode(to: string): Promise<string>;
  configure(config: DevConfig): Promise<void>;
  advanceClock(seconds: number): Promise<void>;
  /** The provider confirms an invoice (`POST /__dev/invoices/{id}/pay`); answers the HTTP status. */
  payInvoice(id: string): Promise<number>;
  tracking(kind: string): Promise<TrackingRecord[]>;
  /** Analytics events stored under /ingest, newest first. */
  events(): Promise<StoredEvent[]>;
  /** A one-use simple-auth token (§4) for a player. */
  simpleAuthToken(email: string): Promise<string>;
  /** A contract GET answered as raw JSON, to hold the adapters' parsed values against what the wire carried. */
  wire(route: string, token: string | null): Promise<unknown>;
  stop(): Promise<void>;
}

async function devCall<T>(url: string, init?: { method: 'POST'; body?: unknown }): Promise<T> {
  const response = await fetch(url, {
    method: init?.method ?? 'GET',
    headers: { 'content-type': 'application/json' },
    body: init?.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

function waitForUrl(child: ChildProcess, log: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the API did not start in time')), START_TIMEOUT_MS);
    const stderr: string[] = [];
    child.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk.toString('utf8')));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the API exited with ${code}: ${stderr.join('')}`));
    });
    let first = true;
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (!first) {
        log.push(line);
        return;
      }
      first = false;
      const match = LISTENING.exec(line);
      clearTimeout(timer);
      if (match?.[1]) resolve(match[1]);
      else reject(new Error(`unexpected first line from the API: ${line}`));
    });
  });
}

/**
 * Starts `packages/api/src/main.ts --port 0 --dev --data-dir :memory:` on this Node, plus `flags`; a file registers
 * more players from one address than a person would, so that limit is raised.
 */
export async function startLiveApi(flags: readonly string[] = []): Promise<LiveApi> {
  const child = spawn(
    process.execPath,
    [
      API_MAIN,
      ...['--port', '0', '--dev', '--data-dir', ':memory:', '--scrypt-cost', TEST_SCRYPT_COST],
      ...['--register-limit-per-address', '100000', ...flags],
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  // A test run that dies without afterAll must not leave a server behind.
  const killOnExit = () => child.kill();
  process.once('exit', killOnExit);
  const log: string[] = [];
  let url: string;
  try {
    url = await waitForUrl(child, log);
  } catch (error) {
    child.kill();
    throw error;
  }
  const dev = (route: string) => `${url}/__dev${route}`;

  return {
    url,
    log,
    outbox: async (to) =>
      (await devCall<{ data: OutboxEntry[] }>(dev(`/outbox?to=${encodeURIComponent(to)}`))).data,
    latestCode: async (to) => {
      const [newest] = (
        await devCall<{ data: OutboxEntry[] }>(dev(`/outbox?to=${encodeURIComponent(to)}&limit=1`))
      ).data;
      if (!newest?.code) throw new Error(`no code in the outbox for ${to}`);
      return newest.code;
    },
    configure: async (config) => {
      await devCall(dev('/config'), { method: 'POST', body: config });
    },
    advanceClock: async (seconds) => {
      await devCall(dev('/clock'), { method: 'POST', body: { advance_seconds: seconds } });
    },
    payInvoice: async (id) => {
      const response = await fetch(dev(`/invoices/${encodeURIComponent(id)}/pay`), { method: 'POST' });
      await response.body?.cancel();
      return response.status;
    },
    tracking: async (kind) =>
      (await devCall<{ data: TrackingRecord[] }>(dev(`/tracking?kind=${encodeURIComponent(kind)}`))).data,
    events: async () => (await devCall<{ data: StoredEvent[] }>(dev('/events'))).data,
    simpleAuthToken: async (email) =>
      (await devCall<{ data: { token: string } }>(dev('/simple-auth'), { method: 'POST', body: { email } }))
        .data.token,
    wire: async (route, token) => {
      const response = await fetch(`${url}${route}`, {
        headers: token === null ? {} : { authorization: `Bearer ${token}` },
      });
      if (!response.ok) throw new Error(`GET ${route}: HTTP ${response.status}`);
      return (await response.json()) as unknown;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        process.off('exit', killOnExit);
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
