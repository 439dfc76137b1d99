import { expect, logInAsDemo, test } from './support/fixtures.ts';
import { openPage } from './support/ready.ts';

/** The chat widget (§1, §9) and the messaging analytics script (§7), played by the provider stand-in's scripts. */
test.describe('the support chat', () => {
  test('loads after the page, opens from the footer on the page the player is on, and follows navigation', async ({
    page,
  }) => {
    await openPage(page, '/en/faq');
    // Both scripts load once the page is idle, from the origin the build names.
    await expect(page.locator('html[data-chat="ready"]')).toBeAttached({ timeout: 20_000 });
    await expect(page.locator('html[data-messaging="ready"]')).toBeAttached({ timeout: 20_000 });
    await page.getByRole('contentinfo').getByRole('button', { name: 'Support chat' }).click();
    const chat = page.getByRole('dialog', { name: 'Support chat' });
    await expect(chat).toBeVisible();
    await expect(chat).toHaveAttribute('data-chat-route', '/en/faq');
    await expect(chat).toContainText('Player: guest');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page).toHaveURL(/\/policy\//);
    // The route is told 250 ms after the navigation.
    await expect(chat).toHaveAttribute('data-chat-route', /\/policy\/ru\/confidential$/);
    await page.keyboard.press('Escape');
    await chat
      .getByRole('button', { name: 'Close' })
      .click({ trial: true })
      .catch(() => undefined);
  });

  test('knows the player once logged in, and opens from the profile menu', async ({ page }) => {
    await logInAsDemo(page, '/en');
    await expect(page.locator('html[data-chat="ready"]')).toBeAttached({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('group', { name: 'Account' }).getByRole('button', { name: 'Support chat' }).click();
    const chat = page.getByRole('dialog', { name: 'Support chat' });
    await expect(chat).toBeVisible();
    await expect(chat).not.toHaveAttribute('data-chat-player', '');
    await expect(chat).toContainText(/Player: \S+/);
    await chat.getByRole('button', { name: 'Close' }).click();
    await expect(chat).toBeHidden();
  });
});
