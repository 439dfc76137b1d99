import type { Page } from '@playwright/test';
import { test, expect, DEMO_EMAIL, recordsEveryTest } from './support/fixtures.ts';
import { logInAs } from './support/games.ts';
import { waitForAppReady } from './support/ready.ts';

/**
 * The worker keeps its context and tab from test to test (support/keptContext.ts): each test must still start as in
 * a new context, with nothing of the test before it but the HTTP cache. The tests of this file run in order on one
 * worker; the second reads what the first left.
 */
test.describe('a test starts as in a new browser context', () => {
  // A run that records every test (E2E_TRACE=on or retain-on-failure, a video) keeps no tab from test to test.
  test.skip(
    ({ trace, video }) => recordsEveryTest(trace, video),
    'every test is recorded in a context of its own',
  );
  let firstPage: Page | undefined;

  test('a test logs in, stores data, listens, routes, resizes and emulates', async ({ page, context }) => {
    firstPage = page;
    await logInAs(page, DEMO_EMAIL, '/en');
    await page.evaluate(async () => {
      localStorage.setItem('kept-context', 'left');
      sessionStorage.setItem('kept-context', 'left');
      await new Promise<void>((done, failed) => {
        const opened = indexedDB.open('kept-context');
        opened.onsuccess = () => {
          opened.result.close();
          done();
        };
        opened.onerror = () => failed(opened.error);
      });
    });
    page.on('dialog', (dialog) => void dialog.accept());
    await context.route('**/robots.txt', (route) => route.fulfill({ body: 'routed' }));
    await page.setViewportSize({ width: 360, height: 640 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect((await context.cookies()).map((cookie) => cookie.name)).toContain('token');
  });

  test('the next test meets none of it, in the same tab', async ({ page, context }) => {
    // The same tab, so the first load reuses its renderer and compiled scripts.
    expect(page).toBe(firstPage);
    expect(page.url()).toBe('about:blank');
    expect(await context.cookies()).toEqual([]);
    expect(page.viewportSize()).toEqual({ width: 1280, height: 720 });

    await page.goto('/en');
    await waitForAppReady(page);
    await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
    const stored = await page.evaluate(async () => ({
      local: localStorage.getItem('kept-context'),
      session: sessionStorage.getItem('kept-context'),
      databases: (await indexedDB.databases()).map((database) => database.name),
      reducedMotion: matchMedia('(prefers-reduced-motion: reduce)').matches,
    }));
    // No listener of the test before accepts a dialog: Playwright dismisses it.
    expect(await page.evaluate(() => confirm('Still listened to?'))).toBe(false);
    expect(stored).toEqual({
      local: null,
      session: null,
      databases: expect.not.arrayContaining(['kept-context']),
      reducedMotion: false,
    });
    expect(await page.evaluate(async () => (await fetch('/robots.txt')).text())).not.toBe('routed');
  });

  test('a test that installs a clock leaves its tab behind', async ({ page }) => {
    expect(page).toBe(firstPage);
    await page.clock.install();
  });

  test('the next test gets a new tab', async ({ page }) => {
    expect(page).not.toBe(firstPage);
    expect(page.url()).toBe('about:blank');
  });
});
