import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

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

const installOffer = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { installOffer: { prompted: number; prevented: boolean } }).installOffer,
  );

test.describe('the install prompt', () => {
  test('offers installation when the browser does, and opens its dialog on Install', async ({ page }) => {
    await page.goto('/');
    await offerInstallation(page, 'accepted');
    const prompt = page.getByTestId('install-prompt');
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('heading', { name: 'Установите приложение' })).toBeVisible();

    await prompt.getByRole('button', { name: 'Установить' }).click();
    await expect(prompt).toBeHidden();
    expect(await installOffer(page)).toEqual({ prompted: 1, prevented: true });
  });

  test('stays dismissed across a reload once the player says not now', async ({ page }) => {
    await page.goto('/');
    await offerInstallation(page);
    const prompt = page.getByTestId('install-prompt');
    await prompt.getByRole('button', { name: 'Не сейчас' }).click();
    await expect(prompt).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('hide-install-prompt'))).toBe('true');

    await page.reload();
    await expect(page.locator('h1')).toBeVisible();
    await offerInstallation(page);
    // The app took the offer (it held back the browser's own bar) and still shows nothing.
    expect((await installOffer(page)).prevented).toBe(true);
    await expect(page.getByTestId('install-prompt')).toBeHidden();
  });
});
