import { test, expect, logInAsDemo } from './support/fixtures.ts';
import { logInAs } from './support/games.ts';
import { API_URL } from './support/servers.ts';
import { withoutServerLookups } from './support/serverState.ts';

test.describe('navigation guards', () => {
  test('/geo_ip answering 451 sends the player to /no-access with its own layout', async ({ page }) => {
    // The server's own geo answer (451 → its no-access page) is tested in ssr-render.spec.ts; here the server had none,
    // so the browser asks, and the local API answers for the country of X-Debug-Country in development mode (US is
    // blocked by default).
    await withoutServerLookups(page);
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

  for (const [has, flags] of [
    [true, ['bonus_balances']],
    [false, []],
  ] as const) {
    test(`a player ${has ? 'given' : 'not given'} bonus_balances by the flag service loads /profile/bonuses from the server (§6)`, async ({
      page,
    }) => {
      // The flag service answers this player's flags; the player's own features do not include bonus_balances.
      await page.route(
        (url) => /^\/ingest\/array\/[^/]+\/config$/.test(url.pathname),
        (route) => route.fulfill({ json: { supportedCompression: ['base64'], hasFeatureFlags: true } }),
      );
      await page.route(
        (url) => /^\/ingest\/(flags|decide)\/?$/.test(url.pathname),
        (route) =>
          route.fulfill({
            json: {
              featureFlags: Object.fromEntries(flags.map((flag) => [flag, true])),
              featureFlagPayloads: {},
              flags: Object.fromEntries(
                flags.map((flag) => [
                  flag,
                  { key: flag, enabled: true, variant: null, reason: null, metadata: null },
                ]),
              ),
              errorsWhileComputingFlags: false,
            },
          }),
      );
      // The seeded rich player's own features leave bonus_balances out.
      await logInAs(page, 'rich@example.com', '/en/profile');
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));

      // The server cannot know the flags: it renders the page (200) and leaves the gate to the browser.
      const answer = await page.goto('/en/profile/bonuses');
      expect(answer?.status()).toBe(200);
      if (has) {
        await expect(page.locator('dl.profile-balances')).toBeVisible();
        await expect(page).toHaveURL('/en/profile/bonuses');
      } else {
        await expect(page).toHaveURL('/en/error?errorCode=404');
      }
      // The page hydrated as the server rendered it, whenever the flags came.
      expect(errors).toEqual([]);
    });
  }
});
