import { expect, test } from './support/fixtures.ts';
import { fetchClosing } from './support/routeFetch.ts';

// This file needs the service worker, which the suite blocks elsewhere.
test.use({ serviceWorkers: 'allow' });

test.describe('the app update prompt', () => {
  test('polls builds/latest.json with a timestamp and stays quiet while the build is the same', async ({
    page,
  }) => {
    const polled = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/builds/latest.json',
    );
    await page.goto('/');
    const request = await polled;
    expect(new URL(request.url()).searchParams.get('t')).toMatch(/^\d{13}$/);
    await (await request.response())?.finished();
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.getByTestId('update-prompt')).toBeHidden();
  });

  test('shows the update prompt when builds/latest.json names a new build', async ({ page }) => {
    await page.route('**/builds/latest.json?*', async (route) => {
      const current = (await (await fetchClosing(route)).json()) as { id: string };
      await route.fulfill({ json: { id: `${current.id}-next`, builtAt: new Date().toISOString() } });
    });
    await page.goto('/');
    const prompt = page.getByTestId('update-prompt');
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('heading', { name: 'Доступна новая версия' })).toBeVisible();

    await prompt.getByRole('button', { name: 'Позже' }).click();
    await expect(prompt).toBeHidden();
  });
});
