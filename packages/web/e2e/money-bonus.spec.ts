import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Frame, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, test } from './support/fixtures.ts';
import { headerBalanceMinor, logInAs, paidDeposit } from './support/games.ts';
import { API_URL, PROVIDER_URL } from './support/servers.ts';
import { patient } from './support/patience.ts';

/** A new USD player registered with a promo (or none), their email and API token. */
async function playerWith(request: APIRequestContext, promo: string | null) {
  const email = `bonus-${randomUUID()}@example.test`;
  const answer = await request.post(`${API_URL}/api/v2/auth/register/email`, {
    data: { email, password: DEMO_PASSWORD, currency: 'USD', ...(promo && { promo }) },
  });
  expect(answer.ok()).toBe(true);
  const { token } = (await answer.json()) as { token: string };
  return { email, token };
}

async function checkCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Enter a promo code').fill(code);
  await page.getByRole('button', { name: 'Check' }).click();
}

/** The provider's game window once its page is ready. */
async function gameWindow(page: Page): Promise<Frame> {
  const iframe = page.locator('iframe.game-frame__window');
  await expect(iframe).toHaveAttribute('src', new RegExp(`^${PROVIDER_URL}/games/`));
  const frame = await (await iframe.elementHandle())?.contentFrame();
  if (!frame) throw new Error('no game window');
  await expect(frame.locator('body[data-ready="true"]')).toBeAttached({ timeout: patient(15_000) });
  return frame;
}

test.describe('promo codes and bonuses', () => {
  test.describe.configure({ mode: 'parallel' });
  // Each journey registers and logs in its own player.
  test.slow();

  test('a second promo code is refused before any deposit, with the reason', async ({ page, request }) => {
    const { email } = await playerWith(request, 'WELCOME100');
    await logInAs(page, email, '/en/bonuses');
    await checkCode(page, 'FREESPINS');
    await expect(page.getByText('Another bonus of yours is active')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Deposit and get the bonus' })).toHaveCount(0);
  });

  test('a promo code a player takes is named in the deposit and granted by it', async ({ page, request }) => {
    const { email, token } = await playerWith(request, null);
    await logInAs(page, email, '/en/bonuses');
    await checkCode(page, 'FREESPINS');
    await page.getByRole('button', { name: 'Deposit and get the bonus' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deposit' });
    // A first deposit asks for a deposit limit first.
    await dialog.getByTestId('deposit-limit-step').getByRole('button', { name: 'No limit' }).click();
    await expect(dialog.getByText('Deposit bonus: 50 free spins in Sky Forge')).toBeVisible();
    await paidDeposit(request, token);
    await page.goto('/en/bonuses');
    await expect(page.getByText('Free spins: 50')).toBeVisible();
  });

  test('on a slot with free spins the free spin comes first and no paid spin is taken', async ({
    page,
    request,
  }) => {
    const { email, token } = await playerWith(request, 'FREESPINS');
    await paidDeposit(request, token);
    // A free spin whose scatters start the slot's own feature plays 12 more spins before its buttons come back, each
    // reel drawn landing (longer than a wait allows): with reduced motion every spin lands at once, the same outcome
    // and the same screen after it (games-slot-motion.spec.ts watches the reels move).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await logInAs(page, email, '/en/games/slots/sky-forge/play');
    const game = await gameWindow(page);
    const free = game.getByRole('button', { name: /Play a free spin · Free spins left: 50/ });
    await expect(free).toBeVisible();
    await expect(game.getByRole('button', { name: 'Spin', exact: true })).toBeHidden();
    await expect(game.getByText('Your free spins are played first.')).toBeVisible();
    const before = await headerBalanceMinor(page);
    const answer = page.waitForResponse((r) => r.url() === `${PROVIDER_URL}/api/spin`);
    await free.click();
    const { data } = (await (await answer).json()) as { data: { payout_minor: number } };
    await expect(game.getByRole('button', { name: /Free spins left: 49/ })).toBeVisible();
    await expect.poll(() => headerBalanceMinor(page)).toBe(before + data.payout_minor);
    // A paid spin only when the player asks for one.
    await game.getByRole('button', { name: 'Spin for money instead' }).click();
    await expect(game.getByRole('button', { name: 'Spin', exact: true })).toBeFocused();
  });

  test('the wagering left is named so beside the bonus balance, in English and Russian', async ({
    page,
    request,
  }) => {
    const { email, token } = await playerWith(request, 'WELCOME100');
    await paidDeposit(request, token);
    await logInAs(page, email, '/en/profile');
    const balances = page.getByTestId('profile-balances');
    await expect(balances.locator('div').filter({ hasText: 'Wagering left' })).toHaveText(
      'Wagering left$2,000',
    );
    await expect(balances.locator('div').filter({ hasText: 'Bonus balance' })).toHaveText(
      'Bonus balance$100',
    );
    await page.goto('/profile');
    await expect(balances.locator('div').filter({ hasText: 'Осталось отыграть' })).toContainText('2');
  });
});
