import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { fundedPlayer, logInAs, nextBet } from './support/games.ts';
import { openPage, waitForPageData, waitForVisibleImages, waitForBrandFonts } from './support/ready.ts';
import { SUITE_BRANDS } from './support/servers.ts';
import { ownUpcomingMatch } from './support/sports.ts';

/**
 * Issue 36, item 6: the brand's pictures held by tests. The home page's first screen, a game mid-bet (the roulette
 * wheel with its ball running) and the sportsbook's bet slip at 360 and 1280 px, in English, for both sample brands
 * (the suite's build carries both, each served by its own server), against the baselines committed beside this file,
 * one set per brand (`--update-snapshots` writes them after a change of look).
 *
 * What the local API makes up as it runs or the clock moves is masked (a promotion's countdown, the slip's match,
 * price and sums, held at one height), the slip's price is an upcoming match's, animations and the caret are stilled,
 * the pointer is off the slip, and the fonts are the build's own files, awaited before each picture: the same build
 * draws the same pixels on a busy machine as on an idle one. (The page's clock is not stopped: the server renders the
 * page with the real time, and a browser whose time differs hydrates other text, and the page breaks.)
 */
const WIDTHS = [360, 1280] as const;
const TOLERANCE = { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide' } as const;

test.describe.configure({ mode: 'parallel' });

/** A phone's first screen, or a screen tall enough for the whole slip (a picture of an element shows what is in view). */
async function steady(page: Page, width: number, height = width === 360 ? 640 : 800): Promise<void> {
  await page.setViewportSize({ width, height });
}

async function fontsAndImages(page: Page): Promise<void> {
  await waitForBrandFonts(page);
  await waitForVisibleImages(page);
}

for (const brand of SUITE_BRANDS) {
  test.describe(brand.id, () => {
    test.use({ baseURL: brand.url });

    for (const width of WIDTHS) {
      test(`the ${brand.id} home page's first screen at ${width} px matches its baseline`, async ({
        page,
      }) => {
        await steady(page, width);
        await openPage(page, '/en');
        await waitForPageData(page);
        await fontsAndImages(page);
        // The header, the hero with the brand's art, the first games and the offers under them, as far as the screen
        // goes: what the brand shapes on a first visit.
        const banners = await page.locator('.home-banners').boundingBox();
        expect(banners).not.toBeNull();
        await expect(page).toHaveScreenshot(`${brand.id}-home-${width}.png`, {
          ...TOLERANCE,
          clip: { x: 0, y: 0, width, height: Math.ceil((banners?.y ?? 0) + (banners?.height ?? 0)) },
          mask: [page.locator('.home-banner__countdown')],
        });
      });

      test(`the ${brand.id} roulette mid-spin at ${width} px matches its baseline`, async ({
        page,
        request,
      }) => {
        await steady(page, width);
        // The reveal waits on the page's clock, held once the page is in; the animations on the document's timeline,
        // stopped: the wheel stays where it started (its stop is the outcome's, which differs run to run) and the ball is
        // moved to a fixed moment of its run (the same in every spin).
        await page.clock.install();
        await logInAs(page, await fundedPlayer(request), '/en/games/roulette');
        await page.getByRole('button', { name: 'Red', exact: true }).click();
        await page.evaluate(() => window.scrollTo(0, 0));
        await fontsAndImages(page);
        await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Animation.enable');
        await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
        const answer = nextBet(page, 'roulette');
        await page.getByRole('button', { name: 'Place bet' }).click();
        await answer;
        const ball = page.locator('.roulette-wheel__ball-orbit--spinning');
        await expect(ball).toHaveCount(1);
        await ball.evaluate((orbit) => {
          for (const animation of orbit.getAnimations({ subtree: true })) animation.currentTime = 600;
        });
        await page.mouse.move(0, 0);
        await expect(page).toHaveScreenshot(`${brand.id}-roulette-mid-spin-${width}.png`, {
          ...TOLERANCE,
          // Held by hand above: "disabled" would run them to their end.
          animations: 'allow',
          mask: [page.getByTestId('play-session')],
        });
      });

      test(`the ${brand.id} bet slip with a price on it at ${width} px matches its baseline`, async ({
        page,
        request,
      }) => {
        await steady(page, width, 1000);
        await openPage(page, '/en/betting');
        // A price of an upcoming match of the test's own: it does not kick off, move or close while the picture is
        // taken. (The page's clock runs: the matches it shows began on the API's.)
        const selection = await ownUpcomingMatch(page, request);
        await page.locator(`button.odds[data-selection="${selection}"]`).click();
        let slip: Locator = page.locator('.slip-column [data-testid="bet-slip"]');
        if (width < 1024) {
          await page.getByTestId('slip-open').click();
          slip = page.getByRole('dialog', { name: 'Bet slip' }).getByTestId('bet-slip');
        }
        await expect(slip.locator('.slip__leg')).toHaveCount(1);
        // The match the first price belongs to has a name of any length: its box keeps one height in the picture.
        await page.addStyleTag({ content: '.slip__legs, .slip__sums { height: 4.5rem; overflow: hidden; }' });
        await fontsAndImages(page);
        // The pointer off the slip (no button of it drawn hovered), and the page at its top: the price's row may have
        // scrolled it, and the header would then cover the top of the slip's column.
        await page.mouse.move(0, 0);
        await page.evaluate(() => window.scrollTo(0, 0));
        await expect(slip).toHaveScreenshot(`${brand.id}-bet-slip-${width}.png`, {
          ...TOLERANCE,
          mask: [slip.locator('.slip__legs'), slip.locator('.slip__sums')],
        });
      });
    }
  });
}
