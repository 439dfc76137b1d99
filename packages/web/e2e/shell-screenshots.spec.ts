import path from 'node:path';
import { test, expect } from './support/fixtures.ts';
import { openPage, waitForPageData, waitForVisibleImages, waitForBrandFonts } from './support/ready.ts';

/** Screenshots for people to look at, written to artifacts/screenshots at the repository root (gitignored). */
const SCREENSHOTS = path.resolve(import.meta.dirname, '../../../artifacts/screenshots');

for (const width of [360, 1280]) {
  test(`the home page at ${width} px is captured`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await openPage(page, '/');
    // The catalogue and the other sections arrive after the heading: capture the page as a player sees it.
    await waitForPageData(page);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await waitForVisibleImages(page);
    await waitForBrandFonts(page);
    await page.screenshot({ path: path.join(SCREENSHOTS, `home-${width}.png`), fullPage: true });
  });
}
