import { expect, logInAsDemo, test } from './support/fixtures.ts';
import { openPage } from './support/ready.ts';
import { patient } from './support/patience.ts';

/** The chat widget (§1, §9) and the messaging analytics script (§7), played by the provider stand-in's scripts. */
test.describe('the support chat', () => {
  test('loads after the page, opens from the footer on the page the player is on, and follows navigation', async ({
    page,
  }) => {
    await openPage(page, '/en/faq');
    // Both scripts load once the page is idle, from the origin the build names.
    await expect(page.locator('html[data-chat="ready"]')).toBeAttached({ timeout: patient(20_000) });
    await expect(page.locator('html[data-messaging="ready"]')).toBeAttached({ timeout: patient(20_000) });
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
    await expect(page.locator('html[data-chat="ready"]')).toBeAttached({ timeout: patient(20_000) });
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('group', { name: 'Account' }).getByRole('button', { name: 'Support chat' }).click();
    const chat = page.getByRole('dialog', { name: 'Support chat' });
    await expect(chat).toBeVisible();
    await expect(chat).not.toHaveAttribute('data-chat-player', '');
    await expect(chat).toContainText(/Player: \S+/);
    await chat.getByRole('button', { name: 'Close' }).click();
    await expect(chat).toBeHidden();
  });

  test('takes a typed message by keyboard, answers it honestly, and keeps the conversation (issue 34)', async ({
    page,
  }) => {
    await openPage(page, '/en/faq');
    await expect(page.locator('html[data-chat="ready"]')).toBeAttached({ timeout: patient(20_000) });
    const opener = page.getByRole('contentinfo').getByRole('button', { name: 'Support chat' });
    await opener.click();
    const chat = page.getByRole('dialog', { name: 'Support chat' });
    const field = chat.getByRole('textbox', { name: 'Message' });
    // The panel opens with the message field focused: the player can type at once.
    await expect(field).toBeFocused();
    const log = chat.getByRole('log', { name: 'Support chat' });
    await expect(log).toContainText('Hello! How can we help?');

    // An empty message is not sent, and the player is told why.
    await page.keyboard.press('Enter');
    await expect(chat.getByRole('status')).toHaveText('Write a message.');

    await page.keyboard.type('My withdrawal is late');
    await page.keyboard.press('Enter');
    const mine = log.getByRole('listitem').filter({ hasText: 'You: My withdrawal is late' });
    await expect(mine).toBeVisible();
    const reply = log
      .getByRole('listitem')
      .filter({ hasText: 'Automatic reply: This is the local demonstration' });
    await expect(reply).toContainText('no person reads it');
    await expect(reply).toContainText('user agreement');
    await expect(field).toHaveValue('');
    await expect(field).toBeFocused();

    // Tab reaches Send and Close; Escape closes and gives focus back to the button that opened the chat.
    await page.keyboard.press('Tab');
    await expect(chat.getByRole('button', { name: 'Send' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(chat).toBeHidden();
    await expect(opener).toBeFocused();

    // The conversation is kept: after a reload it is there again.
    await page.reload();
    await expect(page.locator('html[data-chat="ready"]')).toBeAttached({ timeout: patient(20_000) });
    await page.getByRole('contentinfo').getByRole('button', { name: 'Support chat' }).click();
    await expect(page.getByRole('log', { name: 'Support chat' })).toContainText('You: My withdrawal is late');
  });
});
