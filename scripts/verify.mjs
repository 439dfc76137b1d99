#!/usr/bin/env node
// Every check `npm test` runs, all side by side: the three static checks (types, lint, format) are single-threaded,
// the unit tests leave a third of the two cores idle (their files wait on servers, sockets and timers), and the
// browser tests leave cores idle while their servers start and while their last files finish. One after another (the
// checks, then the browser tests) fresh clones here took 0.54 s of wall time per second of CPU on two cores (734-782 s
// for 1,360-1,442 s); side by side 0.515 (664 s for 1,288 s, 755 s for 1,465 s): both cores busy to the end (issue
// 37). The checks' output is printed whole when each ends, between the browser tests' lines; the size budget follows
// the browser tests, whose build it measures.
import { spawn } from 'node:child_process';
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

/** The phase times, last thing printed: every step ran side by side, but the size budget after the browser tests. */
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

/** The browser tests, then the size budget of the build they served, their output streamed as it comes. */
async function browserSteps() {
  // The size budget measures the production build the browser tests built and served (packages/web/dist) instead of
  // building the site a second time.
  const steps = [['test:e2e'], ['test:size', '--', '--dist', path.join(root, 'packages', 'web', 'dist')]];
  for (const [script, ...args] of steps) {
    const started = Date.now();
    const code = await new Promise((resolve) => {
      const child = spawn(pnpm, ['run', script, ...args], {
        cwd: root,
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      child.on('error', (error) => {
        console.error(error.message);
        resolve(1);
      });
      child.on('close', (status) => resolve(status ?? 1));
    });
    report(script, code, started);
    if (code !== 0) return code;
  }
  return 0;
}

const [browser, ...checks] = await Promise.all([
  browserSteps(),
  ...['typecheck', 'lint', 'format:check', 'test:unit'].map(captured),
]);
summary();
if (browser !== 0 || checks.includes(false)) process.exit(browser || 1);
