import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { API_URL, MOVED_API_URL, NEW_HOST, WEB_URL } from './support/servers.ts';

/** The page talks to the second local API, whose mirror answer says the site moved to NEW_HOST. */
async function onMovedSite(page: Page) {
  await page.route(`${API_URL}/**`, (route) =>
    route.continue({ url: route.request().url().replace(API_URL, MOVED_API_URL) }),
  );
  await page.route(`${NEW_HOST}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>moved</title><h1>moved</h1>' }),
  );
}

test.describe('when the site has moved', () => {
  test('the mirror check moves the player permanently to the new host with the same path and query', async ({
    page,
  }) => {
    await onMovedSite(page);
    // The redirect check runs first and would follow the same link as a bare target: it answers nothing here, so
    // the mirror check (GET /mirror) is what moves the player.
    await page.route(`${API_URL}/middleware/mirrorRedirect`, (route) =>
      route.fulfill({ json: { redirect: { newLink: null }, oldDomain: null } }),
    );
    await page.goto('/en/games/dice?ref=abc&x=1');
    await expect(page).toHaveURL(`${NEW_HOST}/en/games/dice?ref=abc&x=1`);
    // A permanent move replaces the entry: going back does not return to the old host.
    await page.goBack();
    expect(page.url()).not.toContain(`${WEB_URL}/en/games/dice`);
  });

  test('the redirect check follows the server-supplied target with a full browser load', async ({ page }) => {
    await onMovedSite(page);
    await page.goto('/en/games/dice?ref=abc');
    await expect(page).toHaveURL(`${NEW_HOST}/`);
  });
});
