import { randomUUID } from 'node:crypto';
import { DEMO_PASSWORD, expect, LocalApi, test } from './support/fixtures.ts';
import { logInAs } from './support/games.ts';
import { API_URL } from './support/servers.ts';

test.describe('the bonus engine (issue 34)', () => {
  // One journey: registration, a deposit with a code, bets, the profile read again.
  test.slow();

  test('“Deposit and get the bonus” puts the code in the invoice, and the profile shows the wagering grow', async ({
    page,
    request,
  }) => {
    const email = `wager-${randomUUID()}@example.test`;
    const registered = await request.post(`${API_URL}/api/v2/auth/register/email`, {
      data: { email, password: DEMO_PASSWORD, currency: 'USD' },
    });
    const { token } = (await registered.json()) as { token: string };
    await logInAs(page, email, '/en/bonuses');
    await page.getByLabel('Enter a promo code').fill('WELCOME100');
    await page.getByRole('button', { name: 'Check' }).click();
    await page.getByRole('button', { name: 'Deposit and get the bonus' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deposit' });
    await dialog.getByTestId('deposit-limit-step').getByRole('button', { name: 'No limit' }).click();
    await dialog.getByLabel('Amount').fill('100');
    await dialog.getByRole('button', { name: 'Deposit $100' }).click();
    await expect(dialog.getByTestId('invoice-promo')).toHaveText('WELCOME100');
    const invoiceId = await dialog.locator('[data-invoice-id]').getAttribute('data-invoice-id');
    await new LocalApi(request).payInvoice(String(invoiceId));

    await page.goto('/en/profile/bonuses');
    const progress = page.getByTestId('wagering-progress');
    await expect(progress).toHaveText(/^Wagered \$0(\.00)? of \$2,000(\.00)? \(0%\)$/);
    await expect(page.getByTestId('wagering-time-left')).toHaveText(/Time left: [67] d \d+ h/);

    // A dice bet of $40 counts at 50 %: $20 of the requirement.
    const bet = await request.post(`${API_URL}/games/dice/bets`, {
      headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': randomUUID() },
      data: { amount: 40, params: { target: 50.5, direction: 'under' } },
    });
    expect(bet.ok()).toBe(true);
    await page.reload();
    await expect(progress).toHaveText(/^Wagered \$20(\.00)? of \$2,000(\.00)? \(1%\)$/);
  });
});
