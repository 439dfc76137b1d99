// `node scripts/bench/launch.mjs`: the time from pressing Play on a provider game's card to the game's first frame
// (issue 19). Builds the site for the run and serves it in front of the local API and its provider, logs the rich
// demo player in in headless chromium, and for three slots (one of each volatility) and four live tables presses the card's "play for
// real money" on the lobby list, then waits for the game inside its cross-origin frame to mark itself drawn
// (`body[data-ready]`: a slot's reels drawn, a table's first state shown). Each game is launched a few times; the
// very first launch also loads the launch page's code. A figure only, never part of a test.
//
// Usage: node scripts/bench/launch.mjs [--rounds N]   (default 3 launches of each game)
import os from 'node:os';
import path from 'node:path';
import { percentile } from './lib/betLoad.mjs';
import { coldBuild } from './lib/build.mjs';
import { CHROMIUM, CHROMIUM_FLAGS, importFromWeb } from './lib/paths.mjs';
import { plannedPorts, PROVIDER_PORT, withServedBuild } from './lib/servedBuild.mjs';
import { renderTable, row } from './lib/table.mjs';

const RICH = { email: 'rich@example.com', password: 'demo12345' };
const GAMES = [
  { list: 'slots', title: 'Moon Howl' },
  { list: 'slots', title: 'Reef Hunter' },
  { list: 'slots', title: 'Tomb Lanterns' },
  { list: 'live-casino', title: 'Auto Roulette' },
  { list: 'live-casino', title: 'Grand Wheel' },
  { list: 'live-casino', title: 'Baccarat' },
  { list: 'live-casino', title: 'Classic Blackjack' },
];
const step = (text) => console.error(`launch: ${text}`);

function roundsWanted(argv) {
  const index = argv.indexOf('--rounds');
  const value = Number(index === -1 ? 3 : argv[index + 1]);
  return Number.isInteger(value) && value >= 1 && value <= 20 ? value : 3;
}

/** One launch from the lobby list: the click on Play, then the game's own "drawn" mark in its frame. */
async function timedLaunch(page, baseUrl, game) {
  await page.goto(`${baseUrl}/en/games/${game.list}`);
  await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached', timeout: 60_000 });
  // A game played before is also on the "Recently played" row, above the list: the first card is pressed.
  const play = page.getByRole('link', { name: `${game.title}: play for real money` }).first();
  await play.waitFor({ timeout: 60_000 });
  const started = Date.now();
  await play.click();
  const iframe = page.locator('iframe.game-frame__window');
  await iframe.waitFor({ state: 'attached', timeout: 60_000 });
  const frame = await (await iframe.elementHandle())?.contentFrame();
  if (!frame) throw new Error(`no game frame for ${game.title}`);
  try {
    await frame.locator('body[data-ready="true"]').waitFor({ state: 'attached', timeout: 60_000 });
  } catch (error) {
    const shown = await frame
      .locator('body')
      .innerText()
      .catch(() => '(no body)');
    throw new Error(`${game.title} never drew its first frame (${frame.url()}): ${shown.slice(0, 300)}`, {
      cause: error,
    });
  }
  return Date.now() - started;
}

async function measure(baseUrl, rounds) {
  const { chromium } = await importFromWeb('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/en/games?login`);
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('Email').fill(RICH.email);
    await dialog.getByLabel('Password').fill(RICH.password);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByTestId('header-balance').waitFor();
    const times = new Map(GAMES.map((game) => [game.title, []]));
    let first = null;
    for (let round = 0; round < rounds; round += 1) {
      for (const game of GAMES) {
        const ms = await timedLaunch(page, baseUrl, game);
        if (first === null) first = { title: game.title, ms };
        else times.get(game.title).push(ms);
      }
    }
    return { first, times };
  } finally {
    await browser.close();
  }
}

async function main() {
  const rounds = roundsWanted(process.argv.slice(2));
  // A build of its own: the game frames come from the provider's origin, which the build's content policy must name.
  const ports = await plannedPorts();
  const api = `http://localhost:${ports.api}`;
  step('building the site for this run ...');
  const { distDir } = await coldBuild(path.join(os.tmpdir(), 'casino-launch-bench', 'dist'), {
    ...ports.env,
    VITE_DICE_API_URL: `${api}/dice`,
    VITE_COINFLIP_API_URL: `${api}/coinflip`,
    VITE_KENO_API_URL: `${api}/keno`,
    VITE_GENERAL_API_URL: `${api}/general`,
  });
  step(`serving ${distDir} (API on port ${ports.api}, provider on ${PROVIDER_PORT}) ...`);
  const { result, notes } = await withServedBuild(distDir, ports, async (baseUrl, notes) => {
    step(`${rounds} launches of ${GAMES.length} games ...`);
    return { result: await measure(baseUrl, rounds), notes };
  });
  const { first, times } = result;
  const all = [...times.values()].flat();
  const rows = [
    row(`first launch of the visit (${first.title}), launch code not yet loaded`, `${first.ms} ms`),
    ...GAMES.map(({ title }) => {
      const own = times.get(title);
      return own.length > 0
        ? row(`${title}, median of ${own.length}`, `${percentile(own, 0.5).toFixed(0)} ms`)
        : row(`${title}`, 'only the first launch');
    }),
    row(`every later launch, median of ${all.length}`, `${percentile(all, 0.5).toFixed(0)} ms`),
    row(`every later launch, p95 of ${all.length}`, `${percentile(all, 0.95).toFixed(0)} ms`),
  ];
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
  console.log(
    renderTable(
      `Play to the game's first frame in headless chromium (${os.availableParallelism()} CPUs, load ${load})`,
      rows,
    ),
  );
  for (const note of notes) console.log(`note: ${note}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
