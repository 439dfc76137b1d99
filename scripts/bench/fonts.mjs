/* global document */
// `node scripts/bench/fonts.mjs A [B] [--brand ID] [page ...]`: the web fonts each page fetches, in each locale
// (issue 36): serves the production build of each checkout (A, and B for a before/after table; each built first with
// `pnpm --filter @casino/web build` for the ports below) with its own local API, opens every bench page in the four
// locales in headless chromium, waits for the page's fonts (`document.fonts.ready` once the network is quiet), and
// prints the woff2 files fetched and their bytes, one line a page, locale and checkout. Bytes, not times: the figure
// does not depend on the machine's load. `--brand` serves another brand of the build (`VITE_BRAND`).
// Ports: as bench:phone-ab, A takes BENCH_AB_PORT (default 8900) + 1 (API), + 3 (provider), + 4 (site); B the same from
// BENCH_AB_PORT_B (default BENCH_AB_PORT + 10). Not part of `npm test`.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { LIGHTHOUSE_PAGES } from './budgets.mjs';
import { CHROMIUM, CHROMIUM_FLAGS, importFromWeb } from './lib/paths.mjs';

const argv = process.argv.slice(2);
const brandAt = argv.indexOf('--brand');
const brand = brandAt === -1 ? null : argv[brandAt + 1];
const positional = argv.filter((arg, index) => !arg.startsWith('--') && argv[index - 1] !== '--brand');
const folders = positional.filter((arg) => existsSync(path.join(arg, 'packages/web/dist/index.html')));
const pages = positional.filter((arg) => !folders.includes(arg) && arg.startsWith('/'));
if (folders.length < 1 || folders.length > 2 || positional.length !== folders.length + pages.length) {
  console.error('usage: node scripts/bench/fonts.mjs A [B] [--brand ID] [page ...] (A and B built first)');
  process.exit(2);
}
const LOCALES = ['', '/en', '/kz', '/br'];
const base = Number(process.env.BENCH_AB_PORT ?? 8900);
const bases = [base, Number(process.env.BENCH_AB_PORT_B ?? base + 10)];
const sides = folders.map((folder, index) => ({
  name: index === 0 ? 'A' : 'B',
  root: path.resolve(folder),
  api: bases[index] + 1,
  provider: bases[index] + 3,
  web: bases[index] + 4,
}));
// `/en/faq` of the bench pages is `/faq` in each locale here.
const paths = (pages.length > 0 ? pages : LIGHTHOUSE_PAGES).map((page) => page.replace(/^\/en(?=\/)/, ''));

const servers = [];
let stop = null;
try {
  for (const side of sides) {
    const processes = await import(path.join(side.root, 'scripts/bench/lib/processes.mjs'));
    const origins = [`http://localhost:${side.web}`, `http://127.0.0.1:${side.web}`];
    servers.push(await processes.startApi(side.api, origins, { providerPort: side.provider }));
    const env = {
      VITE_API_URL: `http://localhost:${side.api}`,
      VITE_GAME_PROVIDER_URL: `http://localhost:${side.provider}`,
      SSR_PAGE_DATA_BUDGET_MS: '30000',
      PORT: String(side.web),
      HOST: 'localhost',
      ...(brand ? { VITE_BRAND: brand } : {}),
    };
    const serve = { command: 'pnpm', args: ['--filter', '@casino/web', 'serve'], cwd: side.root };
    servers.push(await processes.startSite(serve, side.web, env));
    stop = processes.stopAll;
  }
  await measure();
} finally {
  if (stop) await stop(servers);
}

async function measure() {
  const { chromium } = await importFromWeb('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const totals = new Map(sides.map((side) => [side.name, new Map()]));
  try {
    for (const page of paths)
      for (const locale of LOCALES)
        for (const side of sides) {
          const url = `${locale}${page === '/' && locale ? '' : page}` || '/';
          const fonts = await fontsOf(browser, `http://localhost:${side.web}${url}`);
          const bytes = fonts.reduce((sum, font) => sum + font.bytes, 0);
          const byLocale = totals.get(side.name);
          byLocale.set(locale || '/ru', (byLocale.get(locale || '/ru') ?? 0) + bytes);
          const files = fonts.map((font) => `${font.file} ${(font.bytes / 1024).toFixed(1)}`).join(', ');
          console.log(`${side.name} ${url.padEnd(16)} ${(bytes / 1024).toFixed(1).padStart(6)} kB  ${files}`);
        }
  } finally {
    await browser.close();
  }
  for (const side of sides)
    console.log(
      `${side.name} total over the pages: ${[...totals.get(side.name)]
        .map(([locale, bytes]) => `${locale.slice(1)} ${(bytes / 1024).toFixed(1)} kB`)
        .join(', ')}`,
    );
}

/** The woff2 files a fresh visit to `url` fetches by the time its fonts are ready. */
async function fontsOf(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const fonts = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.woff2')) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    fonts.push({ file: path.basename(response.url()).replace(/-[\w-]{8}\.woff2$/, ''), bytes: body.length });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForLoadState('networkidle');
  await context.close();
  return fonts.sort((a, b) => a.file.localeCompare(b.file));
}
