// Prints how long the core's unit suite takes: `vitest run --project core` a few times, wall time per run and a
// summary. Figures only; nothing here passes or fails on speed. Usage: pnpm bench:core [--runs N]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const root = path.resolve(import.meta.dirname, '..');
const vitestBin = path.join(
  path.dirname(createRequire(path.join(root, 'package.json')).resolve('vitest/package.json')),
  'vitest.mjs',
);

function runsWanted(argv) {
  const index = argv.indexOf('--runs');
  const value = Number(index === -1 ? (process.env.BENCH_RUNS ?? 5) : argv[index + 1]);
  return Number.isInteger(value) && value > 0 && value <= 50 ? value : 5;
}

const reportDir = mkdtempSync(path.join(os.tmpdir(), 'bench-core-'));
const reportFile = path.join(reportDir, 'report.json');

function runOnce() {
  rmSync(reportFile, { force: true });
  const started = performance.now();
  const args = [vitestBin, 'run', '--project', 'core', '--reporter=json', `--outputFile=${reportFile}`];
  const child = spawnSync(process.execPath, args, {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    maxBuffer: 64 * 1024 * 1024,
  });
  const wallMs = performance.now() - started;
  let tests = '?';
  try {
    const report = JSON.parse(readFileSync(reportFile, 'utf8'));
    tests = `${report.numPassedTests}/${report.numTotalTests}`;
  } catch {
    // No JSON report: vitest could not start; the status column says so.
  }
  return { wallMs, tests, ok: child.status === 0, stderr: child.stderr };
}

const round = (ms) => Math.round(ms).toLocaleString('en-US');
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const runs = runsWanted(process.argv.slice(2));
console.log(`core suite, ${runs} runs of vitest run --project core (node ${process.version})\n`);
console.log('run | wall ms | tests passed | status');
console.log('----|---------|--------------|-------');
const results = [];
for (let index = 1; index <= runs; index += 1) {
  const result = runOnce();
  results.push(result);
  console.log(
    `${String(index).padStart(3)} | ${round(result.wallMs).padStart(7)} | ${result.tests.padStart(12)} | ${result.ok ? 'ok' : 'failed'}`,
  );
}
const walls = results.map((result) => result.wallMs);
console.log(
  `\nwall ms: min ${round(Math.min(...walls))}, median ${round(median(walls))}, max ${round(Math.max(...walls))}` +
    ' (the first run may include a cold transform cache)',
);
rmSync(reportDir, { recursive: true, force: true });
const failed = results.find((result) => !result.ok);
if (failed) {
  console.error(`\nat least one run failed; its stderr:\n${failed.stderr.slice(-2000)}`);
  process.exitCode = 1;
}
