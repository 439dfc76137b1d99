import type { Route } from '@playwright/test';
import { expect, logInAsDemo, test } from './support/fixtures.ts';
import { API_URL, WEB_URL } from './support/servers.ts';

/** How long a refresh waits for the other tab's refresh, so that two that do go out are under way together. */
const OVERLAP_WAIT_MS = 1500;

test.describe('session shared by two tabs', () => {
  test('two tabs whose access token lapsed together refresh once, and both stay logged in', async ({
    page,
    context,
  }) => {
    await logInAsDemo(page);
    // The logged-in page is left first: a document still running when the token changes under it may start a refresh
    // of its own just as it unloads, which the count below would take for a second tab's.
    await page.goto('about:blank');
    // Both tabs now start from an access token the API no longer accepts, as when it lapsed while they were open.
    await context.addCookies([{ name: 'token', value: 'lapsed-access-token', url: WEB_URL }]);

    const refreshes: Route[] = [];
    let releaseAll: () => void = () => undefined;
    const bothArrived = new Promise<void>((resolve) => {
      releaseAll = resolve;
    });
    await context.route(`${API_URL}/auth/refresh-token`, async (route) => {
      refreshes.push(route);
      if (refreshes.length >= 2) releaseAll();
      await Promise.race([bothArrived, new Promise((resolve) => setTimeout(resolve, OVERLAP_WAIT_MS))]);
      await route.continue();
    });

    const second = await context.newPage();
    await Promise.all([page.goto('/en'), second.goto('/en')]);

    await expect(page.getByTestId('header-balance')).toBeVisible();
    await expect(second.getByTestId('header-balance')).toBeVisible();
    expect(refreshes).toHaveLength(1);
    const token = (await context.cookies(WEB_URL)).find((cookie) => cookie.name === 'token');
    expect(token?.value).toBeTruthy();
    expect(token?.value).not.toBe('lapsed-access-token');
  });

  test('a login in one tab shows the player in the other, and a logout there logs the other out at once', async ({
    page,
    context,
  }) => {
    const second = await context.newPage();
    await second.goto('/en/faq');
    await expect(second.getByRole('button', { name: 'Log in' })).toBeVisible();

    await logInAsDemo(page);
    await expect(second.getByTestId('header-balance')).toBeVisible();

    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(second.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(second.getByTestId('header-balance')).toBeHidden();
  });
});
