// The suite's servers and the build they serve, started side by side under one `webServer` of playwright.config.ts.
// Playwright starts its webServer entries one after another, each once the one before answers: the three APIs waited
// for each other and for nothing, and the build waited for two of them (issue 37). Here each step starts as soon as the
// steps it needs are done: the APIs and both builds at once, each production server once its build and its API are.
//
// playwright.config.ts passes the steps (E2E_STEPS, JSON); this file, run by Node, starts them, prints each one's
// stderr prefixed with its name, and prints READY once every server answers. A step that fails stops them all.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface Step {
  /** Its name, in the log and in another step's `after`. */
  readonly name: string;
  /** A shell command, run in the web package. */
  readonly command: string;
  readonly env?: Readonly<Record<string, string>>;
  /** A server: the address that answers once it is up. A step without one is a command that must end with 0. */
  readonly url?: string;
  /** The steps it waits for: a command's end, a server's first answer. */
  readonly after?: readonly string[];
}

const READY = 'e2e: every server answers';

/** The one webServer entry of playwright.config.ts that runs `steps` side by side. */
export function sideBySide(steps: readonly Step[], timeout: number) {
  const names = new Set(steps.map((step) => step.name));
  for (const step of steps) {
    for (const name of step.after ?? []) {
      if (!names.has(name)) throw new Error(`e2e step ${step.name} waits for ${name}, which is no step`);
    }
  }
  return {
    command: [process.execPath, fileURLToPath(import.meta.url)].map((part) => JSON.stringify(part)).join(' '),
    env: { E2E_STEPS: JSON.stringify(steps) },
    wait: { stdout: new RegExp(READY) },
    timeout,
    reuseExistingServer: false,
    // Playwright's stop is a signal to this process: it stops each step's process group before it ends.
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}

/** Answers at all, as Playwright's webServer check has it: a status below 404. */
async function answers(url: string): Promise<boolean> {
  try {
    const answer = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5_000) });
    await answer.body?.cancel();
    return answer.status < 404;
  } catch {
    return false;
  }
}

/** The steps' processes, each the leader of its own process group (a shell, the node it runs, a cluster's workers). */
const children = new Set<ChildProcess>();
let stopping = false;

function stopAll(code: number): never {
  stopping = true;
  for (const child of children) {
    if (child.pid === undefined || child.exitCode !== null) continue;
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Gone already.
    }
  }
  process.exit(code);
}

function fail(message: string): void {
  if (stopping) return;
  process.stderr.write(`e2e: ${message}\n`);
  stopAll(1);
}

const started = Date.now();
/** When each step was done, in the log: where the start's time goes (issue 37). */
function said(name: string, what: string): void {
  process.stderr.write(`[${name}] ${what} after ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}

async function run(steps: readonly Step[]): Promise<void> {
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => stopAll(0));
  const env = { ...process.env };
  delete env['E2E_STEPS'];

  // As Playwright's own check: a port already answering is another run's server, not ours.
  for (const step of steps) {
    if (step.url && (await answers(step.url))) {
      fail(`${step.url} is already used: make sure nothing runs on that port (E2E_*_PORT move them)`);
    }
  }

  const done = new Map<string, Promise<void>>();
  const start = (step: Step): Promise<void> =>
    (async () => {
      await Promise.all((step.after ?? []).map((name) => done.get(name)));
      const child = spawn(step.command, {
        shell: true,
        detached: true,
        env: { ...env, ...step.env },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      children.add(child);
      child.stderr?.on('data', (chunk: Buffer) => {
        const lines = chunk.toString().replace(/\n$/, '').split('\n');
        process.stderr.write(lines.map((line) => `[${step.name}] ${line}\n`).join(''));
      });
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      if (!step.url) {
        const code = await exited;
        if (code !== 0) fail(`${step.name} ended with ${code}`);
        else said(step.name, 'done');
        return;
      }
      void exited.then((code) => fail(`${step.name} stopped (${code})`));
      const url = step.url;
      while (!(await answers(url))) await new Promise((resume) => setTimeout(resume, 100));
      said(step.name, 'answers');
    })();
  // Every step's promise is in the map before any step looks up the ones it waits for.
  for (const step of steps)
    done.set(
      step.name,
      Promise.resolve().then(() => start(step)),
    );
  await Promise.all(done.values());
  process.stdout.write(`${READY}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  run(JSON.parse(process.env['E2E_STEPS'] ?? '[]') as Step[]).catch((error: unknown) => {
    fail(error instanceof Error ? (error.stack ?? error.message) : String(error));
  });
}
