// `pnpm bench:phone-ab A B [--reuse-build] [--runs N] [page ...]`: Lighthouse of two checkouts of the project side by
// side (e.g. a worktree of an older commit and this one), for a before/after table that a busy machine does not blur:
// each checkout's production build is served by its own server with its own local API, one calibration run slows the
// CPU to a mid-range phone's for both (lib/lighthouse.mjs), and each page's runs alternate A, B, B, A, ... so both
// builds see the same load. Prints one line a page and build: the median run's scores, LCP, TBT and CLS, and every
// run's performance score. Not part of `npm test`.
//
// A and B are folders holding the project (`git worktree add ../before <commit>`, installed). Each is built first with
// the ports it is served on, unless --reuse-build (then each build must have been made for them: VITE_API_URL).
// Ports: A takes BENCH_AB_PORT (default 8900) + 1 (API), + 3 (provider), + 4 (site); B the same from BENCH_AB_PORT_B
// (default BENCH_AB_PORT + 10), so two narrow ranges of ports given to a bench can hold the two sides.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LIGHTHOUSE_PAGES } from './budgets.mjs';
import { cpuMultiplierFor } from './lib/lighthouse.mjs';
import { CHROMIUM, CHROMIUM_FLAGS, importFromWeb } from './lib/paths.mjs';

const argv = process.argv.slice(2);
const runsAt = argv.indexOf('--runs');
const runs = runsAt === -1 ? 3 : Number(argv[runsAt + 1]);
const positional = argv.filter((arg, index) => !arg.startsWith('--') && argv[index - 1] !== '--runs');
const folders = positional.filter(
  (arg) => !arg.startsWith('/') || existsSync(path.join(arg, 'package.json')),
);
const pages = positional.filter((arg) => !folders.includes(arg));
if (folders.length !== 2 || !Number.isInteger(runs) || runs < 1 || runs > 10) {
  console.error('usage: pnpm bench:phone-ab A B [--reuse-build] [--runs N (1-10)] [page ...]');
  process.exit(2);
}
const base = Number(process.env.BENCH_AB_PORT ?? 8900);
const bases = [base, Number(process.env.BENCH_AB_PORT_B ?? base + 10)];
const sides = folders.map((folder, index) => {
  const port = bases[index];
  return {
    name: index === 0 ? 'A' : 'B',
    root: path.resolve(folder),
    api: port + 1,
    provider: port + 3,
    web: port + 4,
  };
});
const siteEnv = (side) => ({
  VITE_API_URL: `http://localhost:${side.api}`,
  VITE_GAME_PROVIDER_URL: `http://localhost:${side.provider}`,
});
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

if (!argv.includes('--reuse-build'))
  for (const side of sides) {
    console.error(`bench:phone-ab: building ${side.name} (${side.root}) ...`);
    const built = spawnSync('pnpm', ['--filter', '@casino/web', 'build'], {
      cwd: side.root,
      env: { ...process.env, ...siteEnv(side) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }

const servers = [];
const stops = [];
try {
  for (const side of sides) {
    // Each checkout is served by its own scripts, so an older one runs its own API and server as they were.
    const processes = await import(path.join(side.root, 'scripts/bench/lib/processes.mjs'));
    const origins = [`http://localhost:${side.web}`, `http://127.0.0.1:${side.web}`];
    servers.push(await processes.startApi(side.api, origins, { providerPort: side.provider }));
    const serve = { command: 'pnpm', args: ['--filter', '@casino/web', 'serve'], cwd: side.root };
    const env = {
      ...siteEnv(side),
      SSR_PAGE_DATA_BUDGET_MS: '30000',
      PORT: String(side.web),
      HOST: 'localhost',
    };
    servers.push(await processes.startSite(serve, side.web, env));
    stops.push(processes.stopAll);
  }
  await compare(pages.length > 0 ? pages : LIGHTHOUSE_PAGES);
} finally {
  if (stops[0]) await stops[0](servers);
}

async function compare(paths) {
  const [{ default: lighthouse }, chromeLauncher, { computeMedianRun }, constants] = await Promise.all([
    importFromWeb('lighthouse'),
    importFromWeb('chrome-launcher'),
    importFromWeb('lighthouse/core/lib/median-run.js'),
    importFromWeb('lighthouse/core/config/constants.js'),
  ]);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    logLevel: 'silent',
  });
  try {
    const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories };
    const calibration = await lighthouse(`http://localhost:${sides[1].web}/`, {
      ...flags,
      onlyCategories: ['performance'],
    });
    const index = calibration?.lhr?.environment?.benchmarkIndex ?? null;
    const multiplier = cpuMultiplierFor(index);
    console.log(`benchmark index ${index}, CPU slowed ${multiplier}x, load ${loadAverage()}`);
    const throttling = { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: multiplier };
    const config = { extends: 'lighthouse:default', settings: { throttling } };
    for (const page of paths) {
      const reports = new Map(sides.map((side) => [side.name, []]));
      for (let run = 0; run < runs; run += 1)
        for (const side of run % 2 === 0 ? sides : [...sides].reverse()) {
          const result = await lighthouse(`http://localhost:${side.web}${page}`, flags, config);
          if (result?.lhr) reports.get(side.name).push(result.lhr);
        }
      for (const side of sides)
        console.log(JSON.stringify(row(page, side, reports.get(side.name), computeMedianRun)));
    }
    console.log(`load after ${loadAverage()}`);
  } finally {
    await chrome.kill();
  }
}

function row(page, side, lhrs, computeMedianRun) {
  if (lhrs.length === 0) return { page, build: side.name, error: 'no run finished' };
  const median = computeMedianRun(lhrs);
  const score = (lhr, category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const audit = (id) => median.audits[id]?.numericValue ?? null;
  return {
    page,
    build: side.name,
    performance: score(median, 'performance'),
    accessibility: score(median, 'accessibility'),
    bestPractices: score(median, 'best-practices'),
    seo: score(median, 'seo'),
    lcpMs: Math.round(audit('largest-contentful-paint') ?? 0),
    tbtMs: Math.round(audit('total-blocking-time') ?? 0),
    cls: Number((audit('cumulative-layout-shift') ?? 0).toFixed(3)),
    runs: lhrs.map((lhr) => score(lhr, 'performance')).join('/'),
  };
}
