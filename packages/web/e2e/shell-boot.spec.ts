import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { waitForAppReady } from './support/ready.ts';

/** Holds the scripts whose path matches until `release` is called, as a slow network would, then lets all through. */
async function holdScripts(page: Page, path: RegExp): Promise<{ release: () => Promise<void> }> {
  const held: Route[] = [];
  let released = false;
  await page.route(
    (url) => path.test(url.pathname),
    async (route) => {
      if (released) await route.continue();
      else held.push(route);
    },
  );
  return {
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

const bootSign = (page: Page) => page.locator('.boot-fallback');

test.describe('the first paint', () => {
  test('shows the page from the server’s HTML before any script has run, and keeps it as the app starts', async ({
    page,
  }) => {
    const scripts = await holdScripts(page, /^\/assets\/.*\.js$/);
    await page.goto('/en/faq', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
    await expect(bootSign(page)).toHaveCount(0);

    await scripts.release();
    await waitForAppReady(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
    await expect(bootSign(page)).toHaveCount(0);
  });

  test('never swaps the server’s page for a loading sign while the app’s code arrives', async ({ page }) => {
    // The entry has run; the shell (and with it the page) is still on its way.
    const shell = await holdScripts(page, /^\/assets\/shell-.*\.js$/);
    await page.goto('/en/faq', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
    await expect(bootSign(page)).toHaveCount(0);

    await shell.release();
    await waitForAppReady(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
    await expect(bootSign(page)).toHaveCount(0);
  });

  test('a tap on a button of the server’s page before the app has hydrated it is played once it has', async ({
    page,
  }) => {
    // The entry has run (it runs before the document is loaded); the shell, and with it every handler, is held.
    const shell = await holdScripts(page, /^\/assets\/shell-.*\.js$/);
    await page.goto('/en/faq', { waitUntil: 'domcontentloaded' });
    await page.getByRole('banner').getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await shell.release();
    await waitForAppReady(page);
    await expect(page.getByRole('dialog', { name: 'Sign up' })).toBeVisible();
    await expect(page).toHaveURL(/\/en\/faq/);
  });
});
