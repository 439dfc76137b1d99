import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { openPage, waitForPageData, waitForVisibleImages } from './support/ready.ts';
import { E2E_BRAND } from './support/servers.ts';

/**
 * Issue 36, item 6: the brand's pictures held by tests. The home page's first screen and the sportsbook's bet slip at
 * 360 and 1280 px, in English, against the baselines committed beside this file (one set per brand: the suite's build
 * checks its own, `E2E_BRAND=vellumbay` the other's; `--update-snapshots` writes them after a change of look).
 *
 * What the local API makes up as it runs is masked (a promotion's countdown, the slip's match, price and sums, held
 * at one height), the
 * clock is fixed, animations and the caret are stilled, and the fonts are the build's own files, awaited before each
 * picture: the same build draws the same pixels on a busy machine as on an idle one.
 */
const WIDTHS = [360, 1280] as const;
const TOLERANCE = { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide' } as const;
// Now, as the local API's data is, and still from then on: no countdown or match clock moves between two pictures.
const FIXED_TIME = new Date();

test.describe.configure({ mode: 'parallel' });

/** A phone's first screen, or a screen tall enough for the whole slip (a picture of an element shows what is in view). */
async function steady(page: Page, width: number, height = width === 360 ? 640 : 800): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.clock.setFixedTime(FIXED_TIME);
}

async function fontsAndImages(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await waitForVisibleImages(page);
}

for (const width of WIDTHS) {
  test(`the ${E2E_BRAND} home page's first screen at ${width} px matches its baseline`, async ({ page }) => {
    await steady(page, width);
    await openPage(page, '/en');
    await waitForPageData(page);
    await fontsAndImages(page);
    // The header, the hero with the brand's art and the offers: what the brand shapes on a first visit.
    const banners = await page.locator('.home-banners').boundingBox();
    expect(banners).not.toBeNull();
    await expect(page).toHaveScreenshot(`${E2E_BRAND}-home-${width}.png`, {
      ...TOLERANCE,
      clip: { x: 0, y: 0, width, height: Math.ceil((banners?.y ?? 0) + (banners?.height ?? 0)) },
      mask: [page.locator('.home-banner__countdown')],
    });
  });

  test(`the ${E2E_BRAND} bet slip with a price on it at ${width} px matches its baseline`, async ({
    page,
  }) => {
    await steady(page, width, 1000);
    await openPage(page, '/en/betting');
    const price = page.locator('.event-row button.odds:enabled').first();
    await expect(price).toBeVisible({ timeout: 30_000 });
    await price.click();
    let slip: Locator = page.locator('.slip-column [data-testid="bet-slip"]');
    if (width < 1024) {
      await page.getByTestId('slip-open').click();
      slip = page.getByRole('dialog', { name: 'Bet slip' }).getByTestId('bet-slip');
    }
    await expect(slip.locator('.slip__leg')).toHaveCount(1);
    // The match the first price belongs to has a name of any length: its box keeps one height in the picture.
    await page.addStyleTag({ content: '.slip__legs, .slip__sums { height: 4.5rem; overflow: hidden; }' });
    await fontsAndImages(page);
    await expect(slip).toHaveScreenshot(`${E2E_BRAND}-bet-slip-${width}.png`, {
      ...TOLERANCE,
      mask: [slip.locator('.slip__legs'), slip.locator('.slip__sums')],
    });
  });
}
