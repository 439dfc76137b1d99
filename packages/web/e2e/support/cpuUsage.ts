import { appendFileSync, readFileSync, readdirSync } from 'node:fs';

/**
 * Where the browser suite's CPU goes, test by test (issue 37), when E2E_CPU_LOG names a file: each Playwright worker
 * launches its own browser, so the CPU of the worker's process tree (its browser's every process, and the worker
 * itself) during a test is that test's. `node scripts/e2e-cpu.mjs <file>` sums it by spec file. Linux only (/proc);
 * the servers' CPU is shared by every worker and not counted.
 */
export const CPU_LOG = process.env['E2E_CPU_LOG'] ?? '';

const TICKS_PER_SECOND = 100;

/**
 * CPU seconds of the processes below `root` (not `root` itself): each live one's own time and that of its children
 * that ended and were waited for (a closed page's renderer, counted in the browser's or the zygote's).
 */
function descendantsCpu(root: number): number {
  const children = new Map<number, number[]>();
  const cpu = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended while read
    }
    // After the command's name, in parentheses the name itself may contain: state, ppid, … utime is the 14th field.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const pid = Number(entry);
    const parent = Number(fields[1]);
    const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
    cpu.set(pid, ticks / TICKS_PER_SECOND);
    const siblings = children.get(parent);
    if (siblings) siblings.push(pid);
    else children.set(parent, [pid]);
  }
  let total = 0;
  const walk = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      total += cpu.get(child) ?? 0;
      walk(child);
    }
  };
  walk(root);
  return total;
}

/** The worker's own CPU and its browser's, in seconds. */
export function workerCpu(): { readonly worker: number; readonly browser: number } {
  const { user, system } = process.cpuUsage();
  return { worker: (user + system) / 1e6, browser: descendantsCpu(process.pid) };
}

/** One line of the log: the test's file, title and CPU seconds in the worker and its browser. */
export function logCpu(file: string, title: string, before: ReturnType<typeof workerCpu>): void {
  const after = workerCpu();
  const line = {
    file,
    title,
    worker: +(after.worker - before.worker).toFixed(2),
    browser: +(after.browser - before.browser).toFixed(2),
  };
  appendFileSync(CPU_LOG, `${JSON.stringify(line)}\n`);
}
