import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { e2eOperators } from './operatorToken.ts';

const port = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

/** Where the end-to-end run serves the API and the built app; E2E_*_PORT move them when those ports are taken. */
export const API_PORT = port('E2E_API_PORT', 8787);
export const WEB_PORT = port('E2E_WEB_PORT', 4173);
export const API_URL = `http://localhost:${API_PORT}`;
/**
 * A second API whose site has moved (its mirror answer names NEW_HOST; its redirect check target is unset until a test
 * sets one), so no test changes the shared one.
 */
export const MOVED_API_PORT = port('E2E_MOVED_API_PORT', 8788);
export const MOVED_API_URL = `http://localhost:${MOVED_API_PORT}`;
export const NEW_HOST = `http://moved.localhost:${WEB_PORT}`;
/** The first API's game provider (issue 19): its own port, so the game's iframe is cross-origin. */
export const PROVIDER_PORT = port('E2E_PROVIDER_PORT', 8790);
export const PROVIDER_URL = `http://localhost:${PROVIDER_PORT}`;
export const WEB_URL = `http://localhost:${WEB_PORT}`;
/**
 * A second production server over the same build, rendering with a third API of its own (the server reads VITE_API_URL
 * at run time): the statuses its guards answer (301, 302, 451) are set on that API by one test file alone.
 */
export const SSR_API_PORT = port('E2E_SSR_API_PORT', 8789);
export const SSR_API_URL = `http://localhost:${SSR_API_PORT}`;
export const SSR_WEB_PORT = port('E2E_SSR_WEB_PORT', 4174);
export const SSR_WEB_URL = `http://localhost:${SSR_WEB_PORT}`;

const webRoot = path.resolve(import.meta.dirname, '../..');
const apiMain = path.resolve(webRoot, '../api/src/main.ts');
const quote = (value: string) => JSON.stringify(value);

/** The local API on a fresh in-memory database, in development mode (for /__dev/*), run by this Node. */
export function apiServerCommand(
  options: { readonly port?: number; readonly mirrorNewLink?: string } = {},
): string {
  return [
    quote(process.execPath),
    quote(apiMain),
    `--port ${options.port ?? API_PORT}`,
    // The moved API's provider is never launched: a free port keeps it off the first one's.
    `--provider-port ${options.port === undefined || options.port === API_PORT ? PROVIDER_PORT : 0}`,
    ...(options.mirrorNewLink ? [`--mirror-new-link ${quote(options.mirrorNewLink)}`] : []),
    '--dev',
    '--data-dir :memory:',
    `--origins ${WEB_URL},${BRAND_WEB_URL}`,
    // Faster password hashing: the run logs in many times; the stored hashes never leave the process.
    '--scrypt-cost 1024',
    // Every page and player of the run comes from one address, far more than one person's.
    '--register-limit-per-address 100000',
    '--ingest-limit-per-address 100000',
    '--sockets-per-address 100000',
    '--socket-logins-per-address 100000',
  ].join(' ');
}

/**
 * The key pair of the fingerprint the site sends encrypted (§7): made once per build (the config process builds the
 * site and starts the API), the public half built into the site, the private half given to the API. It is kept beside
 * the build's caches, so that a run reusing the build (E2E_REUSE_BUILD=1) gives the API the half that matches; only the
 * config process writes it (a worker's dev-server test makes a pair of its own).
 */
const KEYS_FILE = path.resolve(webRoot, 'node_modules/.cache/e2e/fingerprint-keys.json');
interface KeyPair {
  readonly publicKey: string;
  readonly privateKey: string;
}
let fingerprintKeys: KeyPair | undefined;

function fingerprint(): KeyPair {
  if (fingerprintKeys) return fingerprintKeys;
  const inWorker = process.env['TEST_WORKER_INDEX'] !== undefined;
  if (process.env['E2E_REUSE_BUILD'] === '1' && existsSync(KEYS_FILE)) {
    fingerprintKeys = JSON.parse(readFileSync(KEYS_FILE, 'utf8')) as KeyPair;
    return fingerprintKeys;
  }
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  fingerprintKeys = {
    publicKey: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
  if (!inWorker) {
    mkdirSync(path.dirname(KEYS_FILE), { recursive: true });
    writeFileSync(KEYS_FILE, JSON.stringify(fingerprintKeys));
  }
  return fingerprintKeys;
}

/** The length of the line's simulated matches in the browser suite (API_SPORTS_MATCH_MS); a test's own may differ. */
const SPORTS_MATCH_MS = 60_000;

/** The live games and the live table on a fast schedule, so a browser test sees several rounds in seconds. */
export function apiServerEnv(): Record<string, string> {
  return {
    API_FINGERPRINT_PRIVATE_KEY: fingerprint().privateKey,
    // A bet of a test lands in the window on a busy machine (two players' bets in games-live): 6 s.
    API_CRASH_BETTING_MS: '6000',
    API_CRASH_PAUSE_MS: '1500',
    // The curve at 0.0002 per ms instead of 0.00006 (docs/fairness.md, "Crash"; the page learns it from the snapshot): a
    // round lasts 5 s on average instead of 17 (2x after 3.5 s, 10x after 11.5 s, 100x after 23 s), long enough to
    // watch it climb and cash out by hand, short enough that no test waits out a long one.
    API_CRASH_GROWTH_PER_MS: '0.0002',
    // The salt drawn with the chain: no test may have to bet first for crash to start (docs/fairness.md, "Crash").
    API_CRASH_SEED_BETS: '0',
    // A room's countdown is waited out, never read, by the tests that play a room (its time left is the view model's
    // unit tests'): a second instead of 30.
    API_ROOM_COUNTDOWN_MS: '1000',
    API_LIVE_TABLE_BETTING_MS: '6000',
    // A blackjack hand takes its move in the spin window: 4 s, in which a keyboard's Stand (a look, a focus, a key) lands
    // on a busy machine; at 2 s twenty rounds in a row of a CI run missed it.
    API_LIVE_TABLE_SPIN_MS: '4000',
    // Matches of a minute kicking off every 40 s per sport: one or two live per sport. A test that bets on a match,
    // reviews, suspends, watches or pictures it plays a match of its own (support/sports.ts, `ownMatch`): no other test
    // takes it, and it is live or upcoming for as long as the test needs. Every live match moves the line at each step,
    // and a page of the line redraws its row: with a kick-off every 15 s (four live per sport) /betting took twice the
    // main thread's time (2.1 s of tasks in 20 s, against 1.0 s). With four workers on two cores a page of the line fell
    // behind: a run that recorded traces saw a call into it wait 14 s. (CI also saw a price on the slip not move for
    // 30 s, which a price can do on its own: packages/api/test/sportsClockPrices.test.ts.)
    API_SPORTS_MATCH_MS: String(SPORTS_MATCH_MS),
    API_SPORTS_TICK_MS: '1000',
    API_SPORTS_GAP_MS: '40000',
    API_SPORTS_SUSPEND_MS: '1500',
    // The operator whose API acts on identity checks and withdrawals (e2e/support/operator.ts).
    API_OPERATORS: e2eOperators(),
  };
}

/**
 * The production build (the site and its server, side by side: each reads only the sources), then the production
 * server that renders every page: the suite tests what ships. E2E_REUSE_BUILD=1 builds nothing and serves the last build
 * in dist/ and dist-server/ as it is (a local rerun of tests whose app has not changed, with the same ports: the build
 * names the API, and one that names another is refused, `checkReusedBuild`). Without source maps: only a developer's
 * tools read them, no test does, and writing them took about a third of each build's time (site 5.3 s -> 3.6 s, server
 * 4.2 s -> 2.8 s of wall time, one at a time); the code the browser runs is the same but for each file's closing
 * `sourceMappingURL` comment.
 */
export function webBuildSteps(): readonly { readonly name: string; readonly command: string }[] {
  if (process.env['E2E_REUSE_BUILD'] === '1') {
    checkReusedBuild(path.join(webRoot, 'dist'));
    return [];
  }
  const vite = quote(path.resolve(webRoot, 'node_modules/vite/bin/vite.js'));
  const build = `${quote(process.execPath)} ${vite} build --logLevel warn --sourcemap false`;
  return [
    { name: 'site build', command: build },
    { name: 'server build', command: `${build} --ssr src/server/main.ts --outDir dist-server` },
  ];
}

/**
 * A reused build must be the suite's own: the site names its API in its scripts, and the benches' builds (`pnpm
 * test:size`, `pnpm bench`) are made in the same folder for other ports. Served anyway, every page of such a build
 * would call an API the suite never started and be refused by its own content policy: many failing tests that say
 * nothing of the cause. Throws with what to do instead.
 */
export function checkReusedBuild(dist: string): void {
  const again = 'run the browser tests without E2E_REUSE_BUILD=1 to build the site for them';
  const assets = path.join(dist, 'assets');
  if (!existsSync(path.join(dist, 'index.html')) || !existsSync(assets))
    throw new Error(`E2E_REUSE_BUILD=1 found no build in ${dist}: ${again}.`);
  const named = new Set<string>();
  for (const name of readdirSync(assets)) {
    if (!name.endsWith('.js')) continue;
    for (const match of readFileSync(path.join(assets, name), 'utf8').matchAll(
      /["'`](http:\/\/localhost:\d+)["'`/]/g,
    ))
      named.add(match[1]!);
    if (named.has(API_URL)) return;
  }
  throw new Error(
    `E2E_REUSE_BUILD=1: the build in ${dist} does not name the suite's API (${API_URL}, E2E_API_PORT)` +
      `${named.size > 0 ? `; it names ${[...named].sort().join(', ')}` : ''}: ${again}.`,
  );
}

/** The production server over the last build (started after webBuildSteps). */
export function productionServerCommand(): string {
  return `${quote(process.execPath)} ${quote(path.resolve(webRoot, 'dist-server/main.js'))}`;
}

/**
 * The second production server: its own port, its own API, and one process instead of a worker per core (it answers
 * one spec file's few requests; its cluster's start took 0.76 s of CPU in three processes, one process 0.36 s).
 */
export function ssrServerEnv(): Record<string, string> {
  return { ...webBuildEnv(), PORT: String(SSR_WEB_PORT), VITE_API_URL: SSR_API_URL, WEB_WORKERS: '0' };
}

/**
 * The brand the suite's build puts on the site (issue 36; E2E_BRAND builds another of brands/), and the operator it
 * names (issue 34): invented, so no real operator is named.
 */
export const E2E_BRAND = process.env['E2E_BRAND'] || 'kestrel-bay';
const brandFile = JSON.parse(readFileSync(path.join(webRoot, 'brands', E2E_BRAND, 'brand.json'), 'utf8')) as {
  readonly name: string;
  readonly operator: Readonly<Record<'legalEntity' | 'licence' | 'authority' | 'supportEmail', string>>;
  readonly palette: { readonly bg: string };
};
export const E2E_OPERATOR = { brand: brandFile.name, ...brandFile.operator } as const;

/**
 * The build carries every brand of brands/ and a production server serves the one its VITE_BRAND names (issue 36):
 * a third server over the suite's build serves the other sample brand, with the first API, so one run checks both.
 */
export const SECOND_BRAND = E2E_BRAND === 'vellumbay' ? 'kestrel-bay' : 'vellumbay';
export const BRAND_WEB_PORT = port('E2E_BRAND_WEB_PORT', 4175);
export const BRAND_WEB_URL = `http://localhost:${BRAND_WEB_PORT}`;
/** The sample brands the suite checks, each with the server that serves it. */
export const SUITE_BRANDS = [
  { id: E2E_BRAND, url: WEB_URL },
  { id: SECOND_BRAND, url: BRAND_WEB_URL },
] as const;

/** The second brand's server: one process (no cluster), the suite's build and API. */
export function brandServerEnv(): Record<string, string> {
  return { ...webBuildEnv(), PORT: String(BRAND_WEB_PORT), VITE_BRAND: SECOND_BRAND, WEB_WORKERS: '0' };
}
/** The brand's page background as the browser's computed style gives it, `rgb(r, g, b)`. */
export const E2E_BACKGROUND = `rgb(${[1, 3, 5].map((at) => parseInt(brandFile.palette.bg.slice(at, at + 2), 16)).join(', ')})`;

/**
 * What the build and the production server read: the local API with its per-game bases (§7; the API serves every
 * game path under these prefixes), analytics that keep headless browsers' events, and the server's port.
 */
export function webBuildEnv(): Record<string, string> {
  return {
    PORT: String(WEB_PORT),
    VITE_API_URL: API_URL,
    VITE_DICE_API_URL: `${API_URL}/dice`,
    VITE_COINFLIP_API_URL: `${API_URL}/coinflip`,
    VITE_KENO_API_URL: `${API_URL}/keno`,
    VITE_GENERAL_API_URL: `${API_URL}/general`,
    VITE_CRASH_API_URL: `${API_URL}/crash`,
    VITE_MINER_API_URL: `${API_URL}/miner`,
    VITE_CASES_API_URL: `${API_URL}/cases`,
    VITE_GAME_PROVIDER_URL: PROVIDER_URL,
    VITE_ANALYTICS_CAPTURE_BOTS: '1',
    // The third-party widgets, played by the provider stand-in's scripts on its own origin.
    VITE_CHAT_SCRIPT_URL: `${PROVIDER_URL}/assets/chat.js`,
    VITE_CHAT_KEY: 'local-chat',
    VITE_FINGERPRINT_KEY: fingerprint().publicKey,
    VITE_MESSAGING_SCRIPT_URL: `${PROVIDER_URL}/assets/messaging.js`,
    VITE_BRAND: E2E_BRAND,
    // Tests change the API's answers (geo, mirror, SEO) as they run: the server asks it each time, sharing nothing.
    SSR_CACHE: 'off',
    // A crawler's title is the SEO text's, however busy the machine (past its 300 ms the head carries the site's name).
    SSR_SEO_BUDGET_MS: '20000',
    // And a page's heading its data's (a game's name): past the page data's 300 ms the server renders the page's
    // loading state, a budget the unit tests of `di/pageData.ts` and `app/pageDataBudget.test.tsx` hold.
    SSR_PAGE_DATA_BUDGET_MS: '20000',
  };
}
