// The core test suite's wall time, by scripts/bench-core.mjs (which runs it a few times and prints a median).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './paths.mjs';

/** Resolves with the median wall time in ms and whether every run passed; null figures when it printed none. */
export async function coreSuiteTime(runs) {
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'scripts', 'bench-core.mjs'), '--runs', String(runs)],
    {
      cwd: ROOT,
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk) => (output += chunk));
  const code = await new Promise((resolve) => child.once('exit', resolve));
  const median = /median ([\d,]+)/.exec(output);
  const tests = [...output.matchAll(/\|\s+(\d+\/\d+)\s+\|/g)].at(-1)?.[1] ?? null;
  return {
    medianMs: median ? Number(median[1].replaceAll(',', '')) : null,
    tests,
    passed: code === 0,
    output,
  };
}
