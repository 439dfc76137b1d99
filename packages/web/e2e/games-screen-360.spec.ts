import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { funded } from './support/games.ts';
import { openPage } from './support/ready.ts';
import { prefixed, text } from './support/routes.ts';
import { WEB_URL } from './support/servers.ts';
import { LOCALES } from './support/textGuard.ts';

/**
 * Issue 38, what a new player meets on a phone besides a round: crash before its round is known (the live socket not
 * answering yet, or the phone offline) and the room's seat count, in four locales; the originals' tiles are read on
 * layout-360.spec.ts's visit of the games' hub in each locale. The page fixture's text guard reads each page: an empty
 * value ("Terminating hash , salt :") or another locale's word fails.
 */
const WIDTH = 360;
test.use({ viewport: { width: WIDTH, height: 640 } });
test.describe.configure({ mode: 'parallel' });

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test(`crash before its round is known says it waits, and fits ${WIDTH} px with the offline notice, in ${LOCALES.join(', ')}`, async ({
  page,
  context,
}) => {
  // The live socket opens and says nothing: the page has no round (as while it connects, or offline).
  await page.routeWebSocket(/\/crash\/live$/, () => {});
  for (const locale of LOCALES) {
    await test.step(locale, async () => {
      await context.setOffline(false);
      await openPage(page, prefixed(locale, '/games/crash'));
      const phase = page.locator('.crash-stage__phase');
      await expect(phase).toHaveText(text(locale, 'gameLive:crashGame.waiting'));
      // No sentence about the hash chain before the chain is known: its values would be empty.
      await expect(page.locator('#crash-history')).toBeVisible();
      await expect(
        page.getByText(text(locale, 'gameLive:crashGame.chain', { hash: '', salt: '' })),
      ).toHaveCount(0);

      // The app's notices (a lazy part of every page, loaded once the page answers input) are in before the phone goes
      // offline: on a busy machine they came after the heading. Their offline words are the shell's, loaded with it.
      await expect(
        page.getByRole('region', { name: text(locale, 'layout:appNotices.region') }),
      ).toBeAttached();
      await context.setOffline(true);
      await expect(page.getByTestId('offline-notice')).toContainText(
        text(locale, 'layout:appNotices.offline.title'),
      );
      await expect(phase).toHaveText(text(locale, 'gameLive:crashGame.waiting'));
      expect(await pageWidth(page), 'the page is no wider than the phone').toBeLessThanOrEqual(WIDTH);
    });
  }
  await context.setOffline(false);
});

test("the room's seat count is the site's own field, as crash's stake is", async ({ page, request }) => {
  const look = (label: string) =>
    page.getByLabel(label, { exact: true }).evaluate((field) => {
      const style = getComputedStyle(field);
      return {
        background: style.backgroundColor,
        border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
        radius: style.borderTopLeftRadius,
        font: `${style.fontFamily} ${style.fontSize}`,
        height: style.height,
        color: style.color,
      };
    });
  await openPage(page, '/en/games/crash');
  const site = await look('Stake');
  const { token } = await funded(request, 'RUB');
  await page.context().addCookies([{ name: 'token', value: token, url: WEB_URL }]);
  // Opened by itself: the room's page loads the field's styles of its own.
  await openPage(page, '/en/games/rooms/red');
  await expect(page.getByLabel('Seats', { exact: true })).toBeInViewport({ ratio: 1 });
  expect(await look('Seats')).toEqual(site);
});
