import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, expect, test } from './support/fixtures.ts';
import { depositAndPay } from './support/payment.ts';
import { openPage } from './support/ready.ts';
import { API_URL } from './support/servers.ts';

/** A funded USD player named `<prefix>-…`, so the feed shows them as `<prefix>***`; answers their email and token. */
async function fundedPlayer(
  request: APIRequestContext,
  prefix: string,
): Promise<{ email: string; token: string }> {
  const email = `${prefix}-${randomUUID()}@example.test`;
  const registered = await request.post(`${API_URL}/api/v2/auth/register/email`, {
    data: { email, password: DEMO_PASSWORD, currency: 'USD' },
  });
  const { token } = (await registered.json()) as { token: string };
  await depositAndPay(request, token);
  return { email, token };
}

async function playerShownAsQx(request: APIRequestContext): Promise<string> {
  return (await fundedPlayer(request, 'qx')).token;
}

async function betDice(request: APIRequestContext, token: string): Promise<void> {
  const bet = await request.post(`${API_URL}/games/dice/bets`, {
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': randomUUID() },
    data: { amount: 1.5, params: { target: 50.5, direction: 'under' } },
  });
  expect(bet.status()).toBe(200);
}

test.describe('the live feed of bets (issue 17)', () => {
  test('a bet played anywhere appears in the feed on the home page and under a game, the name masked', async ({
    page,
    browser,
    request,
  }) => {
    await openPage(page, '/en');
    const feed = page.getByTestId('live-feed');
    await expect(feed.getByRole('tab', { name: 'All bets' })).toHaveAttribute('aria-selected', 'true');
    await expect(feed.getByText('Connecting to the live feed…')).toBeHidden();

    const other = await browser.newPage();
    await openPage(other, '/en/games/keno');
    const underGame = other.getByTestId('live-feed');
    await expect(underGame.getByRole('tab', { name: 'All bets' })).toBeVisible();
    await expect(underGame.getByText('Connecting to the live feed…')).toBeHidden();

    const token = await playerShownAsQx(request);
    const bet = await request.post(`${API_URL}/games/dice/bets`, {
      headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': randomUUID() },
      data: { amount: 1.5, params: { target: 50.5, direction: 'under' } },
    });
    expect(bet.status()).toBe(200);
    const { data } = (await bet.json()) as { data: { payout: number } };

    for (const view of [feed, underGame]) {
      const row = view.getByRole('row').filter({ hasText: 'qx***' }).first();
      await expect(row).toContainText('Dice');
      await expect(row).toContainText('$1.50');
      await expect(row).toContainText(data.payout > 0 ? 'Won' : 'Lost');
    }
    // Keyboard: the big wins are one arrow key away.
    await feed.getByRole('tab', { name: 'All bets' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(feed.getByRole('tab', { name: 'Big wins' })).toHaveAttribute('aria-selected', 'true');
    await other.close();
  });
});

test.describe('"Hide my statistics" (issue 34)', () => {
  test('a player who hides their statistics is "Hidden" in everyone else’s feed, and sees their own name', async ({
    page,
    browser,
    request,
  }) => {
    const { email, token } = await fundedPlayer(request, 'qh');
    const headers = { Authorization: `Bearer ${token}` };
    // Hiding one's statistics is a VIP privilege.
    expect((await request.post(`${API_URL}/api/v2/vip/join`, { headers })).ok()).toBe(true);
    const hidden = await request.put(`${API_URL}/profile/settings`, {
      headers,
      data: { is_statistics_hidden: true },
    });
    expect(await hidden.json()).toEqual({ success: true });

    await openPage(page, '/en');
    const feed = page.getByTestId('live-feed');
    await expect(feed.getByText('Connecting to the live feed…')).toBeHidden();

    const own = await browser.newPage();
    await own.goto('/en?login');
    const dialog = own.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(dialog).toBeHidden();
    const ownFeed = own.getByTestId('live-feed');
    await expect(ownFeed.getByText('Connecting to the live feed…')).toBeHidden();

    await betDice(request, token);
    // The player sees the bet by their name, said to be hidden from others…
    await expect(
      ownFeed.getByRole('row').filter({ hasText: 'qh*** (hidden from others)' }).first(),
    ).toContainText('$1.50');
    // …and everyone else sees it with no name.
    const row = feed.getByRole('row').filter({ hasText: 'Hidden' }).filter({ hasText: '$1.50' }).first();
    await expect(row).toContainText('Dice');
    await expect(feed.getByText(/qh\*\*\*/)).toHaveCount(0);
    await own.close();
  });
});
