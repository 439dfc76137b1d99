import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { DEMO_EMAIL, expect, test } from './support/fixtures.ts';
import { logInAs } from './support/games.ts';
import { API_URL, WEB_URL } from './support/servers.ts';
import { openPage } from './support/ready.ts';
import { lastCodeFor } from './support/outbox.ts';
import { watchErrors } from './support/watch.ts';

// Each test has its own page and a player of its own, or reads the demo player's profile without changing it.
test.describe.configure({ mode: 'parallel' });

/** A player of their own, registered over the API, so a test may change its account without touching others. */
async function freshPlayer(request: APIRequestContext, context: BrowserContext): Promise<string> {
  const email = `pages-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const answer = await request.post(`${API_URL}/api/v2/auth/register/email`, {
    data: { email, password: 'secret123', currency: 'USD' },
  });
  const { token } = (await answer.json()) as { token: string };
  await context.addCookies([{ name: 'token', value: token, url: WEB_URL }]);
  return email;
}

test("the demo player's profile pages open with their headings and no console error", async ({ page }) => {
  const errors = watchErrors(page);
  // Logged in over the API (the Login modal is tested where it is the subject), the profile opened with the session.
  await logInAs(page, DEMO_EMAIL, '/en/profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile');
  // The restored session is enough: nobody is asked to log in again.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('profile-balances')).toContainText('₽0');
  await expect(page.getByTestId('verification-status')).toHaveText('Identity not verified');

  const sections = page.getByRole('navigation', { name: 'Profile sections' });
  for (const [link, heading] of [
    ['Access', 'Access and security'],
    ['Bonuses', 'Bonus balance'],
    ['History', 'Transaction history'],
    ['Settings', 'Settings'],
    ['Overview', 'Profile'],
  ] as const) {
    await sections.getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('h1')).toHaveCount(1);
  }
  expect(errors).toEqual([]);
});

test('a visitor opening the profile is asked to log in', async ({ page }) => {
  await page.goto('/en/profile/history');
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText('The profile is for logged-in players.')).toBeVisible();
});

test('a new player verifies their email with the code from the message', async ({
  page,
  context,
  request,
}) => {
  const email = await freshPlayer(request, context);
  // The page's heading is in the server's HTML: wait for the app, or the click lands before the button answers.
  await openPage(page, '/en/profile/access');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access and security');
  await page.getByRole('button', { name: 'Send a code' }).click();
  await expect(page.getByRole('button', { name: /Send again in \d+ s/ })).toBeDisabled();

  await page.getByLabel('Code from the email').fill('000000');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Wrong code')).toBeVisible();

  await page.getByLabel('Code from the email').fill(await lastCodeFor(request, email));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`${email}: verified`)).toBeVisible();
});

test('a wrong current password is named under its field', async ({ page, context, request }) => {
  await freshPlayer(request, context);
  await openPage(page, '/en/profile/setting');
  await page.getByLabel('Current password').fill('not my password');
  await page.getByLabel('New password', { exact: true }).fill('another secret');
  await page.getByLabel('Repeat the new password').fill('another secret');
  await page.getByRole('button', { name: 'Change the password' }).click();
  await expect(page.getByText('The current password is wrong')).toBeVisible();
});

test('a player who forgot the password sets a new one with the emailed code and logs in with it', async ({
  page,
  request,
}) => {
  const email = `reset-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await request.post(`${API_URL}/api/v2/auth/register/email`, {
    data: { email, password: 'secret123', currency: 'USD' },
  });
  await openPage(page, '/en/password/reset');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Password recovery');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Get a code' }).click();
  await expect(page.getByText(`We sent a code and a link to ${email}.`)).toBeVisible();

  await page.getByRole('textbox', { name: 'Code', exact: true }).fill('000000');
  await page.getByRole('textbox', { name: 'New password' }).fill('another456');
  await page.getByRole('textbox', { name: 'Repeat the password' }).fill('another456');
  await page.getByRole('button', { name: 'Save the password' }).click();
  await expect(page.getByText('Wrong code')).toBeVisible();

  await page.getByRole('textbox', { name: 'Code', exact: true }).fill(await lastCodeFor(request, email));
  await page.getByRole('button', { name: 'Save the password' }).click();
  await expect(page.getByText('Your password has been changed. Log in with the new one.')).toBeVisible();

  const login = await request.post(`${API_URL}/api/v2/auth/login/email/password`, {
    data: { email, password: 'another456' },
  });
  expect(login.status()).toBe(200);
});
