import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { registered } from './support/games.ts';
import { API_URL } from './support/servers.ts';

/** Spends the account's wrong code guesses of the day over the API: two codes, five wrong guesses each. */
async function spendTheDaysGuesses(request: APIRequestContext, email: string): Promise<void> {
  for (let code = 0; code < 2; code += 1) {
    const sent = await request.post(`${API_URL}/api/v2/auth/login/email/verification`, { data: { email } });
    expect(sent.ok()).toBe(true);
    for (let guess = 0; guess < 5; guess += 1) {
      const answer = await request.post(`${API_URL}/api/v2/auth/login/email/code`, {
        data: { email, code: '00000000' },
      });
      expect(answer.status()).toBe(422);
    }
  }
}

test.describe('one-time codes past the day’s guesses (issue 33)', () => {
  test('the code form says a captcha check is needed once the account’s wrong guesses are spent', async ({
    page,
    request,
  }) => {
    const { email } = await registered(request);
    await spendTheDaysGuesses(request, email);

    await page.goto('/en?login');
    await page.getByRole('dialog', { name: 'Log in' }).getByText('Log in with a code by email').click();
    const dialog = page.getByRole('dialog', { name: 'Log in with a code' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Send the code' }).click();
    await expect(dialog.getByText(`The code was sent to ${email}`)).toBeVisible();
    await dialog.getByLabel('Code from the message').fill('12345678');
    await dialog.locator('form').getByRole('button', { name: 'Log in' }).click();
    // The API asks for a captcha before it checks the code; the player is told so, not "check the data".
    await expect(page.getByText(/the next one needs a captcha check/)).toBeVisible();
    await expect(page.getByText('Check the data you entered')).toHaveCount(0);
  });
});
