import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, test } from './support/fixtures.ts';
import { logInAs } from './support/games.ts';
import { depositAndPay } from './support/payment.ts';
import { openPage } from './support/ready.ts';
import { API_URL } from './support/servers.ts';

const TRON_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

/** A new USD player with `funds` deposited without a code, paid on the payment stand-in's page: their email and token. */
async function fundedPlayer(request: APIRequestContext, funds: number) {
  const email = `wager-${randomUUID()}@example.test`;
  const registered = await request.post(`${API_URL}/api/v2/auth/register/email`, {
    data: { email, password: DEMO_PASSWORD, currency: 'USD' },
  });
  const { token } = (await registered.json()) as { token: string };
  await depositAndPay(request, token, funds);
  return { email, token };
}

/**
 * On /bonuses (not a first deposit): checks WELCOME100, deposits `amount` with it, sees the code on the invoice, and
 * pays it as a player does: the invoice's link opens the payment stand-in's page, whose button confirms the payment.
 */
async function depositWithCode(page: Page, amount: string): Promise<void> {
  await page.getByLabel('Enter a promo code').fill('WELCOME100');
  await page.getByRole('button', { name: 'Check' }).click();
  await page.getByRole('button', { name: 'Deposit and get the bonus' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deposit' });
  await dialog.getByLabel('Amount').fill(amount);
  await dialog.getByRole('button', { name: `Deposit $${amount}` }).click();
  await expect(dialog.getByTestId('invoice-promo')).toHaveText('WELCOME100');
  const [payPage] = await Promise.all([
    page.context().waitForEvent('page'),
    dialog.getByRole('link', { name: 'Go to payment' }).click(),
  ]);
  await payPage.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(payPage.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await payPage.close();
}

async function diceBet(request: APIRequestContext, token: string, amount: number): Promise<void> {
  const bet = await request.post(`${API_URL}/games/dice/bets`, {
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': randomUUID() },
    data: { amount, params: { target: 50.5, direction: 'under' } },
  });
  expect(bet.ok()).toBe(true);
}

test.describe('the bonus engine, with no development route (issue 34)', () => {
  test.describe.configure({ mode: 'parallel' });
  // Each journey registers, funds and logs in its own player.
  test.slow();

  test('a bonus taken with a deposit is wagered, its progress shown, and released to the balance', async ({
    page,
    request,
  }) => {
    const { email, token } = await fundedPlayer(request, 500);
    await logInAs(page, email, '/en/bonuses');
    await expect(page.getByTestId('wagering-rules')).toContainText('slots 100 %, originals and Crash 50 %');
    await depositWithCode(page, '10');

    await page.goto('/en/profile/bonuses');
    const progress = page.getByTestId('wagering-progress');
    await expect(progress).toHaveText(/^Wagered \$0(\.00)? of \$200(\.00)? \(0%\)$/);
    await expect(page.getByTestId('wagering-time-left')).toHaveText(/Time left: [67] d \d+ h/);

    // A dice bet counts at 50 %: $100 staked is $50 of the requirement.
    await diceBet(request, token, 100);
    await page.reload();
    await expect(progress).toHaveText(/^Wagered \$50(\.00)? of \$200(\.00)? \(25%\)$/);

    for (let bet = 0; bet < 3; bet += 1) await diceBet(request, token, 100);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Bonus balance', level: 1 })).toBeVisible();
    await expect(progress).toBeHidden();
    await page.goto('/en/profile/history');
    await expect(page.getByRole('cell', { name: 'Bonus released' })).toBeVisible();
  });

  test('the cashier warns that a withdrawal forfeits the unfinished bonus and sends it only once confirmed', async ({
    page,
    request,
  }) => {
    const { email } = await fundedPlayer(request, 500);
    await logInAs(page, email, '/en/bonuses');
    await depositWithCode(page, '10');
    await openPage(page, '/en/profile/withdraw');
    const warning = page.getByTestId('bonus-forfeit');
    await expect(warning).toContainText('You have an unfinished bonus of $10');
    await page.getByLabel('Payout method').selectOption({ label: 'USDT (TRC20) · crypto' });
    await page.getByLabel('Amount').fill('20');
    await page.getByLabel('USDT (TRC20) address').fill(TRON_ADDRESS);
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page.getByText('Confirm that you give up the bonus, or keep wagering it')).toBeVisible();
    await expect(page.getByText('No withdrawals yet.')).toBeVisible();

    await warning.getByLabel('I understand and give up the bonus').check();
    await page.getByRole('button', { name: 'Withdraw $20' }).click();
    await expect(page.getByTestId('withdrawals').getByRole('row').nth(1)).toContainText('Pending');
    await expect(warning).toBeHidden();
  });
});
