/* global document, getComputedStyle */
// `node scripts/bench/dev-start.mjs`: how soon `npm start`'s development server is usable. Starts the local API and the
// development server (src/server/dev.ts, as scripts/dev.mjs does) on free ports, then in headless chromium opens /en
// and taps the header's "Sign up" as soon as it shows, until its dialog answers (a player taps again after 10 s). Prints,
// for a first visit and for a second one (a new browser context, the server warm): the server's start until it
// listens, the page's answer, its first paint, the stylesheet applied (the site's dark background), the app ready
// (hydrated) and the first tap answered. A figure only, never part of a test.
//
// Usage: node scripts/bench/dev-start.mjs [--visits N]   (default 2). Vite's dependency cache (node_modules/.vite)
// is removed first unless --keep-cache is given, so the first visit is a fresh clone's.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { devPlan } from '../devPlan.mjs';
import { CHROMIUM, CHROMIUM_FLAGS, WEB_DIR, importFromWeb } from './lib/paths.mjs';
import { portFromEnv, startApi, startSite, stopAll } from './lib/processes.mjs';
import { ms, renderGrid } from './lib/table.mjs';

const step = (text) => console.error(`dev-start: ${text}`);
const DARK_BACKGROUND = 'rgb(15, 18, 32)';

function visitsWanted(argv) {
  const index = argv.indexOf('--visits');
  const value = Number(index === -1 ? 2 : argv[index + 1]);
  return Number.isInteger(value) && value >= 1 && value <= 10 ? value : 2;
}

/** One visit in a new context: the milestones of /en, in ms from the navigation's start. */
async function visit(browser, site) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const started = Date.now();
  const since = () => Date.now() - started;
  await page.goto(`${site}/en`, { waitUntil: 'commit', timeout: 120_000 });
  const answered = since();
  await page.waitForFunction(
    (dark) => document.body !== null && getComputedStyle(document.body).backgroundColor === dark,
    DARK_BACKGROUND,
    { timeout: 120_000, polling: 50 },
  );
  const styled = since();
  const signUp = page.locator('.account-area').getByRole('button', { name: 'Sign up' });
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  await signUp.waitFor({ timeout: 120_000 });
  // A tap before the app has hydrated is noted and played once it has (src/earlyClicks.ts), if it comes within 10 s;
  // a player whose tap was not answered by then taps again.
  let tapped = null;
  let taps = 0;
  while (tapped === null && since() < 120_000) {
    taps += 1;
    await signUp.click({ timeout: 10_000 }).catch(() => undefined);
    await dialog.waitFor({ timeout: 10_000 }).then(
      () => (tapped = since()),
      () => undefined,
    );
  }
  const ready = await page
    .locator('html[data-app-ready="true"]')
    .waitFor({ state: 'attached', timeout: 60_000 })
    .then(
      () => since(),
      () => null,
    );
  const paint = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
  );
  await context.close();
  return { answered, paint, styled, ready, tapped, taps };
}

async function main() {
  const visits = visitsWanted(process.argv);
  if (!process.argv.includes('--keep-cache'))
    await rm(path.join(WEB_DIR, 'node_modules', '.vite'), { recursive: true, force: true });
  const [apiPort, webPort] = [await portFromEnv('BENCH_API_PORT'), await portFromEnv('BENCH_WEB_PORT')];
  const providerPort = await portFromEnv('BENCH_PROVIDER_PORT');
  const plan = devPlan({
    API_PORT: String(apiPort),
    WEB_PORT: String(webPort),
    PROVIDER_PORT: String(providerPort),
  });
  const site = `http://localhost:${webPort}`;
  const servers = [];
  try {
    step('starting the local API ...');
    servers.push(await startApi(apiPort, [site], { providerPort }));
    step('starting the development server ...');
    const serverStarted = Date.now();
    servers.push(
      await startSite({ command: process.execPath, args: ['src/server/dev.ts'], cwd: WEB_DIR }, webPort, {
        ...plan.webEnv,
        PORT: String(webPort),
        HOST: 'localhost',
      }),
    );
    const listening = Date.now() - serverStarted;
    const { chromium } = await importFromWeb('@playwright/test');
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
    const rows = [];
    for (let index = 0; index < visits; index += 1) {
      step(`visit ${index + 1} of ${visits} ...`);
      const figures = await visit(browser, site);
      rows.push({
        visit: index === 0 ? 'first (cold server)' : `${index + 1} (warm server)`,
        listens: index === 0 ? ms(listening) : '-',
        answered: ms(figures.answered),
        paint: figures.paint === null ? '-' : ms(figures.paint),
        styled: ms(figures.styled),
        ready: figures.ready === null ? 'never' : ms(figures.ready),
        tapped: figures.tapped === null ? 'never' : `${ms(figures.tapped)} (${figures.taps} taps)`,
      });
    }
    await browser.close();
    const title = `npm start's development server: /en in headless chromium, ms from the navigation (${new Date().toISOString()})`;
    console.log(
      renderGrid(
        title,
        [
          ['visit', 'visit'],
          ['listens', 'server listens'],
          ['answered', 'page answers'],
          ['paint', 'first paint'],
          ['styled', 'styled'],
          ['ready', 'app ready'],
          ['tapped', 'Sign up tap answered'],
        ],
        rows,
      ),
    );
  } finally {
    await stopAll(servers);
  }
}

await main();
