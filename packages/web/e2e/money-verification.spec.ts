import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { headerBalanceMinor, logInAs, registered } from './support/games.ts';
import {
  approveVerification,
  freshTronAddress,
  payWithdrawal,
  playerIdOf,
  rejectVerification,
} from './support/operator.ts';
import { openPage, waitForAppReady, waitForPageData } from './support/ready.ts';
import { API_URL } from './support/servers.ts';

/** A deposit of 100 paid on the payment stand-in's own page (its form), as a player pays it: no development route. */
async function depositOnPayPage(request: APIRequestContext, token: string): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  const billing = (await (await request.get(`${API_URL}/api/v2/billing/data`, { headers })).json()) as {
    data: { payments: { methods: { hash: string }[] } };
  };
  const invoice = await request.post(`${API_URL}/api/v2/billing/payment`, {
    headers,
    data: { method: billing.data.payments.methods[0]?.hash, amount: 100 },
  });
  const { data } = (await invoice.json()) as { data: { pay_url: string } };
  expect((await request.post(data.pay_url, { form: {} })).ok()).toBe(true);
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

async function openVerification(page: Page) {
  await page.getByRole('button', { name: 'About verification' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verification' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('identity verification and a payout, with no development route', () => {
  // Registers, funds and verifies its own player, through the dialog and the operator API.
  test.slow();

  test('a new player sends a document, is rejected with a reason, sends another, is approved, withdraws and is paid', async ({
    page,
    request,
  }) => {
    const { email, token } = await registered(request);
    await depositOnPayPage(request, token);
    const playerId = await playerIdOf(request, token);
    await logInAs(page, email, '/en/profile');
    await expect(page.getByTestId('verification-status')).toHaveText('Identity not verified');

    let dialog = await openVerification(page);
    await expect(dialog.getByText('Not verified', { exact: true })).toBeVisible();
    const file = dialog.getByLabel('File');
    await file.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a passport'),
    });
    await expect(dialog.getByText('Send a JPEG, PNG or PDF file.')).toBeVisible();
    await expect(file).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel('Document').selectOption({ label: 'Passport' });
    // The dialog, with its form and an error showing, has no serious WCAG 2.1 AA finding.
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .include('[role="dialog"]')
      .analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    await file.setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG });
    // Sent from the keyboard: the button follows the file field.
    await file.focus();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Send for review' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('status')).toHaveText('passport.png was sent for review.');
    await expect(dialog.getByText('Documents under review')).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveText(/^Passport: passport\.png/);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('verification-status')).toHaveText('Your documents are being reviewed');

    const reason = 'The photo is blurred: send a sharper one';
    await rejectVerification(request, playerId, reason);
    await page.reload();
    await waitForAppReady(page);
    await expect(page.getByTestId('verification-reason')).toHaveText(`Reason for the rejection: ${reason}`);
    dialog = await openVerification(page);
    await expect(dialog.getByTestId('verification-reason')).toHaveText(`Reason: ${reason}`);
    await dialog
      .getByLabel('File')
      .setInputFiles({ name: 'passport-sharp.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByRole('button', { name: 'Send for review' }).click();
    await expect(dialog.getByText('Documents under review')).toBeVisible();
    await expect(dialog.getByTestId('verification-reason')).toBeHidden();
    await page.keyboard.press('Escape');

    await approveVerification(request, playerId);
    await page.reload();
    await waitForAppReady(page);
    await expect(page.getByTestId('verification-status')).toHaveText('Identity verified');
    dialog = await openVerification(page);
    await expect(dialog.getByText('Verified', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Send for review' })).toBeHidden();
    await page.keyboard.press('Escape');

    await openPage(page, '/en/profile/withdraw');
    await waitForPageData(page);
    await expect(page.getByTestId('payout-rules')).toContainText('the amount is at most $500;');
    const before = await headerBalanceMinor(page);
    await page.getByLabel('Payout method').selectOption({ label: 'USDT (TRC20) · crypto' });
    await page.getByLabel('Amount').fill('20');
    await page.getByLabel('USDT (TRC20) address').fill(freshTronAddress());
    const answer = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/api/v2/billing/withdrawals'),
    );
    await page.getByRole('button', { name: 'Withdraw $20' }).click();
    const { data } = (await (await answer).json()) as { data: { id: string; review: string } };
    // Verified, under the automatic limit, to an address of its own: the processor will pay it, and says when.
    expect(data.review).toBe('automatic');
    const row = page.getByTestId('withdrawals').getByRole('row').nth(1);
    await expect(row).toContainText('Pending, expected by');
    await expect.poll(() => headerBalanceMinor(page)).toBe(before - 2000);

    await payWithdrawal(request, data.id);
    await page.reload();
    await waitForAppReady(page);
    await expect(page.getByTestId('withdrawals').getByRole('row').nth(1)).toContainText('Paid');
    await expect.poll(() => headerBalanceMinor(page)).toBe(before - 2000);
  });
});
