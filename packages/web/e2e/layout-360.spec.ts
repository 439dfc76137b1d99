import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { funded } from './support/games.ts';
import { freshBettingPhase, LONGEST_ROUND_MS } from './support/live.ts';
import { waitForAppReady, waitForPageData } from './support/ready.ts';
import { prefixed, routes, text, type Locale } from './support/routes.ts';
import { WEB_URL } from './support/servers.ts';

/**
 * Issue 38 at the narrowest phone the site is made for: no page scrolls sideways, and on every game page the game and
 * its primary action (Bet, Spin, Cash out, Place bet, Stop) are on the first screen before and during a round.
 */
const WIDTH = 360;
test.use({ viewport: { width: WIDTH, height: 640 } });
test.describe.configure({ mode: 'parallel' });

const LOCALES: readonly Locale[] = ['ru', 'en', 'kz', 'br'];

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
  /** Its rounds are on the server's clock: each locale waits for one in a test of its own. */
  readonly ownTestPerLocale?: boolean;
  /** Plays the start of a round and checks the screen while it runs. */
  readonly during?: (
    page: Page,
    t: (key: string, params?: Record<string, string>) => string,
  ) => Promise<void>;
}

const placeBet = (page: Page, t: (key: string) => string) =>
  page.getByRole('button', { name: t('games:bet.place') });

/** An instant game's bet: the outcome appears on the board, with the board and the bet button still in view. */
function instantRound(stage: string, prepare?: (page: Page) => Promise<void>): GameCheck {
  return {
    stage: (page) => page.locator(stage),
    action: placeBet,
    during: async (page, t) => {
      if (prepare) {
        await prepare(page);
        // The roulette table runs below the first screen: the player comes back up to the wheel to spin.
        await page.evaluate(() => window.scrollTo(0, 0));
      }
      await placeBet(page, t).click();
      await expect(page.getByTestId('game-outcome')).toHaveText(/\S/);
      await onFirstScreen(page, page.locator(stage), page.getByTestId('game-outcome'), placeBet(page, t));
    },
  };
}

/** A miner or hilo round: once started, Cash out takes the start button's place beside the board. */
function steppedRound(stage: string): GameCheck {
  return {
    stage: (page) => page.locator(stage),
    action: (page, t) => page.getByRole('button', { name: t('games:rounds.start') }),
    during: async (page, t) => {
      await page.getByRole('button', { name: t('games:rounds.start') }).click();
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
  stage: (page) => page.locator('.room-pot'),
  action: (page, t) => page.getByRole('button', { name: t('games:roomGame.join', { number: '1' }) }),
  during: async (page, t) => {
    // Joins close for a countdown another locale's player started (a few seconds here): the next round opens them.
    const join = page.getByRole('button', { name: t('games:roomGame.join', { number: '1' }) });
    await expect(join).toBeEnabled({ timeout: 30_000 });
    await join.click();
    await expect(
      page.getByRole('alert').filter({ hasText: t('games:roomGame.joined', { number: '1' }) }),
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
  '/games/coinflip': instantRound('.coinflip__coin'),
  '/games/keno': instantRound('.keno__grid', (page) => page.locator('.keno__square').first().click()),
  '/games/roulette': instantRound('.roulette-wheel', (page) =>
    page.locator('.roulette__table .roulette__number').nth(5).click(),
  ),
  '/games/wheel': instantRound('.wheel__stage'),
  '/games/miner': steppedRound('[data-testid=miner-grid]'),
  '/games/hilo': steppedRound('[data-testid=hilo-card]'),
  '/games/cases/gold': {
    stage: (page) => page.locator('.case-reel__window'),
    action: (page, t) =>
      page.getByRole('button', { name: t('games:case.open', { name: t('games:caseNames.gold') }) }),
    during: async (page, t) => {
      const open = page.getByRole('button', {
        name: t('games:case.open', { name: t('games:caseNames.gold') }),
      });
      await open.click();
      await expect(page.locator('.case-reel__result')).toBeVisible();
      await onFirstScreen(page, page.locator('.case-reel__window'), page.locator('.case-reel__result'), open);
    },
  },
  '/games/crash': {
    ownTestPerLocale: true,
    stage: (page) => page.locator('.crash-stage'),
    action: (page, t) => page.getByRole('button', { name: t('games:crashGame.bet'), exact: true }),
    // A bet taken in the betting phase (the player is in this round's list), with the curve and Cash out in view.
    during: async (page, t) => {
      // A round on the table may run long (a high crash point): the bet waits for the next betting window, whole.
      test.setTimeout(LONGEST_ROUND_MS + 60_000);
      // The stake is typed below the buttons; the player comes back up to bet.
      await page.getByLabel(t('games:crashGame.stake'), { exact: true }).fill('0.10');
      await page.evaluate(() => window.scrollTo(0, 0));
      const bet = page.getByRole('button', { name: t('games:crashGame.bet'), exact: true });
      await freshBettingPhase(page);
      await expect(bet).toBeEnabled();
      await bet.click();
      await expect(page.locator('[data-crash-players] li[data-mine]')).toBeAttached({ timeout: 30_000 });
      await onFirstScreen(page, page.locator('.crash-stage'), page.locator('[data-cash-out]'));
    },
  },
  ...Object.fromEntries(['red', 'yellow', 'purple'].map((room) => [`/games/rooms/${room}`, roomSeat])),
  '/games/slots/prism-drift/demo': { stage: frame, action: frame },
  '/games/slots/prism-drift/play': { stage: frame, action: frame },
  '/games/live-casino/classic-roulette/demo': { stage: frame, action: frame },
  '/games/live-casino/classic-roulette/play': { stage: frame, action: frame },
};

async function expectNoSidewaysScroll(page: Page, locale: Locale, feed = true): Promise<void> {
  // The page's data and the live feed arrive after the heading, and each can be the widest thing on the page. A game
  // page's own test is long already: the feed's rows are the same on the pages that wait for them.
  await waitForPageData(page);
  if (feed)
    await expect(page.getByText(text(locale, 'lobby:feed.loading'))).toHaveCount(0, { timeout: 30_000 });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'the page is no wider than the phone').toBeLessThanOrEqual(WIDTH);
}

/** One locale's visit to a route on the test's page: a game is played with a funded player of its own. */
async function checkRoute(
  page: Page,
  request: APIRequestContext,
  locale: Locale,
  path: string,
  game: GameCheck | undefined,
): Promise<void> {
  const t = (key: string, params?: Record<string, string>) => text(locale, key, params);
  const url = prefixed(locale, path);
  if (!game) {
    await page.goto(url);
    await waitForAppReady(page);
    await expectNoSidewaysScroll(page, locale);
    return;
  }
  const { token } = await funded(request, game.currency);
  await page.context().addCookies([{ name: 'token', value: token, url: WEB_URL }]);
  await page.goto(url);
  await waitForAppReady(page);
  await expect(game.action(page, t)).toBeVisible();
  await onFirstScreen(page, game.stage(page), game.action(page, t));
  if (game.during) await game.during(page, t);
  await expectNoSidewaysScroll(page, locale, false);
}

const title = (game: GameCheck | undefined) =>
  game
    ? `fits ${WIDTH} px, the game and its action on the first screen before and during a round`
    : `fits ${WIDTH} px with no sideways scroll`;

/**
 * The four locales of a route in one test and one page: the page's bundles come from its cache after the first, which
 * halves what each locale's visit costs. Each locale has the time a test of its own would have. Crash waits for a
 * betting window of its own in each locale, so its locales stay tests of their own.
 */
for (const [path] of routes('ru')) {
  const game = GAMES[path];
  if (game?.ownTestPerLocale) {
    for (const locale of LOCALES) {
      test(`${prefixed(locale, path)} ${title(game)}`, async ({ page, request }) => {
        await checkRoute(page, request, locale, path, game);
      });
    }
    continue;
  }
  test(`${path} in ${LOCALES.join(', ')} ${title(game)}`, async ({ page, request }) => {
    test.setTimeout(LOCALES.length * test.info().timeout);
    for (const locale of LOCALES) {
      await test.step(prefixed(locale, path), () => checkRoute(page, request, locale, path, game));
    }
  });
}
