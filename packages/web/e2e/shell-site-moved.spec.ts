import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { API_URL, MOVED_API_URL, NEW_HOST, WEB_URL } from './support/servers.ts';
import { withoutServerLookups } from './support/serverState.ts';

/**
 * The page talks to the second local API, whose mirror answer says the site moved to NEW_HOST (GET /mirror); its
 * redirect check answer (POST /middleware/mirrorRedirect) is the separately configured redirect target.
 */
async function onMovedSite(page: Page) {
  // The server asked the first API, which says nothing moved: as if it had had no answer, the browser asks the second.
  // (The server's own 301 for a moved mirror is tested in ssr-render.spec.ts.)
  await withoutServerLookups(page);
  await page.route(`${API_URL}/**`, (route) =>
    route.continue({ url: route.request().url().replace(API_URL, MOVED_API_URL) }),
  );
  await page.route(`${NEW_HOST}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>moved</title><h1>moved</h1>' }),
  );
}

async function setRedirectTarget(request: APIRequestContext, redirectTarget: string | null) {
  const answer = await request.post(`${MOVED_API_URL}/__dev/config`, { data: { redirectTarget } });
  expect(answer.ok()).toBe(true);
}

test.describe('when the site has moved', () => {
  // The tests of this file run one after another (fullyParallel is off), so each may set the moved API's target.
  test.afterEach(({ request }) => setRedirectTarget(request, null));

  test('the mirror check moves the player permanently to the new host with the same path and query', async ({
    page,
  }) => {
    await onMovedSite(page);
    await page.goto('/en/games/dice?ref=abc&x=1');
    await expect(page).toHaveURL(`${NEW_HOST}/en/games/dice?ref=abc&x=1`);
    // A permanent move replaces the entry: going back does not return to the old host.
    await page.goBack();
    expect(page.url()).not.toContain(`${WEB_URL}/en/games/dice`);
  });

  test('the redirect check runs first and follows its own server target with a full browser load', async ({
    page,
    request,
  }) => {
    await setRedirectTarget(request, `${NEW_HOST}/welcome?from=redirect`);
    await onMovedSite(page);
    await page.goto('/en/games/dice?ref=abc');
    await expect(page).toHaveURL(`${NEW_HOST}/welcome?from=redirect`);
  });

  test('the redirect check follows the operator to a host nobody named at build time', async ({
    page,
    request,
  }) => {
    // Mirrors exist because domains get blocked: the next one is never in VITE_ALLOWED_HOSTS.
    const unlisted = 'http://next-mirror.test';
    await setRedirectTarget(request, `${unlisted}/welcome`);
    await onMovedSite(page);
    await page.route(`${unlisted}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>next</title><h1>next</h1>' }),
    );
    await page.goto('/en/games/dice');
    await expect(page).toHaveURL(`${unlisted}/welcome`);
  });

  test('a redirect target that is a bare host keeps the path and query', async ({ page, request }) => {
    await setRedirectTarget(request, NEW_HOST);
    await onMovedSite(page);
    await page.goto('/en/games/dice?ref=abc');
    await expect(page).toHaveURL(`${NEW_HOST}/en/games/dice?ref=abc`);
  });
});
