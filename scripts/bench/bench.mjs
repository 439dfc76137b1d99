// `pnpm bench`: builds the production app (timed, cold), serves it with the local API, and prints one table: the
// initial load of `/` and the largest lazy chunk (gzip and brotli), the libraries in the initial load, Lighthouse
// (mobile) for three pages, the core suite's time and the build's time. Exits non-zero when a budget is broken.
// Timings are noisy, so this is not part of the test command; scripts/bench/size-budget.mjs is.
//
// Usage: pnpm bench [--runs N] [--core-runs N] [--no-visualize]
// Reports (bundle treemap, Lighthouse HTML of each page's median run, figures as JSON) go to artifacts/bench/.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LIGHTHOUSE_PAGES } from './budgets.mjs';
import { coldBuild, visualizedBuild } from './lib/build.mjs';
import { initialJsPassed, bundleRows } from './lib/bundleRows.mjs';
import { coreSuiteTime } from './lib/coreSuite.mjs';
import { lighthouseAll } from './lib/lighthouse.mjs';
import { lighthouseFindings, lighthousePassed, lighthouseRows } from './lib/lighthouseRows.mjs';
import { ROOT, importFromWeb } from './lib/paths.mjs';
import { plannedPorts } from './lib/servedBuild.mjs';
import { ms, renderTable, row } from './lib/table.mjs';
import { measureBundle } from './size-budget.mjs';

const REPORT_DIR = path.join(ROOT, 'artifacts', 'bench');

function numberOption(argv, name, fallback) {
  const index = argv.indexOf(name);
  const value = index === -1 ? fallback : Number(argv[index + 1]);
  return Number.isInteger(value) && value > 0 && value <= 20 ? value : fallback;
}

const step = (text) => console.error(`bench: ${text}`);

async function writeLighthouseReports(results) {
  const { generateReport } = await importFromWeb('lighthouse');
  for (const [url, result] of results) {
    if (!result) continue;
    const name = new URL(url).pathname.replace(/^\/$/, 'home').replace(/^\//, '').replaceAll('/', '-');
    await writeFile(path.join(REPORT_DIR, `lighthouse-${name}.html`), generateReport(result.lhr, 'html'));
  }
}

async function main() {
  const argv = process.argv.slice(2);
  const lighthouseRuns = numberOption(argv, '--runs', 3);
  const coreRuns = numberOption(argv, '--core-runs', 3);
  await mkdir(REPORT_DIR, { recursive: true });
  const tempDir = await mkdtemp(path.join(os.tmpdir(), 'casino-bench-'));
  const distDir = path.join(tempDir, 'dist');
  try {
    const ports = await plannedPorts();
    step('cold production build ...');
    const build = await coldBuild(distDir, ports.env);
    if (!argv.includes('--no-visualize')) {
      step('bundle treemap ...');
      await visualizedBuild(
        path.join(tempDir, 'visualized'),
        path.join(REPORT_DIR, 'bundle-treemap.html'),
        ports.env,
      );
    }
    step(`initial load of / and Lighthouse (${lighthouseRuns} runs a page) ...`);
    const { report, notes, lighthouse } = await measureBundle(distDir, ports, (baseUrl) =>
      lighthouseAll(
        LIGHTHOUSE_PAGES.map((page) => `${baseUrl}${page}`),
        lighthouseRuns,
      ),
    );
    await writeLighthouseReports(lighthouse);
    step(`core suite (${coreRuns} runs) ...`);
    const core = await coreSuiteTime(coreRuns);

    const rows = [
      ...bundleRows(report),
      ...lighthouseRows(lighthouse),
      row(
        `core test suite (median of ${coreRuns}, ${core.tests ?? '?'} tests)`,
        core.medianMs === null ? 'no figure' : ms(core.medianMs),
        '',
        core.passed ? null : false,
      ),
      row('cold production build (vite build)', ms(build.wallMs)),
    ];
    console.log(renderTable(`pnpm bench · node ${process.version} · ${os.cpus().length} cpus`, rows));
    for (const finding of lighthouseFindings(lighthouse)) console.log(finding);
    for (const note of notes) console.log(`note: ${note}`);
    console.log(`reports: ${path.relative(ROOT, REPORT_DIR)}/`);
    await writeFile(
      path.join(REPORT_DIR, 'bench.json'),
      JSON.stringify(
        {
          bundle: report,
          lighthouse: Object.fromEntries(
            [...lighthouse].map(([url, r]) => [url, r && { ...r, lhr: undefined }]),
          ),
          coreSuite: { medianMs: core.medianMs, tests: core.tests, passed: core.passed },
          coldBuildMs: build.wallMs,
        },
        null,
        2,
      ),
    );
    const passed = initialJsPassed(report) && lighthousePassed(lighthouse) && core.passed;
    if (!passed) {
      console.error('\nbench: a budget is broken (rows marked FAIL)');
      process.exitCode = 1;
    }
  } finally {
    await rm(tempDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
