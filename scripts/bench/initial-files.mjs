// Which files and API calls a phone-sized browser makes before a page is ready (the initial load of
// lib/initialLoad.mjs), each JS file with its gzip size and the modules that fill it most: for finding what the
// initial JavaScript carries and what asked for it. Figures only.
//
// Usage: node scripts/bench/initial-files.mjs [page ...]   (after a build into packages/web/dist; default: `/`)
// Ports: BENCH_WEB_PORT and the build's own API port (BENCH_PROVIDER_PORT for the game provider).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { measureInitialLoad } from './lib/initialLoad.mjs';
import { WEB_DIR } from './lib/paths.mjs';
import { portFromEnv } from './lib/processes.mjs';
import { bakedApiPort, withServedBuild } from './lib/servedBuild.mjs';

const distDir = path.join(WEB_DIR, 'dist');
const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/'];
const ports = { api: await bakedApiPort(distDir), preview: await portFromEnv('BENCH_WEB_PORT') };

await withServedBuild(distDir, ports, async (baseUrl, notes) => {
  for (const page of pages) {
    const load = await measureInitialLoad(`${baseUrl}${page}`, { apiCalls: true });
    let total = 0;
    const rows = [];
    for (const file of load.files.filter((one) => one.kind === 'js' && one.phase === 'initial')) {
      const bytes = await readFile(path.join(distDir, file.path)).catch(() => null);
      const gzip = bytes ? gzipSync(bytes, { level: 9 }).length : 0;
      total += gzip;
      rows.push([gzip, file.path]);
    }
    rows.sort((a, b) => b[0] - a[0]);
    console.log(
      `${page}: initial JS ${(total / 1000).toFixed(1)} kB gzip in ${rows.length} files (ready at ${Math.round(load.readyAtMs)} ms)`,
    );
    for (const [gzip, file] of rows) console.log(`  ${(gzip / 1000).toFixed(1).padStart(6)} kB  ${file}`);
    for (const call of load.apiCalls ?? []) console.log(`  api ${call.phase}: ${call.method} ${call.path}`);
  }
  for (const note of notes) console.log(`note: ${note}`);
});
