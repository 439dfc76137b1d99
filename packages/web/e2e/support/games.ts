import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page, type Response } from '@playwright/test';
import { DEMO_PASSWORD } from './fixtures.ts';
import { depositAndPay } from './payment.ts';
import { waitForAppReady } from './ready.ts';
import { API_URL, WEB_URL } from './servers.ts';

/** The demo player with a balance (USD 250) who plays the originals; the 0-balance player is DEMO_EMAIL. */
export const RICH_EMAIL = 'rich@example.com';

/**
 * Logs a player in over the API (the page's own request context, so the API's refresh cookie lands in the browser as
 * after the Login modal) and opens a page of the player's choice with the session's cookie, as a returning player finds
 * it. The login form is not what these tests prove, and it cost a modal's chunk and a form per test: the tests of the
 * modal itself log in through it (`logInAsDemo`, shell-modals, games-feed).
 */
export async function logInAs(page: Page, email: string, path: string): Promise<void> {
  // A connection of its own, closed after the answer, as the test's own client does (fixtures.ts, issue 37: a kept-alive
  // one reused just as the API closes it is reset).
  const answer = await page.request.post(`${API_URL}/api/v2/auth/login/email/password`, {
    data: { email, password: DEMO_PASSWORD },
    headers: { connection: 'close' },
  });
  expect(answer.ok(), `log in as ${email}`).toBe(true);
  const { token } = (await answer.json()) as { token: string };
  await page.context().addCookies([{ name: 'token', value: token, url: WEB_URL }]);
  await page.goto(path);
  // The server renders the balance from the cookie: the page is usable once it is hydrated as well.
  await waitForAppReady(page);
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

/**
 * The net wording of issue 38 for a stake and what came back, in minor units: the net first, "won" only when the
 * player is up ("you won $0.40 (+$0.30)", "returned $0.25 of $0.50 (−$0.25)").
 */
export function netWording(stake: number, payout: number): RegExp {
  if (payout === 0) return /no win, the \$[\d.]+ stake is lost \(−\$[\d.]+\)/;
  if (payout > stake) return /you won \$[\d.]+ \(\+\$[\d.]+\)/;
  if (payout === stake) return /stake back, \$[\d.]+ \(±\$0(\.00)?\)/;
  return /returned \$[\d.]+ of \$[\d.]+ \(−\$[\d.]+\)/;
}

/**
 * A new player of a currency with nothing paid in: their email and API token. Their name is their email's first part,
 * shown to others masked to its first two letters (`pl***`): a test that must tell two of its players apart in a live
 * list gives each a `prefix` of its own.
 */
export async function registered(
  request: APIRequestContext,
  currency = 'USD',
  prefix = 'player',
): Promise<{ email: string; token: string }> {
  const email = `${prefix}-${randomUUID()}@example.test`;
  const answer = await request.post(`${API_URL}/api/v2/auth/register/email`, {
    data: { email, password: DEMO_PASSWORD, currency },
    headers: { connection: 'close' },
  });
  const { token } = (await answer.json()) as { token: string };
  return { email, token };
}

/** A new USD player with an empty balance, to log in as. */
export async function newPlayer(request: APIRequestContext): Promise<string> {
  return (await registered(request)).email;
}

/** A new player whose profile already has a saved interface locale (§5). */
export async function newPlayerSpeaking(request: APIRequestContext, locale: string): Promise<string> {
  const { email, token } = await registered(request);
  const answer = await request.put(`${API_URL}/profile/settings`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { locale },
  });
  expect(answer.ok()).toBe(true);
  return email;
}

/**
 * A new USD player with a paid 100 USD deposit. A test that checks the balance exactly bets with its own player: the
 * seeded demo players are shared by specs that run side by side, and another worker's bet would move the balance.
 */
export async function fundedPlayer(
  request: APIRequestContext,
  currency = 'USD',
  prefix?: string,
): Promise<string> {
  return (await funded(request, currency, prefix)).email;
}

/** A new player with a paid deposit of 100 in their currency: their email and API token. */
export async function funded(
  request: APIRequestContext,
  currency = 'USD',
  prefix?: string,
): Promise<{ email: string; token: string }> {
  const { email, token } = await registered(request, currency, prefix);
  await paidDeposit(request, token);
  return { email, token };
}

/**
 * A deposit of 100 in the player's currency, made over the API and paid on the payment stand-in's page, as a payer
 * pays it (no development route): it grants whatever waits for it.
 */
export async function paidDeposit(request: APIRequestContext, token: string): Promise<void> {
  await depositAndPay(request, token);
}
