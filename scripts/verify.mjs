#!/usr/bin/env node
// Every check `npm test` runs. The three static checks (types, lint, format) are single-threaded and the unit tests
// leave a third of the two cores idle (their files wait on servers, sockets and timers): all four run side by side,
// each one's output printed whole when it ends (one after another, 150 s -> 131 s of wall time for the same CPU). Then
// the browser tests and the size budget, one after the other, each using the machine's cores itself.
import { spawn, spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import { steadyBenchmarkIndex } from './lib/benchmarkIndex.mjs';

const root = path.resolve(import.meta.dirname, '..');
const pnpm = process.platform === 'win32' ? 'pnpm.cmd' : 'pnpm';

const begun = Date.now();
// The suite is CPU-bound: the same tree's browser tests took 6.5 min one day and 17 min another on this kind of machine
// (issue 37). The machine's speed and load, measured before anything starts, say which kind of day a run had.
const machine = `benchmark index ${steadyBenchmarkIndex()} (Lighthouse's CPU loops, in Node), load average ${loadavg()
  .map((load) => load.toFixed(1))
  .join(' ')}`;
console.log(`Machine: ${machine}\n`);
/** Each step's outcome and time, printed again together at the end (or at the first failure). */
const phases = [];
// `npm test` (scripts/bootstrap.mjs) installs first and says how long that took.
const installSeconds = process.env.VERIFY_INSTALL_SECONDS;
if (installSeconds)
  phases.push(`${'install'.padEnd(14)} ${'done'.padEnd(16)} ${installSeconds.padStart(7)} s`);

/** One line per step: whether it passed, and how long it took. */
function report(script, code, started) {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const outcome = code === 0 ? 'passed' : `failed (exit ${code})`;
  phases.push(`${script.padEnd(14)} ${outcome.padEnd(16)} ${seconds.padStart(7)} s`);
  console.log(`${script}: ${outcome} in ${seconds} s\n`);
}

/** The phase times, last thing printed: the static checks and the unit tests ran side by side, the rest one after another. */
function summary() {
  const total = ((Date.now() - begun) / 1000 + Number(installSeconds ?? 0)).toFixed(1);
  console.log(
    `Machine: ${machine}\nPhase times:\n${phases.map((line) => `  ${line}`).join('\n')}\n  ${'all'.padEnd(31)} ${total.padStart(7)} s`,
  );
}

function captured(script) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(pnpm, ['run', script], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      process.stdout.write(Buffer.concat(output));
      report(script, code, started);
      resolve(code === 0);
    });
  });
}

const checks = await Promise.all(['typecheck', 'lint', 'format:check', 'test:unit'].map(captured));
if (checks.includes(false)) {
  summary();
  process.exit(1);
}

// The size budget measures the production build the browser tests built and served (packages/web/dist) instead of
// building the site a second time.
const steps = [['test:e2e'], ['test:size', '--', '--dist', path.join(root, 'packages', 'web', 'dist')]];
for (const [script, ...args] of steps) {
  const started = Date.now();
  const result = spawnSync(pnpm, ['run', script, ...args], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  report(script, result.status, started);
  if (result.status !== 0) {
    summary();
    process.exit(result.status ?? 1);
  }
}
summary();
