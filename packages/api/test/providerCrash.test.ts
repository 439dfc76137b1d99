import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE_NAME } from '../src/config.ts';
import { tempDataDir } from './support/api.ts';
import { HttpClient } from './support/http.ts';

/**
 * Issue 33, item 3: a slot spin cut by a crash was never finished (its stake stayed debited, with no credit and no
 * rollback). The API runs as a child process on a file database; a player spins several rounds at once, the process
 * is killed with SIGKILL while spins are in flight, and it is started again, four times. At the end every stake the
 * wallet took is either paid out (credited) or returned (rolled back). The time goes to starting the process, so the
 * cuts come from more spins in flight at each kill rather than from more kills.
 */
const MAIN = path.resolve(import.meta.dirname, '../src/main.ts');
const ROUNDS = 4;
const IN_FLIGHT = 12;
/** Spins answered before the kill: enough that the others are somewhere inside theirs. */
const ANSWERED_BEFORE_KILL = 4;

const data = tempDataDir();
const children: ChildProcess[] = [];
afterAll(async () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await once(child, 'exit');
    }
  data.remove();
});

interface Running {
  readonly child: ChildProcess;
  readonly api: HttpClient;
  readonly provider: HttpClient;
  readonly lines: string[];
}

/** Starts `node src/main.ts` on the test's data folder and waits for its address lines. */
async function start(): Promise<Running> {
  const child = spawn(
    process.execPath,
    [MAIN, '--port', '0', '--provider-port', '0', '--data-dir', data.dir, '--scrypt-cost', '1024'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  children.push(child);
  const lines: string[] = [];
  const reader = createInterface({ input: child.stdout! });
  let api = '';
  let provider = '';
  await new Promise<void>((resolve, reject) => {
    child.once('exit', () => reject(new Error(`the API did not start: ${lines.join('\n')}`)));
    reader.on('line', (line) => {
      lines.push(line);
      api ||= /^API listening on (\S+)$/.exec(line)?.[1] ?? '';
      provider ||= /game provider at (\S+)$/.exec(line)?.[1] ?? '';
      // The rounds the last stop cut are told after the addresses, the demo logins after them.
      if (api && provider && line.includes('demo login')) resolve();
    });
  });
  if (!api || !provider) throw new Error(`the API did not start: ${lines.join('\n')}`);
  return { child, api: new HttpClient(api), provider: new HttpClient(provider), lines };
}

/** rich@example.com (USD) launches a slot for real money; the launch's token plays it. */
async function launch(running: Running): Promise<string> {
  const login = await running.api.post('/api/v2/auth/login/email/password', {
    email: 'rich@example.com',
    password: 'demo12345',
  });
  const answer = await running.api.post(
    '/games/launch',
    {
      slug: 'sky-forge',
      mode: 'play',
      locale: 'en',
      return_url: 'http://localhost:5173/games/slots/sky-forge/play',
    },
    { token: login.body['token'] },
  );
  if (answer.status !== 200) throw new Error(`launch: ${answer.status} ${answer.text}`);
  return new URL(answer.body['data']['url']).searchParams.get('token') ?? '';
}

/** Spins on IN_FLIGHT lanes until the process dies; resolves when the kill is done. */
async function spinUntilKilled(running: Running, token: string): Promise<number> {
  let answered = 0;
  let killed = false;
  const kill = () => {
    if (killed) return;
    killed = true;
    running.child.kill('SIGKILL');
  };
  const lane = async () => {
    while (!killed) {
      const answer = await running.provider.post('/api/spin', { token, stake_minor: 10 }).catch(() => null);
      if (!answer || answer.status !== 200) break;
      answered += 1;
      if (answered >= ANSWERED_BEFORE_KILL) kill();
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
  kill();
  if (running.child.exitCode === null && running.child.signalCode === null) await once(running.child, 'exit');
  return answered;
}

describe('a provider round cut by kill -9 (issue 33)', () => {
  it('ends, after four kills and restarts, with every stake paid out or returned', async () => {
    let answered = 0;
    let recoveredLines = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const running = await start();
      recoveredLines += running.lines.filter((line) => line.includes('rounds cut by the last stop')).length;
      answered += await spinUntilKilled(running, await launch(running));
    }
    const last = await start();
    recoveredLines += last.lines.filter((line) => line.includes('rounds cut by the last stop')).length;
    last.child.kill('SIGTERM');
    await once(last.child, 'exit');

    const db = new DatabaseSync(path.join(data.dir, DATABASE_FILE_NAME), { readOnly: true });
    try {
      const debits = db
        .prepare("SELECT round_id, status FROM wallet_transactions WHERE kind = 'debit'")
        .all() as { round_id: string; status: string }[];
      const credited = new Set(
        (
          db.prepare("SELECT round_id FROM wallet_transactions WHERE kind = 'credit'").all() as {
            round_id: string;
          }[]
        ).map((row) => row.round_id),
      );
      const unsettled = debits.filter((row) => row.status !== 'rolled_back' && !credited.has(row.round_id));
      const open = db
        .prepare(
          "SELECT COUNT(*) AS n FROM provider_rounds WHERE mode = 'play' AND status IN ('open', 'played')",
        )
        .get() as { n: number };
      expect(answered).toBeGreaterThanOrEqual(ROUNDS * ANSWERED_BEFORE_KILL);
      expect(debits.length).toBeGreaterThan(answered);
      expect({ unsettled: unsettled.map((row) => row.round_id), open: open.n }).toEqual({
        unsettled: [],
        open: 0,
      });
      // The stops did cut rounds, and the starts after them finished those.
      expect(recoveredLines).toBeGreaterThan(0);
    } finally {
      db.close();
    }
  }, 180_000);
});
