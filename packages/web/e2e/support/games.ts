import { expect, type Page, type Response } from '@playwright/test';
import { DEMO_PASSWORD } from './fixtures.ts';

/** The demo player with a balance (USD 250) who plays the originals; the 0-balance player is DEMO_EMAIL. */
export const RICH_EMAIL = 'rich@example.com';

/** Logs in through the Login modal, opened by its query flag, on a page of the player's choice. */
export async function logInAs(page: Page, email: string, path: string): Promise<void> {
  await page.goto(`${path}?login`);
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('header-balance')).toBeVisible();
}

/** The header balance in minor units ("$249.02" → 24902). */
export async function headerBalanceMinor(page: Page): Promise<number> {
  const text = await page.getByTestId('header-balance').locator('[data-currency]').innerText();
  return Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
}

/** The answer of the next bet of a game: its stake and payout in minor units, as the API settled it. */
export function nextBet(page: Page, game: string): Promise<Response> {
  return page.waitForResponse(
    (answer) => answer.request().method() === 'POST' && answer.url().endsWith(`/games/${game}/bets`),
  );
}

export async function settled(answer: Response): Promise<{ stake: number; payout: number }> {
  expect(answer.status()).toBe(200);
  const { data } = (await answer.json()) as { data: { amount: number; payout: number } };
  return { stake: Math.round(data.amount * 100), payout: Math.round(data.payout * 100) };
}
