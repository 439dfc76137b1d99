/* global document */
// `pnpm bench:alternatives`: what stands between the bench pages and the phone's budget of JavaScript before a page
// answers input (issue 35, item 5: "where the card's libraries stand in the way, say which and by how much, with a
// measured alternative"). Builds the site as it is, then again with a library of the architecture swapped at build
// time for a lighter one, and measures each build's JS before ready on the bench pages (lib/interactiveJs.mjs, as
// `pnpm test:size` and `pnpm bench:phone` do), whether each page hydrated (its <h1> shown and the app's ready mark
// set), how many taps on the main menu's links then open their pages (the app answers input), and how many
// uncaught errors the pages threw (each is printed below the table):
//   - Inversify (with reflect-metadata) → a plain container of factories (alternatives/plainContainer.mjs)
//   - React DOM → preact/compat (alternatives/reactOnPreact.mjs: React's API on preact, with a stand-in for the
//     router's `useOptimistic`)
//   - both
// The server keeps rendering with React; only the browser's build changes. Figures only, not part of `npm test`; the
// app itself never uses the alternatives. Leaves packages/web/dist holding the site as it is.
//
// Ports: BENCH_WEB_PORT (the site), BENCH_API_PORT (the API the builds name), BENCH_PROVIDER_PORT.
// Usage: pnpm bench:alternatives [page ...]   (default: the five bench pages)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { INTERACTIVE_JS_GZIP_TARGET_BYTES, LIGHTHOUSE_PAGES } from './budgets.mjs';
import { browserBuild, coldBuild } from './lib/build.mjs';
import { interactiveJs } from './lib/interactiveJs.mjs';
import { CHROMIUM, CHROMIUM_FLAGS, WEB_DIR, importFromWeb } from './lib/paths.mjs';
import { plannedPorts, withServedBuild } from './lib/servedBuild.mjs';
import { kB, renderGrid } from './lib/table.mjs';

const step = (text) => console.error(`bench:alternatives: ${text}`);
const here = (file) => path.join(import.meta.dirname, 'alternatives', file);
const resolved = (specifier) => fileURLToPath(import.meta.resolve(specifier));

const DIST = path.join(WEB_DIR, 'dist');
const PLAIN_CONTAINER = [{ find: /^inversify$/, replacement: here('plainContainer.mjs') }];
const PREACT = [
  { find: /^react-dom\/client$/, replacement: resolved('preact/compat/client') },
  { find: /^react-dom$/, replacement: resolved('preact/compat') },
  { find: /^react\/jsx-(?:dev-)?runtime$/, replacement: resolved('preact/jsx-runtime') },
  { find: /^react$/, replacement: here('reactOnPreact.mjs') },
];

/** Each build of the browser's code: the first is the production build as it is (`aliases` null). */
const VARIANTS = [
  { name: 'as built (React DOM, Inversify)', aliases: null },
  { name: 'a plain container for Inversify', aliases: PLAIN_CONTAINER },
  { name: 'preact/compat for React DOM', aliases: PREACT },
  { name: 'both', aliases: [...PLAIN_CONTAINER, ...PREACT] },
];

/** The browser's build alone into packages/web/dist, with `aliases` (none: the site as it is); the server's stays. */
const clientBuild = (env, aliases) =>
  browserBuild(env, {
    build: { outDir: DIST, emptyOutDir: true },
    ...(aliases && { resolve: { alias: aliases } }),
  });

/** The main menu's links `navigated` taps one after another, from /en/faq. */
const MENU_TAPS = ['/en/bonuses', '/en/games', '/en/betting'];

/**
 * How many of MENU_TAPS open their page in the browser once the app has hydrated (it answers input): on a wide screen
 * (the main menu shown), /en/faq, then a tap on each link in turn, which must bring its URL and a new <h1>.
 */
async function navigated(baseUrl) {
  const { chromium } = await importFromWeb('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  let opened = 0;
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
    await page.goto(`${baseUrl}/en/faq`);
    await page.waitForSelector('html[data-app-ready="true"]', { timeout: 30_000 });
    for (const target of MENU_TAPS) {
      const before = await page.locator('h1').first().textContent();
      await page.locator(`a.main-nav__link[href="${target}"]`).click();
      await page.waitForURL(`**${target}`, { timeout: 15_000 });
      await page.waitForFunction((text) => document.querySelector('h1')?.textContent !== text, before, {
        timeout: 15_000,
      });
      opened += 1;
    }
  } catch {
    // The first tap that did not open its page ends the walk.
  } finally {
    await browser.close();
  }
  return opened;
}

async function main() {
  const argv = process.argv.slice(2);
  const pages = argv.filter((arg) => arg.startsWith('/'));
  const pagePaths = pages.length > 0 ? pages : LIGHTHOUSE_PAGES;
  const ports = await plannedPorts();
  step('production build of the site and its server ...');
  await coldBuild(DIST, ports.env);
  const steady = { SSR_PAGE_DATA_BUDGET_MS: '30000' };
  const rows = [];
  const notes = [];
  try {
    for (const variant of VARIANTS) {
      if (variant.aliases) {
        step(`the browser's build with ${variant.name} ...`);
        await clientBuild(ports.env, variant.aliases);
      }
      step(`measuring ${variant.name} ...`);
      const measured = await withServedBuild(
        DIST,
        { api: ports.api, preview: ports.preview },
        async (baseUrl, served) => {
          const urls = pagePaths.map((page) => `${baseUrl}${page}`);
          const scripts = await interactiveJs(DIST, urls);
          return { urls, scripts, served, opened: await navigated(baseUrl) };
        },
        steady,
      );
      const row = { variant: variant.name };
      measured.urls.forEach((url, at) => {
        const gzip = measured.scripts.sizes.get(url);
        row[pagePaths[at]] = `${kB(gzip)}${gzip <= INTERACTIVE_JS_GZIP_TARGET_BYTES ? '' : ' *'}`;
      });
      const loads = [...measured.scripts.loads.values()];
      row.hydrated = loads.every((load) => load.headingShown) ? 'yes' : 'no';
      row.navigates = `${measured.opened} of ${MENU_TAPS.length}`;
      row.errors = String(loads.reduce((count, load) => count + load.pageErrors.length, 0));
      rows.push(row);
      notes.push(
        ...[...measured.served, ...measured.scripts.notes].map((note) => `${variant.name}: ${note}`),
      );
    }
  } finally {
    step('the browser’s build as it is, back in packages/web/dist ...');
    await clientBuild(ports.env, null);
  }
  const columns = [
    ['variant', 'build of the browser’s code'],
    ...pagePaths.map((page) => [page, page]),
    ['hydrated', 'hydrated'],
    ['navigates', 'menu taps that open their page'],
    ['errors', 'page errors'],
  ];
  console.log(
    renderGrid(
      `JS before each page answers input, gzip (* above the ${kB(INTERACTIVE_JS_GZIP_TARGET_BYTES)} target)`,
      columns,
      rows,
    ),
  );
  for (const note of new Set(notes)) console.log(`note: ${note}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
