// Checks the size budget of the initial load: the JavaScript the browser loads for `/` before the page is ready must
// stay within the gzip size and the file count of scripts/bench/budgets.mjs. Deterministic (file bytes and names, not
// timings), so the test command runs it (`pnpm test:size`).
//
// Usage: node scripts/bench/size-budget.mjs            builds the app into a temporary folder, then measures it
//        node scripts/bench/size-budget.mjs --dist [dir] measures an existing build (default packages/web/dist)
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleRows, initialJsPassed } from './lib/bundleRows.mjs';
import { coldBuild } from './lib/build.mjs';
import { measureInitialLoad } from './lib/initialLoad.mjs';
import { WEB_DIR } from './lib/paths.mjs';
import { portFromEnv } from './lib/processes.mjs';
import { bakedApiPort, plannedPorts, withServedBuild } from './lib/servedBuild.mjs';
import { bundleReport } from './lib/sizes.mjs';
import { renderTable } from './lib/table.mjs';

/**
 * Measures a served build's initial load for `/`; `whileServed(baseUrl)` may measure more while it is up (the full
 * bench runs Lighthouse there), its answer coming back as `measured`.
 */
export async function measureBundle(distDir, ports, whileServed = async () => new Map(), siteEnv = {}) {
  return withServedBuild(
    distDir,
    ports,
    async (baseUrl, notes) => {
      const load = await measureInitialLoad(`${baseUrl}/`);
      if (!load.headingShown)
        notes.push('/ showed no <h1> within 30 s; the initial load is cut at the load event');
      for (const error of load.pageErrors) notes.push(`page error on /: ${error}`);
      const report = await bundleReport(distDir, load);
      return { report, notes, measured: await whileServed(baseUrl) };
    },
    siteEnv,
  );
}

function distArgument(argv) {
  const index = argv.indexOf('--dist');
  if (index === -1) return null;
  const value = argv[index + 1];
  return path.resolve(value && !value.startsWith('--') ? value : path.join(WEB_DIR, 'dist'));
}

async function main() {
  const existing = distArgument(process.argv.slice(2));
  let distDir = existing;
  let ports;
  let tempDir = null;
  if (existing) {
    ports = { api: await bakedApiPort(existing), preview: await portFromEnv('BENCH_WEB_PORT') };
  } else {
    tempDir = await mkdtemp(path.join(os.tmpdir(), 'casino-size-'));
    ports = await plannedPorts();
    console.log('building the web app ...');
    ({ distDir } = await coldBuild(path.join(tempDir, 'dist'), ports.env));
  }
  try {
    // The server waits for the page's data as long as it takes: on a busy machine a render past the 300 ms budget
    // leaves the browser to ask for the data, loading the code that asks (about 37 kB), and the check would measure
    // the machine's load instead of the build.
    const steady = { SSR_PAGE_DATA_BUDGET_MS: '30000' };
    const { report, notes } = await measureBundle(distDir, ports, undefined, steady);
    console.log(renderTable(`size budget of ${existing ?? 'a fresh production build'}`, bundleRows(report)));
    for (const note of notes) console.log(`note: ${note}`);
    if (!initialJsPassed(report)) {
      console.error('\nthe initial JS for / is over budget: see the libraries above for what it carries');
      process.exitCode = 1;
    }
  } finally {
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
