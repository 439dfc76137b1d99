#!/usr/bin/env node
// Sums the browser suite's CPU by spec file from the log E2E_CPU_LOG wrote (packages/web/e2e/support/cpuUsage.ts):
//   E2E_CPU_LOG=/tmp/cpu.jsonl pnpm test:e2e && node scripts/e2e-cpu.mjs /tmp/cpu.jsonl [--tests N]
// prints each file's tests, its CPU in the browser and in the Playwright worker, heaviest first, and the N heaviest
// tests (10 unless told).
import { readFileSync } from 'node:fs';
import path from 'node:path';

const [file, ...rest] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/e2e-cpu.mjs <E2E_CPU_LOG file> [--tests N]');
  process.exit(2);
}
const testsIndex = rest.indexOf('--tests');
const topTests = testsIndex >= 0 ? Number(rest[testsIndex + 1]) : 10;

const lines = readFileSync(file, 'utf8')
  .split('\n')
  .filter(Boolean)
  .flatMap((line) => {
    try {
      return [JSON.parse(line)];
    } catch {
      return []; // a line cut short by a stopped run
    }
  });

const byFile = new Map();
for (const { file: spec, browser, worker } of lines) {
  const name = path.basename(spec);
  const sum = byFile.get(name) ?? { tests: 0, browser: 0, worker: 0 };
  sum.tests += 1;
  sum.browser += browser;
  sum.worker += worker;
  byFile.set(name, sum);
}
const rows = [...byFile].sort((a, b) => b[1].browser + b[1].worker - (a[1].browser + a[1].worker));
const total = rows.reduce((sum, [, row]) => sum + row.browser + row.worker, 0);
const seconds = (value) => value.toFixed(1).padStart(8);
console.log(`${'file'.padEnd(36)} tests  browser   worker    total  share`);
for (const [name, row] of rows) {
  const all = row.browser + row.worker;
  console.log(
    `${name.padEnd(36)} ${String(row.tests).padStart(5)} ${seconds(row.browser)} ${seconds(row.worker)} ${seconds(all)} ${((100 * all) / total).toFixed(1).padStart(5)} %`,
  );
}
console.log(`${'all'.padEnd(36)} ${String(lines.length).padStart(5)} ${' '.repeat(18)} ${seconds(total)}`);

console.log(`\nthe ${topTests} heaviest tests (CPU s, browser + worker)`);
for (const line of [...lines]
  .sort((a, b) => b.browser + b.worker - (a.browser + a.worker))
  .slice(0, topTests))
  console.log(
    `${seconds(line.browser + line.worker)}  ${path.basename(line.file)} › ${line.title.slice(0, 110)}`,
  );
