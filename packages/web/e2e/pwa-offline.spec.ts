import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { keepOffline, waitForLocaleBundlesCached, waitForServiceWorkerControl } from './support/offline.ts';

// This file needs the service worker, which the suite blocks elsewhere.
test.use({ serviceWorkers: 'allow' });

const offlineNotice = (page: Page) => page.getByTestId('offline-notice');
/** A heading in Russian, not a bare translation key: the page's locale bundle was read from the worker's cache. */
const TRANSLATED = /[А-Яа-яЁё]/;

test.describe('the offline app', () => {
  test('registers the service worker at /sw.js, which takes control of the page', async ({ page }) => {
    await page.goto('/');
    const script = await waitForServiceWorkerControl(page);
    expect(new URL(script).pathname).toBe('/sw.js');
    await expect(offlineNotice(page)).toBeHidden();
  });

  test('reloads / and a visited route without the network, showing the shell and the offline notice', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    await waitForLocaleBundlesCached(page);
    await page.goto('/faq');
    await expect(page.locator('h1')).toBeVisible();
    await waitForLocaleBundlesCached(page);

    await context.setOffline(true);
    await page.reload();
    await keepOffline(context, page);
    await expect(page.locator('h1')).toHaveText(TRANSLATED);
    await expect(offlineNotice(page)).toContainText('Нет подключения к интернету');

    // The home page's bundles were loaded before the worker took control: the warm-up cached them.
    await page.goto('/');
    await keepOffline(context, page);
    await expect(page.locator('h1')).toHaveText(TRANSLATED);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(offlineNotice(page)).toContainText('Нет подключения к интернету');

    await context.setOffline(false);
    await expect(offlineNotice(page)).toBeHidden();
  });
});
