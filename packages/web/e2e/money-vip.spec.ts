import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { DEMO_PASSWORD, expect, test } from './support/fixtures.ts';
import { depositAndPay } from './support/payment.ts';
import { API_URL, WEB_URL } from './support/servers.ts';
import { fetchClosing } from './support/routeFetch.ts';

/**
 * The VIP club's weekly cashback (issue 34) needs a week to end. The suite's shared API must keep its clock (every
 * other test's sessions and rounds run on it), so this file starts a local API of its own, on a fresh in-memory
 * database, whose clock it moves a week on through that API's own `/__dev/clock`; the browser's calls to the shared
 * API's address are sent to it instead (`context.route`). The pages themselves come from the suite's build.
 */
let privateApi: ChildProcess | null = null;
let privateUrl = '';

test.beforeAll(async () => {
  const main = path.resolve(import.meta.dirname, '../../api/src/main.ts');
  const child = spawn(
    process.execPath,
    [
      main,
      '--port',
      '0',
      '--provider-port',
      '0',
      '--dev',
      '--data-dir',
      ':memory:',
      '--origins',
      WEB_URL,
      '--scrypt-cost',
      '1024',
    ],
    { env: { ...process.env, API_BOTS: '0' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  privateApi = child;
  privateUrl = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /API listening on (http:\/\/\S+)/.exec(out)?.[1];
      if (url) resolve(url);
    });
    child.once('exit', (code) => reject(new Error(`the private API stopped (${code}): ${out}`)));
  });
});

test.afterAll(() => {
  privateApi?.kill();
});

/** The browser's calls to the suite's API go to this file's own one. */
async function routeToPrivateApi(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => url.origin === API_URL,
    async (route) => {
      const target = route.request().url().replace(API_URL, privateUrl);
      await route.fulfill({ response: await fetchClosing(route, { url: target }) });
    },
  );
}

/**
 * A RUB player of the private API, in the VIP club with 60 000 ₽ of paid deposits (Silver, 5 %), who has lost at dice
 * this week: bets at a 1 % chance until the week's net is a loss, almost always the first. (Even-money bets, capped at
 * 100, left about one player in twelve ahead: a fair walk often stays above zero that long.) Answers their email and
 * the week's net loss in kopecks.
 */
async function losingMember(request: APIRequestContext): Promise<{ email: string; lossMinor: number }> {
  const email = `vip-${randomUUID()}@example.test`;
  const registered = await request.post(`${privateUrl}/api/v2/auth/register/email`, {
    data: { email, password: DEMO_PASSWORD, currency: 'RUB' },
  });
  const { token } = (await registered.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  await depositAndPay(request, token, 60_000, privateUrl);
  expect((await request.post(`${privateUrl}/api/v2/vip/join`, { headers })).ok()).toBe(true);
  let net = 0;
  for (let bet = 0; bet < 1_000 && net >= 0; bet += 1) {
    const answer = await request.post(`${privateUrl}/games/dice/bets`, {
      headers: { ...headers, 'Idempotency-Key': `vip-${randomUUID()}` },
      data: { amount: 100, params: { target: 1, direction: 'under' } },
    });
    expect(answer.ok()).toBe(true);
    const settled = ((await answer.json()) as { data: { amount: number; payout: number } }).data;
    net += Math.round(settled.payout * 100) - Math.round(settled.amount * 100);
  }
  expect(net).toBeLessThan(0);
  return { email, lossMinor: -net };
}

test.describe('the VIP club (issue 34)', () => {
  test.slow();

  test('a member sees their level, and the week’s cashback in their history once the week has ended', async ({
    page,
    context,
    request,
  }) => {
    const { email, lossMinor } = await losingMember(request);
    // The week ends: the private API's clock moves on seven days.
    expect(
      (await request.post(`${privateUrl}/__dev/clock`, { data: { advance_seconds: 7 * 86_400 } })).ok(),
    ).toBe(true);
    // Silver's 5 % of the loss, rounded down to the kopeck, as the page writes an amount (whole roubles without kopecks).
    const cashbackMinor = Math.floor((lossMinor * 5) / 100);
    const digits = cashbackMinor % 100 === 0 ? 0 : 2;
    const shown = `₽${(cashbackMinor / 100).toLocaleString('en-US', { minimumFractionDigits: digits })}`;

    await routeToPrivateApi(context);
    await page.goto('/en/vip-club?login');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(dialog).toBeHidden();

    // The level the deposits reached, the way to the next one, and the cashback just paid.
    const level = page.getByRole('region', { name: 'Your level' });
    await expect(level.getByTestId('vip-level')).toHaveText(
      "Level 2, Silver: cashback 5% of the week's net loss",
    );
    await expect(level.getByTestId('vip-next')).toHaveText('₽190,000 more in deposits to reach Gold');
    await expect(level.getByRole('progressbar', { name: 'Progress to the next level' })).toBeVisible();
    await expect(level.getByTestId('vip-last-cashback')).toContainText(`Last cashback: ${shown}`);

    // The profile shows the level too, and the history the cashback's row.
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('link', { name: 'Profile', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile');
    await expect(page.getByTestId('vip-level')).toHaveText(
      "Level 2, Silver: cashback 5% of the week's net loss",
    );
    await page
      .getByRole('navigation', { name: 'Profile sections' })
      .getByRole('link', { name: 'History', exact: true })
      .click();
    const row = page.getByTestId('money-history').getByRole('row').filter({ hasText: 'VIP cashback' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(shown);
  });
});
