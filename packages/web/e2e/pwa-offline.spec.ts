import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { keepOffline, waitForLocaleBundlesCached, waitForServiceWorkerControl } from './support/offline.ts';
import { waitForAppReady } from './support/ready.ts';
import { prefixed, routes, text } from './support/routes.ts';
import { LOCALES } from './support/textGuard.ts';

// This file needs the service worker, which the suite blocks elsewhere.
test.use({ serviceWorkers: 'allow' });
// Each test has its own context (its own worker and caches, the offline emulation its own) and changes no server state.
test.describe.configure({ mode: 'parallel' });

const offlineNotice = (page: Page) => page.getByTestId('offline-notice');
/** A heading in Russian, not a bare translation key: the page's locale bundle was read from the worker's cache. */
const TRANSLATED = /[А-Яа-яЁё]/;

test.describe('the offline app', () => {
  // One test, so the worker installs once: its registration at /sw.js is checked on the way.
  test('registers /sw.js, which takes control; reloads / and a visited route without the network, with the notice', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    const script = await waitForServiceWorkerControl(page);
    expect(new URL(script).pathname).toBe('/sw.js');
    await expect(offlineNotice(page)).toBeHidden();
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

// Pages the player never opened online, opened offline: every word comes from the worker's precache of the locale
// bundles, never a key (issue 38). The page fixture's text guard reads each of them as it is left and at the end: a key,
// a `{{placeholder}}` or another locale's word fails the test. One test per locale, each with one worker install (the
// precache of the whole site, the costliest part of a test here): the locale's game and sportsbook, then its share of
// every route of §2 (each route in one locale in turn, so every namespace's bundle is read from the precache in some
// locale). A test has a test's time for each half; the locales run side by side.
test.describe('a page first opened offline', () => {
  for (const [share, locale] of LOCALES.entries()) {
    test(`reads in its own words in ${locale}: a game, the sportsbook and share ${share + 1} of ${LOCALES.length} of every route`, async ({
      page,
      context,
    }) => {
      test.setTimeout(2 * test.info().timeout);
      await page.goto(prefixed(locale, '/'));
      await expect(page.locator('h1')).toHaveText(text(locale, 'home:title'));
      await waitForServiceWorkerControl(page);
      await context.setOffline(true);

      await test.step(prefixed(locale, '/games/dice'), async () => {
        await page.goto(prefixed(locale, '/games/dice'));
        await keepOffline(context, page);
        await expect(offlineNotice(page)).toContainText(text(locale, 'pwa:offline.title'));
        await expect(page.locator('h1')).toHaveText(text(locale, 'games:original.dice'));
        await expect(page.getByRole('button', { name: text(locale, 'games:bet.place') })).toBeVisible();
      });
      await test.step(prefixed(locale, '/betting'), async () => {
        await page.goto(prefixed(locale, '/betting'));
        await keepOffline(context, page);
        await expect(page.locator('h1')).toHaveText(text(locale, 'betting:title'));
        await expect(page.getByText(text(locale, 'betting:sports.football')).first()).toBeVisible();
      });

      for (const [index, [path]] of routes('ru').entries()) {
        if (index % LOCALES.length !== share) continue;
        await test.step(prefixed(locale, path), async () => {
          await page.goto(prefixed(locale, path));
          await keepOffline(context, page);
          await waitForAppReady(page);
          await expect(offlineNotice(page)).toContainText(text(locale, 'pwa:offline.title'));
        });
      }
      await context.setOffline(false);
    });
  }
});
