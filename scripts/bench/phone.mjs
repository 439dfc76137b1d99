// `pnpm bench:phone`: the phone's side of issue 35 (item 5) alone, lighter than `pnpm bench`: for each bench page
// (/, /games/dice, /bonuses, /betting, /en/faq) the JavaScript it runs before it answers input (gzip) and Lighthouse 13
// mobile, median of N runs, with the CPU slowed to a mid-range phone's speed from the machine's measured benchmark
// index (lib/lighthouse.mjs says how the multiplier is chosen). Serves the build in packages/web/dist when there is
// one (`--reuse-build`), else builds it. Figures only, against the budgets of scripts/bench/budgets.mjs; not part of
// `npm test`. Run it when the machine is quiet: the load average is printed with the table.
//
// Each page's JS before ready is also shown by chunk and by library (lib/pageJsRows.mjs); `--js-only` prints those
// tables alone, without Lighthouse (deterministic: file bytes and names, not timings).
//
// Ports: BENCH_WEB_PORT (the site), BENCH_API_PORT (the API a new build names), BENCH_PROVIDER_PORT.
// Usage: pnpm bench:phone [--reuse-build] [--js-only] [--runs N] [page ...]
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LIGHTHOUSE_PAGES } from './budgets.mjs';
import { coldBuild } from './lib/build.mjs';
import { interactiveJs } from './lib/interactiveJs.mjs';
import { lighthouseAll } from './lib/lighthouse.mjs';
import { lighthouseFindings, lighthouseTable, pageFigures } from './lib/lighthouseRows.mjs';
import { chunkTable, libraryTable } from './lib/pageJsRows.mjs';
import { ROOT, WEB_DIR } from './lib/paths.mjs';
import { portFromEnv } from './lib/processes.mjs';
import { bakedApiPort, plannedPorts, withServedBuild } from './lib/servedBuild.mjs';

const REPORT = path.join(ROOT, 'artifacts', 'bench', 'phone.json');
const step = (text) => console.error(`bench:phone: ${text}`);

function runsOption(argv) {
  const index = argv.indexOf('--runs');
  const value = index === -1 ? 3 : Number(argv[index + 1]);
  return Number.isInteger(value) && value > 0 && value <= 10 ? value : 3;
}

function pagesOption(argv) {
  const pages = argv.filter((arg, index) => arg.startsWith('/') && argv[index - 1] !== '--runs');
  return pages.length > 0 ? pages : LIGHTHOUSE_PAGES;
}

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

async function main() {
  const argv = process.argv.slice(2);
  const runs = runsOption(argv);
  const distDir = path.join(WEB_DIR, 'dist');
  let ports;
  if (argv.includes('--reuse-build') && existsSync(path.join(distDir, 'index.html'))) {
    ports = { api: await bakedApiPort(distDir), preview: await portFromEnv('BENCH_WEB_PORT') };
  } else {
    ports = await plannedPorts();
    step('production build of the site and its server ...');
    await coldBuild(distDir, ports.env);
  }
  const loadBefore = loadAverage();
  // The server waits for each page's data as long as it takes (as `pnpm test:size` does): on a busy machine a render
  // past its budget leaves the browser to ask for the data, loading the HTTP client and its schemas, and the figures
  // would measure the machine's load instead of the build.
  const steady = { SSR_PAGE_DATA_BUDGET_MS: '30000' };
  const { pages, notes } = await withServedBuild(
    distDir,
    ports,
    async (baseUrl, served) => {
      const urls = pagesOption(argv).map((page) => `${baseUrl}${page}`);
      step('the JS each page runs before it is ready ...');
      const scripts = await interactiveJs(distDir, urls);
      console.log(`${chunkTable(scripts.reports)}\n\n${libraryTable(scripts.reports)}\n`);
      if (argv.includes('--js-only')) return { pages: [], notes: [...served, ...scripts.notes] };
      step(`Lighthouse (a calibration run, then ${runs} runs a page) ...`);
      const lighthouse = await lighthouseAll(urls, runs);
      for (const finding of lighthouseFindings(lighthouse)) console.log(finding);
      return { pages: pageFigures(lighthouse, scripts.sizes), notes: [...served, ...scripts.notes] };
    },
    steady,
  );
  console.log(`load average before ${loadBefore}, after ${loadAverage()} (${os.cpus().length} cpus)`);
  const calibration = pages.find((page) => page.calibrationIndex != null);
  if (calibration) {
    const slower = calibration.calibrationIndex < 1_000;
    console.log(
      `calibration: benchmark index ${Math.round(calibration.calibrationIndex)}, CPU slowed ${calibration.cpuMultiplier}x ` +
        `(a mid-range phone is 1,000${slower ? '; this machine was slower than the phone, so the figures are a slower phone’s' : ''})`,
    );
  }
  if (pages.length > 0) console.log(lighthouseTable(pages, runs));
  for (const note of notes) console.log(`note: ${note}`);
  if (pages.length === 0) return;
  await mkdir(path.dirname(REPORT), { recursive: true });
  await writeFile(
    REPORT,
    JSON.stringify(
      { load: os.loadavg(), pages: pages.map((page) => ({ ...page, lhr: undefined })) },
      null,
      2,
    ),
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
