import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { funded } from './support/games.ts';
import { freshBettingPhase, LONGEST_ROUND_MS } from './support/live.ts';
import { openPage } from './support/ready.ts';
import { WEB_URL } from './support/servers.ts';

/**
 * Issue 38's phone screenshots for people to look at, written to artifacts/screenshots at the repository root
 * (gitignored; these are kept in the repository, added with `git add -f`): dice after a bet, crash in the middle of a
 * round with a bet on it, the sportsbook's slip with a price.
 */
const SCREENSHOTS = path.resolve(import.meta.dirname, '../../../artifacts/screenshots');

test.use({ viewport: { width: 360, height: 640 } });
test.describe.configure({ mode: 'parallel' });

const shoot = async (page: Page, name: string) => {
  await page.evaluate(() => document.fonts.ready);
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

test('crash at 360 px in the middle of a round with a bet on it is captured', async ({ page }) => {
  // A round on the table may run long (a high crash point): the bet waits for the next betting window, whole.
  test.setTimeout(LONGEST_ROUND_MS + 120_000);
  await openPage(page, '/en/games/crash');
  const bet = page.getByRole('button', { name: 'Place bet', exact: true });
  const phase = page.locator('.crash-stage__phase:is([data-phase="running"], [data-phase="busted"])');
  // The curve a little way up (1.20×), with the bet riding on it; a round that busts before (about 1 in 6) leaves the
  // bet lost, and the next round takes another.
  const climbed = () =>
    page.evaluate(() => {
      const phase = document.querySelector('.crash-stage__phase')?.getAttribute('data-phase');
      const multiplier = Number(document.querySelector('[data-multiplier]')?.getAttribute('data-multiplier'));
      return phase === 'busted' ? 'busted' : phase === 'running' && multiplier >= 120 ? 'climbed' : 'not yet';
    });
  let running = false;
  for (let round = 0; round < 5 && !running; round += 1) {
    await page.getByLabel('Stake', { exact: true }).fill('0.10');
    await page.evaluate(() => window.scrollTo(0, 0));
    await freshBettingPhase(page);
    await expect(bet).toBeEnabled();
    await bet.click();
    await expect(page.locator('[data-crash-players] li[data-mine]')).toBeAttached({ timeout: 30_000 });
    await expect(phase).toBeVisible({ timeout: 30_000 });
    await expect.poll(climbed, { timeout: 60_000, intervals: [100] }).not.toBe('not yet');
    running = (await climbed()) === 'climbed';
  }
  expect(running, 'a round with the bet on it ran').toBe(true);
  await shoot(page, 'crash');
});

test('the sportsbook slip at 360 px with a price on it is captured', async ({ page }) => {
  await openPage(page, '/en/betting');
  // A price of the match that kicked off last, pinned by its selection: the first row's match is the next to end, and
  // its row stays in place with every price closed (the click on it waited out both tries of a full run).
  const rows = page.locator('.event-row[data-status="live"]');
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  const selection = await rows.last().locator('button.odds:enabled').first().getAttribute('data-selection');
  const price = page.locator(`button.odds[data-selection="${selection}"]`);
  await price.click();
  await expect(page.getByTestId('slip-open')).toHaveText('Bet slip (1)');
  await page.getByTestId('slip-open').click();
  const drawer = page.getByRole('dialog', { name: 'Bet slip' });
  await expect(drawer.locator('.slip__leg')).toHaveCount(1);
  await shoot(page, 'bet-slip');
});
