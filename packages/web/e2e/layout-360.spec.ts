import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { pageViolations } from './support/axe.ts';
import { funded, nextBet } from './support/games.ts';
import { freshBettingPhase, LONGEST_ROUND_MS } from './support/live.ts';
import {
  waitForAppReady,
  waitForPageData,
  waitForVisibleImages,
  waitForBrandFonts,
} from './support/ready.ts';
import { prefixed, routes, text, type Locale } from './support/routes.ts';
import { WEB_URL } from './support/servers.ts';
import { watchCsp, watchErrors, type CspWatch } from './support/watch.ts';
import { patient } from './support/patience.ts';

/**
 * Issue 38 at the narrowest phone the site is made for: no page scrolls sideways, and on every game page the game and
 * its primary action (Bet, Spin, Cash out, Place bet, Stop) are on the first screen before and during a round.
 */
const WIDTH = 360;
/** Screenshots for people to look at, written to artifacts/screenshots at the repository root (gitignored). */
const SCREENSHOTS = path.resolve(import.meta.dirname, '../../../artifacts/screenshots');
test.use({ viewport: { width: WIDTH, height: 640 } });
test.describe.configure({ mode: 'parallel' });

const LOCALES: readonly Locale[] = ['ru', 'en', 'kz', 'br'];
const headings = new Map(LOCALES.map((locale) => [locale, new Map(routes(locale))]));

/** Fully on the first screen, the page not scrolled: what a player sees without touching the page. */
async function onFirstScreen(page: Page, ...targets: Locator[]): Promise<void> {
  for (const target of targets) await expect(target).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
}

interface GameCheck {
  /** The game itself: its board, wheel, curve or frame. */
  readonly stage: (page: Page) => Locator;
  /** The button that starts a round. */
  readonly action: (page: Page, t: (key: string, params?: Record<string, string>) => string) => Locator;
  /** The player's currency, when the game takes only one. */
  readonly currency?: string;
  /**
   * The one locale that plays the round, when the round waits on the server's clock (a crash round, a room's
   * countdown): the first screen before it is checked in every locale, whose words size the buttons; the round itself
   * shows the same board and buttons, so one locale proves it stays in view, the one with the longest labels.
   */
  readonly roundIn?: Locale;
  /**
   * A new player in each locale: the game keeps a round open for its player (a miner or hilo round, a crash bet), and
   * the next locale's visit would find its Cash out where the start button is. Other games have one player a test.
   */
  readonly playerPerLocale?: boolean;
  /** Plays the start of a round and checks the screen while it runs. */
  readonly during?: (
    page: Page,
    t: (key: string, params?: Record<string, string>) => string,
  ) => Promise<void>;
}

const placeBet = (page: Page, t: (key: string) => string) =>
  page.getByRole('button', { name: t('games:bet.place') });

/**
 * An instant game's bet: the outcome appears on the board, with the board and the bet button still in view. The
 * outcome shows at once, as for a player who prefers reduced motion: the board it lands on is the same (the game's
 * styles only drop their animations), without its spin or flip in each locale (games-motion.spec.ts watches those).
 * `game` names it in the API's bet address.
 */
function instantRound(game: string, stage: string, prepare?: (page: Page) => Promise<void>): GameCheck {
  return {
    stage: (page) => page.locator(stage),
    action: placeBet,
    during: async (page, t) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      if (prepare) {
        await prepare(page);
        // The roulette table runs below the first screen: the player comes back up to the wheel to spin.
        await page.evaluate(() => window.scrollTo(0, 0));
      }
      // The locale's own bet: the page may still show the outcome of the bet made in the locale before.
      const placed = nextBet(page, game);
      await placeBet(page, t).click();
      expect((await placed).ok()).toBe(true);
      await expect(page.getByTestId('game-outcome')).toHaveText(/\S/);
      await onFirstScreen(page, page.locator(stage), page.getByTestId('game-outcome'), placeBet(page, t));
    },
  };
}

/** A miner or hilo round: once started, Cash out takes the start button's place beside the board. */
function steppedRound(stage: string): GameCheck {
  return {
    stage: (page) => page.locator(stage),
    action: (page, t) => page.getByRole('button', { name: t('gameRounds:rounds.start') }),
    playerPerLocale: true,
    during: async (page, t) => {
      await page.getByRole('button', { name: t('gameRounds:rounds.start') }).click();
      await onFirstScreen(page, page.locator(stage), page.getByTestId('round-cashout'));
    },
  };
}

/**
 * A room (played in roubles only): the join button is on the first screen; a seat taken is confirmed (a draw the
 * seat starts may then take the top of the screen).
 */
const roomSeat: GameCheck = {
  currency: 'RUB',
  // Its join button and the seat's confirmation are the longest in br.
  roundIn: 'br',
  stage: (page) => page.locator('.room-pot'),
  action: (page, t) => page.getByRole('button', { name: t('gameLive:roomGame.join', { number: '1' }) }),
  during: async (page, t) => {
    // Joins close for a countdown another locale's player started (a few seconds here): the next round opens them.
    const join = page.getByRole('button', { name: t('gameLive:roomGame.join', { number: '1' }) });
    await expect(join).toBeEnabled({ timeout: patient(30_000) });
    await join.click();
    await expect(
      page.getByRole('alert').filter({ hasText: t('gameLive:roomGame.joined', { number: '1' }) }),
    ).toBeVisible();
  },
};

const frame = (page: Page) => page.getByTestId('game-frame').locator('iframe');

const GAMES: Readonly<Record<string, GameCheck>> = {
  '/games/dice': {
    stage: (page) => page.locator('.dice__track'),
    action: placeBet,
    // The auto-bet series runs with Stop and the board in view, its progress counting under Stop.
    during: async (page, t) => {
      await page.getByRole('tab', { name: t('games:play.tabs.auto') }).click();
      // No count: the series runs until the player stops it.
      await page.getByLabel(t('games:play.auto.count')).fill('');
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('button', { name: t('games:play.auto.start') }).click();
      const stop = page.getByRole('button', { name: t('games:play.auto.stop') });
      await expect(page.getByTestId('auto-progress')).toHaveText(/\d/);
      await onFirstScreen(page, page.locator('.dice__track'), stop);
      await stop.click();
      await expect(page.getByRole('button', { name: t('games:play.auto.start') })).toBeVisible();
    },
  },
  '/games/coinflip': instantRound('coinflip', '.coinflip__coin'),
  // The pick stays through a change of language: a second click would take it back.
  '/games/keno': instantRound('keno', '.keno__grid', async (page) => {
    if ((await page.locator('.keno__square[aria-pressed="true"]').count()) === 0)
      await page.locator('.keno__square').first().click();
  }),
  '/games/roulette': instantRound('roulette', '.roulette-wheel', (page) =>
    page.locator('.roulette__table .roulette__number').nth(5).click(),
  ),
  '/games/wheel': instantRound('wheel', '.wheel__stage'),
  '/games/miner': steppedRound('[data-testid=miner-grid]'),
  '/games/hilo': steppedRound('[data-testid=hilo-card]'),
  '/games/cases/gold': {
    stage: (page) => page.locator('.case-reel__window'),
    action: (page, t) =>
      page.getByRole('button', { name: t('gameRounds:case.open', { name: t('gameRounds:caseNames.gold') }) }),
    during: async (page, t) => {
      const open = page.getByRole('button', {
        name: t('gameRounds:case.open', { name: t('gameRounds:caseNames.gold') }),
      });
      // The reel lands at once, as for a player who prefers reduced motion: the screen it lands on is the same, without
      // a 4 s slide in each locale (games-rounds.spec.ts watches the slide).
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await open.click();
      await expect(page.locator('.case-reel__result')).toBeVisible();
      await onFirstScreen(page, page.locator('.case-reel__window'), page.locator('.case-reel__result'), open);
    },
  },
  '/games/crash': {
    // During a round the action is Cash out, whose label is the longest in en.
    roundIn: 'en',
    playerPerLocale: true,
    stage: (page) => page.locator('.crash-stage'),
    action: (page, t) => page.getByRole('button', { name: t('gameLive:crashGame.bet'), exact: true }),
    // A bet taken in the betting phase (the player is in this round's list), with the curve and Cash out in view; then
    // the round with the bet on it runs, captured for people to look at (issue 38's crash mid-round at 360 px).
    during: async (page, t) => {
      // A round on the table may run long (a high crash point): the bet waits for the next betting window, whole.
      test.setTimeout(test.info().timeout + 2 * LONGEST_ROUND_MS);
      const bet = page.getByRole('button', { name: t('gameLive:crashGame.bet'), exact: true });
      const phase = page.locator('.crash-stage__phase:is([data-phase="running"], [data-phase="busted"])');
      // A round that busts at once (2 in 101 bust at 1.00×) never shows as running: the bet goes on the next one.
      let running = false;
      for (let round = 0; round < 5 && !running; round += 1) {
        // The stake is typed below the buttons; the player comes back up to bet.
        await page.getByLabel(t('gameLive:crashGame.stake'), { exact: true }).fill('0.10');
        await page.evaluate(() => window.scrollTo(0, 0));
        await freshBettingPhase(page);
        await expect(bet).toBeEnabled();
        await bet.click();
        await expect(page.locator('[data-crash-players] li[data-mine]')).toBeAttached({
          timeout: patient(30_000),
        });
        await onFirstScreen(page, page.locator('.crash-stage'), page.locator('[data-cash-out]'));
        await expect(phase).toBeVisible({ timeout: patient(30_000) });
        running = (await phase.getAttribute('data-phase')) === 'running';
      }
      expect(running, 'a round with the bet on it ran').toBe(true);
      await waitForBrandFonts(page);
      await page.screenshot({ path: path.join(SCREENSHOTS, 'crash-360.png') });
    },
  },
  ...Object.fromEntries(['red', 'yellow', 'purple'].map((room) => [`/games/rooms/${room}`, roomSeat])),
  '/games/slots/prism-drift/demo': { stage: frame, action: frame },
  '/games/slots/prism-drift/play': { stage: frame, action: frame },
  '/games/live-casino/classic-roulette/demo': { stage: frame, action: frame },
  '/games/live-casino/classic-roulette/play': { stage: frame, action: frame },
};

/**
 * The pages whose content axe reads in English on the same visit (WCAG 2.1 AA, serious and critical findings inside
 * `main`), once the text that shows their content is in: grids, forms, the sportsbook's line and slip bar, the
 * accordion, long text. pages-a11y.spec.ts reads the pages a visit here does not make (a game as a visitor, a
 * tournament, the verifier with a whole proof).
 */
const AXE_IN_EN: Readonly<Record<string, string>> = {
  '/': 'Originals',
  '/games/slots': 'Search by title or provider',
  '/bonuses': 'Promo code',
  // The sports menu with its pressed "All sports", the line's odds and the slip bar on the accent colour.
  '/betting': 'All sports',
  '/top': 'The biggest wins of our players',
  '/vip-club': 'Club levels',
  '/faq': 'How do I sign up?',
  '/policy/en/user-agreement': '2. Who may play',
  '/password/reset': 'Get a code',
};

/**
 * The originals' tiles on the games' hub name the house in the page's words, and a cover drawn as a picture holds no
 * text, in any language (issue 38: what a new player meets on a phone besides a round).
 */
async function originalsTiles(page: Page, locale: Locale): Promise<void> {
  const tiles = page.locator('.game-tile').filter({
    has: page.locator('.game-tile__title', { hasText: text(locale, 'lobby:originalTitle.dice') }),
  });
  await expect(tiles).toHaveCount(1);
  await expect(tiles.locator('.game-tile__provider')).toHaveText(text(locale, 'lobby:tile.house'));
  // The covers are the same files in every locale: one locale fetches the dice's.
  const cover = await tiles.locator('img').getAttribute('src');
  if (cover && locale === 'en') {
    const answer = await page.request.get(new URL(cover, WEB_URL).href, { headers: { connection: 'close' } });
    expect(answer.ok()).toBe(true);
    if ((answer.headers()['content-type'] ?? '').includes('svg'))
      expect(await answer.text()).not.toMatch(/<text\b/);
  }
}

/** What a page's visit checks besides, on the same load, in each locale. */
const ALSO: Readonly<Record<string, { readonly title: string; readonly check: typeof originalsTiles }>> = {
  '/games': {
    title: "the originals' tiles name the house in the page's words, with covers that hold none",
    check: originalsTiles,
  },
};

/**
 * No sideways scroll, the heading wrapping inside the phone (a long policy title), and the toasts' region below the
 * header, never over its buttons: read on the visit each page has anyway rather than on loads of their own.
 */
async function expectNoSidewaysScroll(page: Page, locale: Locale, feed = true): Promise<void> {
  // The page's data and the live feed arrive after the heading, and each can be the widest thing on the page. A game
  // page's own test is long already: the feed's rows are the same on the pages that wait for them.
  await waitForPageData(page);
  if (feed)
    await expect(page.getByText(text(locale, 'lobby:feed.loading'))).toHaveCount(0, {
      timeout: patient(30_000),
    });
  // The toasts' region mounts once the page answers input and the browser is idle (app/AppRoot.tsx).
  await page.locator('.notifications').waitFor({ state: 'attached', timeout: patient(30_000) });
  const layout = await page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    heading: document.querySelector('h1')?.getBoundingClientRect().right ?? Infinity,
    header: document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? Infinity,
    toasts: document.querySelector('.notifications')?.getBoundingClientRect().top ?? -Infinity,
  }));
  expect(layout.width, 'the page is no wider than the phone').toBeLessThanOrEqual(WIDTH);
  expect(layout.heading, 'the heading wraps inside the phone').toBeLessThanOrEqual(WIDTH);
  expect(layout.toasts, 'the toasts sit below the header').toBeGreaterThanOrEqual(layout.header);
}

/**
 * What a page printed as errors or as missing texts, and the Content-Security-Policy violations it met, since the
 * test's first visit.
 */
interface Watch {
  readonly errors: readonly string[];
  readonly missing: readonly string[];
  readonly csp: CspWatch;
}

function watch(page: Page, csp: CspWatch): Watch {
  const missing: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('Missing locale message')) missing.push(message.text());
  });
  return { errors: watchErrors(page), missing, csp };
}

/** A visitor's profile asks them to log in, and the dialog holds the header: each locale opens the address. */
const OPENS_A_DIALOG = new Set(['/profile']);

/**
 * Switches the page to `locale` as a player on a phone does: the language picker sits in the header's menu, which
 * stays open on the page in its new language until the player closes it.
 */
async function switchLanguage(page: Page, from: Locale, to: Locale, path: string): Promise<void> {
  const menu = page.getByRole('button', { name: text(from, 'layout:header.menu'), exact: true });
  await menu.click();
  await page.getByRole('combobox', { name: text(from, 'layout:language.label') }).selectOption(to);
  await expect(page).toHaveURL(prefixed(to, path));
  await page.keyboard.press('Escape');
  await expect(
    page.getByRole('button', { name: text(to, 'layout:header.menu'), exact: true }),
  ).toHaveAttribute('aria-expanded', 'false');
}

/**
 * One locale's visit to a route on the test's page: a game is played with a funded player (`player` gives the test's
 * session token); any other page is read whole, its console and its Content-Security-Policy too. `from` is the locale
 * the page shows before, when the visit switches the language instead of opening the page's address.
 */
async function checkRoute(
  page: Page,
  player: () => Promise<string>,
  locale: Locale,
  path: string,
  game: GameCheck | undefined,
  watch: Watch | undefined,
  from?: Locale,
): Promise<void> {
  const t = (key: string, params?: Record<string, string>) => text(locale, key, params);
  const url = prefixed(locale, path);
  // The page's one heading in the locale's words, on the hydrated page.
  const heading = async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headings.get(locale)!.get(path)!);
    await expect(page.locator('h1')).toHaveCount(1);
  };
  if (!game) {
    if (from) await switchLanguage(page, from, locale, path);
    else await page.goto(url);
    await waitForAppReady(page);
    await heading();
    await expectNoSidewaysScroll(page, locale);
    await ALSO[path]?.check(page, locale);
    if (watch) {
      // Its data and the images in view are in: every load of the page's own has met the policy.
      await waitForVisibleImages(page);
      expect(watch.csp.violations).toEqual([]);
      expect(watch.errors).toEqual([]);
      expect(watch.missing).toEqual([]);
    }
    const ready = locale === 'en' ? AXE_IN_EN[path] : undefined;
    if (ready) {
      await expect(page.getByText(ready, { exact: true }).first()).toBeVisible();
      expect(await pageViolations(page)).toEqual([]);
    }
    return;
  }
  if (from) await switchLanguage(page, from, locale, path);
  else {
    await page.context().addCookies([{ name: 'token', value: await player(), url: WEB_URL }]);
    await page.goto(url);
  }
  await waitForAppReady(page);
  await heading();
  await expect(game.action(page, t)).toBeVisible();
  await onFirstScreen(page, game.stage(page), game.action(page, t));
  if (game.during && (game.roundIn ?? locale) === locale) await game.during(page, t);
  await expectNoSidewaysScroll(page, locale, false);
}

const title = (path: string, game: GameCheck | undefined) =>
  game
    ? `fits ${WIDTH} px, the game and its action on the first screen before and during a round`
    : `fits ${WIDTH} px with no sideways scroll, one heading inside it, the toasts below the header, no console error or missing text, no CSP violation${
        AXE_IN_EN[path] ? ', no serious axe finding in en' : ''
      }${ALSO[path] ? `; ${ALSO[path].title}` : ''}`;

/**
 * The four locales of a route in one test and one page: the page's bundles come from its cache after the first, which
 * halves what each locale's visit costs. Each locale has the time a test of its own would have. A page that is read
 * (not played) opens once, in a locale that turns with the route so that each locale's first load and hydration are
 * read on a quarter of the pages, and takes the other three through the language picker: a third of the browser's
 * work of four loads (issue 37). A game opens once in ru and is played on in the other three the same way, unless its
 * round stays open for its player (a new player and a load in each locale). ssr-render.spec.ts reads every page's
 * server HTML in all four locales.
 */
for (const [index, [path]] of routes('ru').entries()) {
  const game = GAMES[path];
  test(`${path} in ${LOCALES.join(', ')} ${title(path, game)}`, async ({ page, request }) => {
    test.setTimeout(LOCALES.length * test.info().timeout);
    // A funded player made once a test, or once a locale where the game keeps the last locale's round open.
    let token: Promise<string> | undefined;
    const player = () => {
      if (!token || game?.playerPerLocale) token = funded(request, game?.currency).then((made) => made.token);
      return token;
    };
    // The page hydrates and shows all four locales with no error and no missing text in its console, and meets its
    // policy; pages-routes.spec.ts opens the pages played here, as a visitor at a desktop's width.
    const watched = game ? undefined : watch(page, await watchCsp(page));
    // A game whose round stays open for its player (playerPerLocale) gets a new player and a load in each locale.
    const switches = !OPENS_A_DIALOG.has(path) && !game?.playerPerLocale;
    // A game page starts in ru: a room's seat, taken in br, stays taken for the rest of the test.
    const first = switches && !game ? index % LOCALES.length : 0;
    const order = [...LOCALES.slice(first), ...LOCALES.slice(0, first)];
    for (const [step, locale] of order.entries()) {
      const from = switches && step > 0 ? order[step - 1] : undefined;
      await test.step(prefixed(locale, path), () =>
        checkRoute(page, player, locale, path, game, watched, from),
      );
    }
  });
}

/**
 * A new player on the home page at 360 px (issue 38's "games below the fold", on the page most visitors open first):
 * the first screen shows the originals' first games with their Play, each category a row swiped sideways (the page
 * itself never scrolls sideways), and the offers follow the first row.
 */
test(`the home page's first screen at ${WIDTH} px shows games to play, in ${LOCALES.join(', ')}`, async ({
  page,
}) => {
  test.setTimeout(LOCALES.length * test.info().timeout);
  for (const locale of LOCALES) {
    await test.step(prefixed(locale, '/'), async () => {
      await page.goto(prefixed(locale, '/'));
      await waitForPageData(page);
      const row = page.locator('ul[data-category="originals"]');
      const tiles = row.locator('.game-tile');
      const first = tiles.first();
      const title = await first.locator('.game-tile__title').innerText();
      const play = first.getByRole('link', { name: text(locale, 'lobby:tile.openNamed', { title }) });
      await onFirstScreen(page, first, play, tiles.nth(1));
      // The offers come after the games, below them on the screen.
      const box = await row.boundingBox();
      const offers = await page.locator('.home-banners').boundingBox();
      expect(offers?.y ?? 0).toBeGreaterThanOrEqual((box?.y ?? Infinity) + (box?.height ?? 0));
      // The row is swiped, not the page: the third game, peeking in at the edge, comes into view as the row scrolls
      // (to a fraction of a pixel: the tiles are a share of the row's width), and the page stays put.
      const third = tiles.nth(2);
      await expect(third).not.toBeInViewport({ ratio: 0.9 });
      await row.evaluate((list) => list.scrollBy({ left: list.clientWidth, behavior: 'instant' }));
      await expect(third).toBeInViewport({ ratio: 0.99 });
      expect(await page.evaluate(() => window.scrollX)).toBe(0);
      await expectNoSidewaysScroll(page, locale, false);
    });
  }
});
