import { DEMO_EMAIL, DEMO_PASSWORD, expect, test } from './support/fixtures.ts';
import { fundedPlayer, logInAs } from './support/games.ts';
import { openPage } from './support/ready.ts';

// Each test has its own page and a player of its own, or a visitor's or the demo player's page that it only reads.
test.describe.configure({ mode: 'parallel' });

test.describe('a game page', () => {
  test('shows the rouble limits of §9 and refuses a stake over the maximum in words', async ({
    page,
    request,
  }) => {
    await logInAs(page, await fundedPlayer(request, 'RUB'), '/en/games/dice');
    const limits = page.getByTestId('bet-limits');
    await expect(limits).toContainText('Minimum stake');
    await expect(limits).toContainText('₽1');
    await expect(limits).toContainText('₽10,000');

    const stake = page.getByLabel('Stake, ₽');
    await stake.fill('10000.01');
    await page.getByRole('button', { name: 'Place bet' }).click();
    await expect(page.getByRole('alert')).toHaveText('The stake is above the maximum: at most ₽10,000.');
    await expect(stake).toHaveAttribute('aria-invalid', 'true');

    await page.getByRole('button', { name: 'Max' }).click();
    await expect(stake).toHaveValue('10000');
    await expect(stake).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('speaks the player’s language: the Russian dice page refuses a stake under the minimum', async ({
    page,
    request,
  }) => {
    // A new account saves the interface locale it logs in on (§4): Russian here.
    const email = await fundedPlayer(request, 'RUB');
    await openPage(page, '/games/dice?login');
    const dialog = page.getByRole('dialog', { name: 'Вход' });
    await dialog.getByLabel('Электронная почта').fill(email);
    await dialog.getByLabel('Пароль').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Войти', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('bet-limits')).toContainText('10 000 ₽');
    await page.getByLabel('Сумма ставки, ₽').fill('0,5');
    await page.getByRole('button', { name: 'Сделать ставку' }).click();
    await expect(page.getByRole('alert')).toHaveText('Ставка меньше минимальной: не меньше 1 ₽.');
  });

  test('the crash page names its limits in the currency of the English site, and a visitor is asked to log in to bet', async ({
    page,
  }) => {
    await openPage(page, '/en/games/crash');
    await expect(page.getByText('From $0.01 to $500', { exact: true })).toBeVisible();
    await expect(page.getByText('Log in to play.')).toBeVisible();
  });

  test('a room shows its one stake', async ({ page }) => {
    await openPage(page, '/en/games/rooms/purple');
    await expect(page.getByText(/Stake: ₽50\b/)).toBeVisible();
  });

  test('a tooltip shows what the ½ button does on hover, stays on screen at 360 px, and leaves with the pointer', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openPage(page, '/en/games/dice');
    const halve = page.getByRole('button', { name: 'Halve the stake' });
    await halve.hover();
    // Visual only: the button's own name already says it, so the bubble is hidden from assistive technology.
    const tip = page.locator('[role=tooltip]', { hasText: 'Halve the stake' });
    await expect(tip).toBeVisible();
    const box = await tip.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);

    await page.mouse.move(0, 0);
    await expect(tip).toBeHidden();
    await expect(page.getByRole('button', { name: 'Place bet' })).toHaveAccessibleDescription(
      'Sign up or log in to play for real money.',
    );
  });

  test('real play asks a visitor to log in; the demo opens for anyone', async ({ page }) => {
    await page.goto('/en/games/slots/prism-drift/play');
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByText('Log in to play for real money.')).toBeVisible();
    await page.getByRole('link', { name: 'Try the demo' }).click();
    await expect(page.getByTestId('game-frame').locator('iframe')).toHaveAttribute(
      'src',
      /\/games\/prism-drift\?token=/,
    );
  });

  // One page for both ways to narrow the slots list: a second load of it cost more than either check.
  test('the slots list finds a game by its provider; the provider filter shows each studio with its logo and keeps only its games', async ({
    page,
  }) => {
    await openPage(page, '/en/games/slots');
    const search = page.getByLabel('Search by title or provider');
    await search.fill('brightmoor');
    await expect(page.getByRole('link', { name: 'Prism Drift: demo' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Candy Orchard: demo' })).toHaveCount(0);
    await search.fill('');
    await expect(page.getByRole('link', { name: 'Candy Orchard: demo' })).toBeVisible();

    const filter = page.getByRole('group', { name: 'Provider' });
    const studio = filter.getByRole('radio', { name: 'Brightmoor Studio' });
    await expect(filter.getByRole('radio', { name: 'All providers' })).toBeChecked();
    const logo = filter
      .locator('label')
      .filter({ hasText: /^Brightmoor Studio$/ })
      .locator('img');
    await expect(logo).toHaveAttribute('src', /\/logos\/brightmoor-studio\.svg$/);
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await studio.check();
    await expect(page.getByRole('link', { name: 'Prism Drift: demo' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Candy Orchard: demo' })).toHaveCount(0);
    // Keyboard: the arrow keys move between the studios.
    await page.keyboard.press('ArrowLeft');
    await expect(studio).not.toBeChecked();
  });
});

test('the FAQ accordion opens by keyboard', async ({ page }) => {
  await openPage(page, '/en/faq');
  const first = page.getByRole('button', { name: 'How do I sign up?' });
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('button', { name: 'How do I make a deposit?' })).toBeFocused();
});

test('the promo code check tells an unknown code in words', async ({ page }) => {
  await openPage(page, '/en/bonuses');
  const field = page.getByLabel('Enter a promo code');
  await field.fill('NO-SUCH-CODE');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByText('Promo code NO-SUCH-CODE is not found or no longer valid')).toBeVisible();
  await field.fill('WELCOME100');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByRole('button', { name: 'Sign up with this code' })).toBeVisible();
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, viewport: { width: 360, height: 740 } });

  test('a tap on ½ halves the stake and leaves no tooltip behind', async ({ page }) => {
    // The page's timers run on a clock the test can move on, so "no tooltip after the show delay" needs no sleep.
    await page.clock.install();
    await openPage(page, '/en/games/dice');
    const stake = page.getByLabel('Stake, ₽');
    await stake.fill('10');
    await page.getByRole('button', { name: 'Halve the stake' }).tap();
    await expect(stake).toHaveValue('5');
    await page.clock.runFor(400); // past the 200 ms show delay
    await expect(page.locator('[role=tooltip]', { hasText: 'Halve the stake' })).toBeHidden();
  });

  test('a tap on the header balance shows the bonus balance and the total, and a tap elsewhere hides them', async ({
    page,
  }) => {
    await logInAs(page, DEMO_EMAIL, '/en/faq');
    const balance = page.getByTestId('header-balance');
    await balance.tap();
    const details = page.getByRole('tooltip');
    await expect(details).toBeVisible();
    await expect(details).toContainText('Bonus balance');
    await expect(details).toContainText('Total');
    // The heading's start: the details, under the one-row phone header's balance, cover its middle.
    await page.getByRole('heading', { level: 1 }).tap({ position: { x: 4, y: 4 } });
    await expect(details).toBeHidden();
  });
});
