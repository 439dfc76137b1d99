import { DEMO_EMAIL, test, expect, logInAsDemo } from './support/fixtures.ts';
import { logInAs } from './support/games.ts';
import { openPage } from './support/ready.ts';
import { API_URL, WEB_URL } from './support/servers.ts';
import { lastCodeFor } from './support/outbox.ts';
import { patient } from './support/patience.ts';

test.describe('query flags and modals', () => {
  test('?signup opens Register, ?login opens Login, and a visitor asking to deposit is asked to log in first', async ({
    page,
  }) => {
    await page.goto('/en?signup');
    await expect(page.getByRole('dialog', { name: 'Sign up' })).toBeVisible();
    await page.goto('/en/games?login');
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await page.goto('/en?deposit');
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  });

  test('a modal is a labelled dialog: focus inside, Tab stays inside, Escape closes it and focus comes back', async ({
    page,
  }) => {
    // The header's button is in the server's HTML: clicked before hydration, it would do nothing.
    await openPage(page, '/en');
    const opener = page.getByRole('button', { name: 'Log in' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    for (let step = 0; step < 25; step += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the demo player logs in, the login flag leaves the address, and ?deposit then opens PayIn', async ({
    page,
  }) => {
    await logInAsDemo(page, '/en/games');
    await expect(page).toHaveURL('/en/games');
    await page.goto('/en/games?deposit');
    await expect(page.getByRole('dialog', { name: 'Deposit' })).toBeVisible();
  });

  test('a deposit goes through the invoice, paid on the payment page, to SuccessPayment and a refreshed balance', async ({
    page,
  }) => {
    // The invoice's status is polled every 5 s (§4): the page's clock is moved on past the next poll once the payment
    // is made, rather than the test waiting for it. Logged in over the API: the Login modal is the subject above.
    await page.clock.install();
    await logInAs(page, DEMO_EMAIL, '/en');
    const balance = page.getByTestId('header-balance');
    const before = await balance.innerText();
    await page.getByRole('button', { name: 'Deposit' }).click();
    const payIn = page.getByRole('dialog', { name: 'Deposit' });
    await payIn.getByLabel('Amount').fill('1500');
    await payIn.getByRole('button', { name: /^Deposit ₽1,500$/ }).click();
    const invoice = payIn.locator('[data-invoice-id]');
    await expect(invoice).toBeVisible();
    await expect(invoice).toContainText(/The invoice is valid for (19|20):\d\d/);
    // Paid as a player pays it: the invoice's link opens the payment stand-in's page, whose button confirms it.
    const [payPage] = await Promise.all([
      page.context().waitForEvent('page'),
      payIn.getByRole('link', { name: 'Go to payment' }).click(),
    ]);
    await payPage.getByRole('button', { name: 'Confirm payment' }).click();
    await expect(payPage.getByRole('heading', { name: 'Payment received' })).toBeVisible();
    await payPage.close();
    await page.clock.runFor(5_000);
    const success = page.getByRole('dialog', { name: 'Payment received' });
    await expect(success).toBeVisible({ timeout: patient(30_000) });
    await expect(success).toContainText('Your balance');
    await expect(balance).not.toHaveText(before);
  });

  test('social login: the provider page opens in a popup, and allowing it logs the player in', async ({
    page,
  }) => {
    await page.goto('/en?login');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    const popupOpened = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Continue with Google' }).click();
    const popup = await popupOpened;
    await expect(popup.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
    await popup.getByRole('button', { name: 'Allow' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('header-balance')).toBeVisible();
  });

  test('the ad bonus from the landing link shows once, and signs the visitor up with its code (§3, §4)', async ({
    page,
    context,
  }) => {
    await context.addCookies([
      { name: 'adBonusType', value: 'promo_code', url: WEB_URL },
      { name: 'adBonusValue', value: 'WELCOME100', url: WEB_URL },
      { name: 'adBonusModal', value: 'true', url: WEB_URL },
    ]);
    await openPage(page, '/en');
    const banner = page.getByRole('region', { name: 'A bonus from your link' });
    await expect(banner).toContainText('WELCOME100');
    await banner.getByRole('button', { name: 'Sign up with this code' }).click();
    const register = page.getByRole('dialog', { name: 'Sign up' });
    await expect(register.getByLabel('Promo code (optional)')).toHaveValue('WELCOME100');
    await page.keyboard.press('Escape');
    await openPage(page, '/en/faq');
    await expect(page.getByRole('region', { name: 'A bonus from your link' })).toHaveCount(0);
  });
});

test.describe('registration', () => {
  test('asks for the code sent to the new email, and the confirmed email shows on the profile', async ({
    page,
    request,
  }) => {
    test.setTimeout(patient(120_000));
    await openPage(page, '/en?signup');
    const register = page.getByRole('dialog', { name: 'Sign up' });
    const email = `signup-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
    await register.getByLabel('Email').fill(email);
    await register.getByLabel('Password', { exact: true }).fill('secret123');
    await register.getByRole('button', { name: 'Sign up' }).click();

    const confirm = page.getByRole('dialog', { name: 'Confirm your email' });
    await expect(confirm.getByText(`We sent a code to ${email}.`)).toBeVisible();
    await expect(page.getByTestId('header-balance')).toBeVisible();
    await confirm.getByLabel('Code').fill('000000');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(confirm.getByText('Wrong code')).toBeVisible();

    await confirm.getByLabel('Code').fill(await lastCodeFor(request, email));
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await openPage(page, '/en/profile/access');
    await expect(page.getByText(`${email}: verified`)).toBeVisible();
  });

  test('sends the browser fingerprint encrypted, and the API keeps the fingerprint it opens (§7)', async ({
    page,
    request,
  }) => {
    // A registration on a busy machine: the page, the fingerprint and the session take their time.
    test.setTimeout(patient(120_000));
    await page.goto('/en?signup');
    const register = page.getByRole('dialog', { name: 'Sign up' });
    const email = `fpp-${Date.now()}@example.test`;
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/v2/auth/register/email'));
    await register.getByLabel('Email').fill(email);
    await register.getByLabel('Password', { exact: true }).fill('secret123');
    await register.getByRole('button', { name: 'Sign up' }).click();
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    expect(body).not.toHaveProperty('fpp');
    expect(String(body['fpp_encrypted'])).toMatch(/^[A-Za-z0-9+/]{300,}={0,2}$/);
    await expect(page.getByTestId('header-balance')).toBeVisible();
    const fingerprint = await page.evaluate(() => localStorage.getItem('fingerprint'));
    const records = await request.get(`${API_URL}/__dev/tracking`, {
      params: { kind: 'register', limit: 500 },
    });
    const latest = ((await records.json()) as { data: { data: Record<string, unknown> }[] }).data.find(
      (record) => record.data['email'] === email,
    );
    expect(fingerprint).toBeTruthy();
    expect(latest?.data['fpp']).toBe(fingerprint);
  });
});
