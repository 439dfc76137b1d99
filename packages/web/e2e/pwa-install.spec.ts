import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { FULL_CHROMIUM } from './support/browsers.ts';
import { expect, test } from './support/fixtures.ts';
import { guardPageText } from './support/pageTextGuard.ts';
import { openPage } from './support/ready.ts';
import { WEB_URL } from './support/servers.ts';

/**
 * Plays the browser offering installation. Chromium decides by its own engagement rules when to fire
 * `beforeinstallprompt`, so the test fires one shaped like Chromium's; the page records what the app did with it.
 */
async function offerInstallation(page: Page, outcome: 'accepted' | 'dismissed' = 'accepted'): Promise<void> {
  await page.evaluate((choice) => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    const record = { prompted: 0, prevented: false };
    Object.assign(window, { installOffer: record });
    Object.assign(event, {
      prompt: async () => {
        record.prompted += 1;
      },
      userChoice: Promise.resolve({ outcome: choice, platform: 'web' }),
    });
    window.dispatchEvent(event);
    record.prevented = event.defaultPrevented;
  }, outcome);
}

/**
 * The player taps the page's heading: the app puts the browser's offer in front of the player only once they have
 * engaged with the page (a tap or a key), as Chromium's own banner does (src/pwa/installPromptSource.ts).
 */
const engage = (page: Page) => page.locator('h1').first().click();

const installOffer = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { installOffer: { prompted: number; prevented: boolean } }).installOffer,
  );

test.describe('the install prompt', () => {
  test('offers installation when the browser does, and opens its dialog on Install', async ({ page }) => {
    await page.goto('/');
    await offerInstallation(page, 'accepted');
    const prompt = page.getByTestId('install-prompt');
    // Not over the first screen on its own: the offer waits for the player's first tap.
    await expect(page.getByRole('region', { name: 'Уведомления приложения' })).toBeAttached();
    await expect(prompt).toBeHidden();
    await engage(page);
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('heading', { name: 'Установите приложение' })).toBeVisible();

    await prompt.getByRole('button', { name: 'Установить' }).click();
    await expect(prompt).toBeHidden();
    expect(await installOffer(page)).toEqual({ prompted: 1, prevented: true });
  });

  test('stays dismissed across a reload once the player says not now', async ({ page }) => {
    await page.goto('/');
    await offerInstallation(page);
    await engage(page);
    const prompt = page.getByTestId('install-prompt');
    await prompt.getByRole('button', { name: 'Не сейчас' }).click();
    await expect(prompt).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('hide-install-prompt'))).toBe('true');

    await page.reload();
    await expect(page.locator('h1')).toBeVisible();
    await offerInstallation(page);
    await engage(page);
    // The app took the offer (it held back the browser's own bar) and still shows nothing.
    expect((await installOffer(page)).prevented).toBe(true);
    await expect(page.getByTestId('install-prompt')).toBeHidden();
  });
});

/**
 * Issue 38: no install prompt was offered. The app's own path works in a player's browser; what never offers is a
 * private window (Chromium answers `in-incognito` and fires nothing), which is what every browser test ran in, and
 * those tests played the event themselves. Here Chromium itself decides, in a profile kept on disk as a player's is.
 */
test.describe('the install prompt, when Chromium itself offers installation', () => {
  const browserOffers = (page: Page) =>
    page.evaluate(() => (window as unknown as { browserOffers?: number }).browserOffers ?? 0);

  test('shows the prompt in the page language, and once dismissed it stays away on the next offer', async ({
    playwright,
    launchOptions,
  }, testInfo) => {
    const profile = mkdtempSync(path.join(tmpdir(), 'casino-profile-'));
    const browser = await playwright.chromium.launchPersistentContext(profile, {
      ...launchOptions,
      // Only the full browser offers installation; the headless shell every other test runs in never does.
      executablePath: FULL_CHROMIUM,
      // Chromium's engagement rules (a tap, some seconds on the site) are a player's; the offer itself is what counts.
      args: [...(launchOptions.args ?? []), '--bypass-app-banner-engagement-checks'],
      baseURL: WEB_URL,
      serviceWorkers: 'allow',
    });
    try {
      // Counts the browser's own offers (the app takes each one and holds back the browser's bar).
      await browser.addInitScript(() =>
        addEventListener('beforeinstallprompt', () => {
          const counted = window as unknown as { browserOffers?: number };
          counted.browserOffers = (counted.browserOffers ?? 0) + 1;
        }),
      );
      const guard = await guardPageText(browser);
      const page = browser.pages()[0] ?? (await browser.newPage());
      await page.goto('/en');
      const prompt = page.getByTestId('install-prompt');
      await expect.poll(() => browserOffers(page)).toBe(1);
      await engage(page);
      await expect(prompt.getByRole('heading', { name: 'Install the app' })).toBeVisible();
      expect(await browserOffers(page)).toBe(1);
      await prompt.getByRole('button', { name: 'Not now' }).click();
      await expect(prompt).toBeHidden();

      await openPage(page, '/en/faq');
      await expect.poll(() => browserOffers(page)).toBe(1);
      await expect(page.getByRole('region', { name: 'App notices' })).toBeAttached();
      await expect(prompt).toBeHidden();
      await guard.finish(testInfo);
    } finally {
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
