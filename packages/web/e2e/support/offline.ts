import { expect, type BrowserContext, type Page } from '@playwright/test';
import { waitForAppReady } from './ready.ts';

/**
 * Waits until the worker at /sw.js controls the page: it registers once the first page is shown and the browser is
 * idle, and takes control when its install (the precache of the whole site) is done. How long that takes is the
 * machine's business, so the wait has no budget of its own: the test's timeout bounds it (a fixed 30 s ran out beside
 * the whole suite).
 */
export async function waitForServiceWorkerControl(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 0 });
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
}

/**
 * Waits until every locale bundle the page has loaded is in the worker's caches, so it can be read offline; bounded by
 * the test's timeout, as above.
 */
export async function waitForLocaleBundlesCached(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const loaded = performance
            .getEntriesByType('resource')
            .map((entry) => entry.name)
            .filter((name) => new URL(name).pathname.startsWith('/assets/locales/'));
          // In the precache (every bundle of the build) or in the worker's cache of bundles fetched on first use.
          const cached = await Promise.all(loaded.map((name) => caches.match(name, { ignoreVary: true })));
          return loaded.length > 0 && cached.every((response) => response !== undefined);
        }),
      { timeout: 0 },
    )
    .toBe(true);
}

/**
 * Chromium 150 drops the offline emulation's `navigator.onLine` when a navigation swaps the page's renderer (the network
 * stays cut): the new document can start with the flag true and have it set false later with no `offline` event, so
 * an app that read it as it started never shows its notice (seen once with the flag already false by the time the test
 * read it). A player's browser reports it; once the app has started and listens, the emulation is set again, so the
 * page sees what a player's would: `online` false and an `offline` event. What listens (the installable app's part of
 * the page, loaded after hydration) can start after the page is marked ready and miss that event too: the emulation is
 * set again until the page says it is offline. The short look between two settings only decides how often it is set;
 * the test's timeout bounds the whole.
 */
export async function keepOffline(context: BrowserContext, page: Page): Promise<void> {
  await waitForAppReady(page);
  await expect(async () => {
    await context.setOffline(false);
    await context.setOffline(true);
    await expect(page.getByTestId('offline-notice')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 0 });
}
