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
const spinner = (page: Page) => page.locator('.boot-fallback__spinner');

test.describe('the boot screen', () => {
  test('shows a loading sign before any script has run, until the first page replaces it', async ({
    page,
  }) => {
    const scripts = await holdScripts(page, /^\/assets\/.*\.js$/);
    await page.goto('/en/faq', { waitUntil: 'commit' });
    await expect(spinner(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);

    await scripts.release();
    await waitForAppReady(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
    await expect(bootSign(page)).toHaveCount(0);
  });

  test('tells a screen reader, in the page’s language, that the app is loading while its code arrives', async ({
    page,
  }) => {
    // The entry has run; the shell (and with it the page) is still on its way.
    const shell = await holdScripts(page, /^\/assets\/shell-.*\.js$/);
    await page.goto('/en/faq', { waitUntil: 'commit' });
    const status = page.getByRole('status');
    await expect(status).toHaveText('Loading…');
    await expect(status).toHaveAttribute('aria-busy', 'true');

    await shell.release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
    await expect(bootSign(page)).toHaveCount(0);
  });

  test('keeps its sign still when the player asks for reduced motion', async ({ page }) => {
    const shell = await holdScripts(page, /^\/assets\/shell-.*\.js$/);
    await page.goto('/en/faq', { waitUntil: 'commit' });
    await expect(spinner(page)).toHaveCSS('animation-name', 'boot-fallback-spin');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(spinner(page)).toHaveCSS('animation-name', 'none');
    await shell.release();
  });
});
