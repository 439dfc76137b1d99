import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { funded } from './support/games.ts';
import { openPage, waitForBrandFonts } from './support/ready.ts';
import { WEB_URL } from './support/servers.ts';
import { ownUpcomingMatch } from './support/sports.ts';

/**
 * Issue 38's phone screenshots for people to look at, written to artifacts/screenshots at the repository root
 * (gitignored; these are kept in the repository, added with `git add -f`): dice after a bet and the sportsbook's slip
 * with a price. Crash in the middle of a round with a bet on it is captured by the round layout-360.spec.ts plays at
 * that width.
 */
const SCREENSHOTS = path.resolve(import.meta.dirname, '../../../artifacts/screenshots');

test.use({ viewport: { width: 360, height: 640 } });
test.describe.configure({ mode: 'parallel' });

const shoot = async (page: Page, name: string) => {
  await waitForBrandFonts(page);
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-360.png`) });
};

test.beforeEach(async ({ page, request }) => {
  const { token } = await funded(request);
  await page.context().addCookies([{ name: 'token', value: token, url: WEB_URL }]);
});

test('dice at 360 px after a bet is captured', async ({ page }) => {
  await openPage(page, '/en/games/dice');
  await page.getByRole('button', { name: 'Place bet' }).click();
  await expect(page.getByTestId('game-outcome')).toHaveText(/Roll/);
  await shoot(page, 'dice');
});

test('the sportsbook slip at 360 px with a price on it is captured', async ({ page, request }) => {
  await openPage(page, '/en/betting');
  // A price of an upcoming match of the test's own: it does not kick off, close or move while the picture is taken.
  const selection = await ownUpcomingMatch(page, request);
  await page.locator(`button.odds[data-selection="${selection}"]`).click();
  await expect(page.getByTestId('slip-open')).toHaveText('Bet slip (1)');
  await page.getByTestId('slip-open').click();
  const drawer = page.getByRole('dialog', { name: 'Bet slip' });
  await expect(drawer.locator('.slip__leg')).toHaveCount(1);
  await shoot(page, 'bet-slip');
});
