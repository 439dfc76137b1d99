/* global document, MutationObserver */
// `node scripts/bench/games-client.mjs`: the client's click-to-outcome time of an instant game. Serves a production
// build with `vite preview` in front of the local API, logs the rich demo player in in headless chromium, turns on
// instant mode on the dice page and times 30 bets inside the page: from the click on the bet button to the outcome
// in the polite live region (the target: ≤ 100 ms). Reuses packages/web/dist when it exists (the API port it
// was built for is read from it), else its own earlier build, else builds once. A figure only, never part of a test.
//
// Usage: node scripts/bench/games-client.mjs [--clicks N]   (default 30)
import os from 'node:os';
import { percentile } from './lib/betLoad.mjs';
import { CHROMIUM, CHROMIUM_FLAGS, importFromWeb } from './lib/paths.mjs';
import { buildToServe } from './lib/build.mjs';
import { withServedBuild } from './lib/servedBuild.mjs';
import { renderTable, row } from './lib/table.mjs';

const TARGET_MS = 100;
const WARM_UP = 3;
const RICH = { email: 'rich@example.com', password: 'demo12345' };
const step = (text) => console.error(`games-client: ${text}`);

function clicksWanted(argv) {
  const index = argv.indexOf('--clicks');
  const value = Number(index === -1 ? 30 : argv[index + 1]);
  return Number.isInteger(value) && value >= 5 && value <= 500 ? value : 30;
}

/** One bet timed in the page: the click, then the live region naming a new bet with its outcome. */
function timedBet(page) {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const region = document.querySelector('[data-testid="game-announcement"]');
        const button = document.querySelector('.bet-panel__form button[type="submit"]');
        if (!region || !button) return reject(new Error('no live region or bet button on the page'));
        const before = region.getAttribute('data-bet');
        let started = 0;
        const observer = new MutationObserver(() => {
          if (region.getAttribute('data-bet') === before || !region.textContent) return;
          observer.disconnect();
          resolve(performance.now() - started);
        });
        observer.observe(region, { attributes: true, childList: true, characterData: true, subtree: true });
        started = performance.now();
        button.click();
      }),
  );
}

async function measure(baseUrl, clicks) {
  const { chromium } = await importFromWeb('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/en/games/dice?login`);
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('Email').fill(RICH.email);
    await dialog.getByLabel('Password').fill(RICH.password);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByTestId('header-balance').waitFor();
    await page.getByRole('checkbox', { name: 'Instant mode (no animation)' }).check();
    for (let bet = 0; bet < WARM_UP; bet += 1) await timedBet(page);
    const times = [];
    for (let bet = 0; bet < clicks; bet += 1) times.push(await timedBet(page));
    return times;
  } finally {
    await browser.close();
  }
}

async function main() {
  const clicks = clicksWanted(process.argv.slice(2));
  const { distDir, ports, built } = await buildToServe('casino-games-client-bench', step);
  step(`${built ? 'built' : 'serving'} ${distDir} (API on port ${ports.api}) ...`);
  const { times, notes } = await withServedBuild(distDir, ports, async (baseUrl, notes) => {
    step(`${clicks} dice bets in instant mode ...`);
    return { times: await measure(baseUrl, clicks), notes };
  });
  const p50 = percentile(times, 0.5);
  const p95 = percentile(times, 0.95);
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
  const rows = [
    row(
      `dice click-to-outcome, median of ${clicks}`,
      `${p50.toFixed(1)} ms`,
      `≤ ${TARGET_MS} ms`,
      p50 <= TARGET_MS,
    ),
    row(`dice click-to-outcome, p95 of ${clicks}`, `${p95.toFixed(1)} ms`),
  ];
  console.log(
    renderTable(`instant mode in headless chromium (${os.availableParallelism()} CPUs, load ${load})`, rows),
  );
  for (const note of notes) console.log(`note: ${note}`);
  if (rows.some((item) => item.status === 'FAIL')) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
