// `pnpm bench`: builds the production app (timed, cold), serves it with the local API (lib/servedBuild.mjs says how),
// and prints two tables. The first: the initial load of `/` and the largest lazy chunk (gzip and brotli), the libraries
// in the initial load, the server's time to first byte and requests per second for `/` at concurrency 1, 16 and 64,
// the core suite's time and the build's time. The second, per page (/, /games/dice, /bonuses, /betting, /en/faq):
// Lighthouse 13 with its mobile preset, median of 3 runs, with the machine's benchmark index of that run, and the
// JavaScript the page ran before it was ready. Exits non-zero when a budget is broken. Timings are noisy and the run is
// heavy, so this is not part of the test command; scripts/bench/size-budget.mjs is.
//
// Usage: pnpm bench [--runs N] [--core-runs N] [--no-visualize]   (BENCH_SERVED_BY=preview|server picks the server)
// Reports (bundle treemap, Lighthouse HTML of each page's median run, figures as JSON) go to artifacts/bench/.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LIGHTHOUSE_PAGES } from './budgets.mjs';
import { coldBuild, visualizedBuild } from './lib/build.mjs';
import { initialJsPassed, bundleRows } from './lib/bundleRows.mjs';
import { coreSuiteTime } from './lib/coreSuite.mjs';
import { interactiveJs } from './lib/interactiveJs.mjs';
import { lighthouseAll } from './lib/lighthouse.mjs';
import { lighthouseFindings, lighthouseTable, pageFigures, pagesPassed } from './lib/lighthouseRows.mjs';
import { ROOT, importFromWeb } from './lib/paths.mjs';
import { serverLoad, serverPassed, serverRows } from './lib/serverRows.mjs';
import { plannedPorts, servedBy } from './lib/servedBuild.mjs';
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

/** While the build is served: each page's initial JS, the server under load, then Lighthouse (quietest last). */
function measureServed(distDir, lighthouseRuns) {
  return async (baseUrl) => {
    const urls = LIGHTHOUSE_PAGES.map((page) => `${baseUrl}${page}`);
    step('the JS each page runs before it is ready ...');
    const scripts = await interactiveJs(distDir, urls);
    step('server load on / at concurrency 1, 16 and 64 ...');
    const server = await serverLoad(`${baseUrl}/`);
    step(`Lighthouse (${lighthouseRuns} runs a page) ...`);
    const lighthouse = await lighthouseAll(urls, lighthouseRuns);
    return { scripts, server, lighthouse };
  };
}

async function main() {
  const argv = process.argv.slice(2);
  const lighthouseRuns = numberOption(argv, '--runs', 3);
  const coreRuns = numberOption(argv, '--core-runs', 3);
  const served = servedBy();
  await mkdir(REPORT_DIR, { recursive: true });
  const tempDir = await mkdtemp(path.join(os.tmpdir(), 'casino-bench-'));
  try {
    const ports = await plannedPorts();
    step(`cold production build (served by ${served.label}) ...`);
    const build = await coldBuild(path.join(tempDir, 'dist'), ports.env);
    if (!argv.includes('--no-visualize')) {
      step('bundle treemap ...');
      await visualizedBuild(
        path.join(tempDir, 'visualized'),
        path.join(REPORT_DIR, 'bundle-treemap.html'),
        ports.env,
      );
    }
    step('initial load of / ...');
    const { report, notes, measured } = await measureBundle(
      build.distDir,
      ports,
      measureServed(build.distDir, lighthouseRuns),
    );
    const { scripts, server, lighthouse } = measured;
    await writeLighthouseReports(lighthouse);
    step(`core suite (${coreRuns} runs) ...`);
    const core = await coreSuiteTime(coreRuns);
    const pages = pageFigures(lighthouse, scripts.sizes);

    const rows = [
      ...bundleRows(report),
      ...serverRows(server, served.label),
      row(
        `core test suite (median of ${coreRuns}, ${core.tests ?? '?'} tests)`,
        core.medianMs === null ? 'no figure' : ms(core.medianMs),
        '',
        core.passed ? null : false,
      ),
      row(
        `cold production build (${served.label === 'vite preview' ? 'vite build' : 'site and server'})`,
        ms(build.wallMs),
      ),
    ];
    console.log(
      renderTable(`pnpm bench · node ${process.version} · ${os.cpus().length} cpus · ${served.label}`, rows),
    );
    console.log('');
    console.log(lighthouseTable(pages, lighthouseRuns));
    for (const finding of lighthouseFindings(lighthouse)) console.log(finding);
    for (const note of [...notes, ...scripts.notes]) console.log(`note: ${note}`);
    console.log(`reports: ${path.relative(ROOT, REPORT_DIR)}/`);
    await writeFile(
      path.join(REPORT_DIR, 'bench.json'),
      JSON.stringify(
        {
          servedBy: served.label,
          bundle: report,
          server,
          pages: pages.map((page) => ({ ...page, lhr: undefined })),
          coreSuite: { medianMs: core.medianMs, tests: core.tests, passed: core.passed },
          coldBuildMs: build.wallMs,
        },
        null,
        2,
      ),
    );
    const passed = initialJsPassed(report) && pagesPassed(pages) && serverPassed(server) && core.passed;
    if (!passed) {
      console.error('\nbench: a budget is broken (FAIL rows, unmet budgets)');
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
