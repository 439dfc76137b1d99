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

/**
 * Runs one step and reports it. A check's output (`captured`) is printed whole when it ends, so that steps running side
 * by side do not interleave their lines; the browser tests' streams as it comes. Answers the step's exit code.
 */
function runStep(script, args = [], { captured = false } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const output = captured ? 'pipe' : 'inherit';
    const child = spawn(pnpm, ['run', script, ...args], { cwd: root, stdio: ['ignore', output, output] });
    const chunks = [];
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    let ended = false;
    const end = (code) => {
      if (ended) return;
      ended = true;
      process.stdout.write(Buffer.concat(chunks));
      report(script, code, started);
      resolve(code);
    };
    // A step that cannot start says why and fails; `close` may follow `error` or not.
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      end(1);
    });
    child.on('close', (code) => end(code ?? 1));
  });
}

/** The browser tests, then the size budget of the build they served. */
async function browserSteps() {
  // The size budget measures the production build the browser tests built and served (packages/web/dist) instead of
  // building the site a second time.
  const code = await runStep('test:e2e');
  return code === 0
    ? runStep('test:size', ['--', '--dist', path.join(root, 'packages', 'web', 'dist')])
    : code;
}

const [browser, ...checks] = await Promise.all([
  browserSteps(),
  ...['typecheck', 'lint', 'format:check', 'test:unit'].map((script) =>
    runStep(script, [], { captured: true }),
  ),
]);
summary();
if (browser !== 0 || checks.some((code) => code !== 0)) process.exit(browser || 1);
