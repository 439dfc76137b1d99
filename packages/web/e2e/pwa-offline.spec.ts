import { devices, type BrowserContext, type Page } from '@playwright/test';
import { expect, test as base } from './support/fixtures.ts';
import { keepOffline, waitForLocaleBundlesCached, waitForServiceWorkerControl } from './support/offline.ts';
import { guardPageText, type PageTextGuard } from './support/pageTextGuard.ts';
import { waitForAppReady } from './support/ready.ts';
import { prefixed, routes, text } from './support/routes.ts';
import { WEB_URL } from './support/servers.ts';
import { LOCALES } from './support/textGuard.ts';

/** A context whose service worker is installed, with its page: read by one test after another. */
interface InstalledApp {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly guard: PageTextGuard;
}

const test = base.extend<{ installed: InstalledApp }, { installedApp: InstalledApp }>({
  /**
   * One context a worker for the tests that only read pages offline: the worker's install, the precache of the whole
   * site, was the costliest part of each of them (about half a test), and a page read offline changes nothing of it.
   * Set up with the worker's fixtures, before any test's own: the fixture that closes the contexts a test opens itself
   * would close it after the first test. A failed test restarts the worker, and with it this context.
   */
  installedApp: [
    async ({ browser }, use) => {
      const { defaultBrowserType: _browserType, ...desktop } = devices['Desktop Chrome'];
      const context = await browser.newContext({ ...desktop, baseURL: WEB_URL, serviceWorkers: 'allow' });
      const guard = await guardPageText(context);
      await use({ context, page: await context.newPage(), guard });
      await context.close();
    },
    { scope: 'worker', auto: true },
  ],
  /** The worker's installed app for one test: its pages are read by the text guard as that test's. */
  installed: async ({ installedApp }, use, testInfo) => {
    const lines: string[] = [];
    const log = (line: string) => lines.push(line);
    const onConsole = (message: { type(): string; text(): string }) => {
      if (message.type() === 'error' || message.type() === 'warning')
        log(`console.${message.type()}: ${message.text()}`);
    };
    const onError = (error: Error) => log(`page error: ${error.stack ?? error.message}`);
    installedApp.page.on('console', onConsole);
    installedApp.page.on('pageerror', onError);
    await use(installedApp);
    installedApp.page.off('console', onConsole);
    installedApp.page.off('pageerror', onError);
    if (testInfo.status !== testInfo.expectedStatus && lines.length > 0) {
      console.error(`The page's errors and warnings (${testInfo.title}):\n${lines.join('\n')}`);
    }
    await installedApp.guard.finishTest(testInfo);
  },
});

// The first test checks the worker's registration and install itself, in a context of its own; the others read pages
// offline from one install a worker (`installedApp`), so the file's tests run in order in one worker.
test.use({ serviceWorkers: 'allow' });

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
// bundles, never a key (issue 38). The text guard reads each of them as it is left and at the end: a key, a
// `{{placeholder}}` or another locale's word fails the test. One test per locale, all on one worker install (the
// precache of the whole site, made by the first of them): the locale's home online, then offline its game and
// sportsbook and its share of every route of §2 (each route in one locale in turn, so every namespace's bundle is read
// from the precache in some locale). A test has a test's time for the install and one for its pages.
test.describe('a page first opened offline', () => {
  for (const [share, locale] of LOCALES.entries()) {
    test(`reads in its own words in ${locale}: a game, the sportsbook and share ${share + 1} of ${LOCALES.length} of every route`, async ({
      installed: { page, context },
    }) => {
      test.setTimeout(2 * test.info().timeout);
      await page.goto(prefixed(locale, '/'));
      await expect(page.locator('h1')).toHaveText(text(locale, 'home:title'));
      await waitForServiceWorkerControl(page);
      await context.setOffline(true);

      await test.step(prefixed(locale, '/games/dice'), async () => {
        await page.goto(prefixed(locale, '/games/dice'));
        await keepOffline(context, page);
        await expect(offlineNotice(page)).toContainText(text(locale, 'layout:appNotices.offline.title'));
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
          await expect(offlineNotice(page)).toContainText(text(locale, 'layout:appNotices.offline.title'));
        });
      }
      await context.setOffline(false);
    });
  }
});
