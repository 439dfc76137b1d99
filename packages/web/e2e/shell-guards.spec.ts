import { test, expect, logInAsDemo } from './support/fixtures.ts';
import { API_URL } from './support/servers.ts';

test.describe('navigation guards', () => {
  test('/geo_ip answering 451 sends the player to /no-access with its own layout', async ({ page }) => {
    // The local API answers for the country of X-Debug-Country in development mode; US is blocked by default.
    await page.route(`${API_URL}/geo_ip`, (route) =>
      route.continue({ headers: { ...route.request().headers(), 'x-debug-country': 'US' } }),
    );
    await page.goto('/en/games');
    await expect(page).toHaveURL('/en/no-access');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'The site is not available in your region',
    );
    await expect(page.locator('[data-layout="no-access"]')).toBeVisible();
  });

  test('a crawler skips the geo check', async ({ browser }) => {
    const context = await browser.newContext({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)' });
    const page = await context.newPage();
    let geoAsked = false;
    await page.route(`${API_URL}/geo_ip`, (route) => {
      geoAsked = true;
      return route.fulfill({ status: 451, json: { message: 'region_blocked' } });
    });
    await page.goto('/en/games');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL('/en/games');
    expect(geoAsked).toBe(false);
    await context.close();
  });

  test('the bonus_balances gate (§6) lets a player who has the feature open /profile/bonuses directly', async ({
    page,
  }) => {
    await logInAsDemo(page);
    await page.goto('/en/profile/bonuses');
    await expect(page).toHaveURL('/en/profile/bonuses');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('without bonus_balances the profile bonuses page sends to /error?errorCode=404 (§6)', async ({
    page,
  }) => {
    await page.goto('/en/profile/bonuses');
    await expect(page).toHaveURL('/en/error?errorCode=404');
    await expect(page.getByText('There is no such page.')).toBeVisible();
  });
});
