import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD, LocalApi } from './fixtures.ts';
import { logInAs } from './games.ts';
import { API_URL } from './servers.ts';

/** A new player of a currency with a paid deposit, logged in on a page of its own browser context. */
export async function livePlayer(
  browser: Browser,
  request: APIRequestContext,
  path: string,
  currency: 'USD' | 'RUB' = 'USD',
): Promise<Page> {
  const email = `live-${randomUUID()}@example.test`;
  const registered = await request.post(`${API_URL}/api/v2/auth/register/email`, {
    data: { email, password: DEMO_PASSWORD, currency },
  });
  const { token } = (await registered.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const billing = await request.get(`${API_URL}/api/v2/billing/data`, { headers });
  const methods = ((await billing.json()) as { data: { payments: { methods: { hash: string }[] } } }).data
    .payments.methods;
  const invoice = await request.post(`${API_URL}/api/v2/billing/payment`, {
    headers,
    data: { method: methods[0]?.hash, amount: 100 },
  });
  const { data } = (await invoice.json()) as { data: { id: number | string } };
  await new LocalApi(request).payInvoice(String(data.id));
  const page = await (await browser.newContext()).newPage();
  await logInAs(page, email, path);
  await expect(page.locator('[data-live-status="live"]')).toBeVisible();
  return page;
}

/**
 * The longest a crash round runs in practice: the curve reaches 100x after 77 s, and a round lasts that long about
 * once in a hundred.
 */
const LONGEST_ROUND_MS = 120_000;

/** Waits for the next betting phase with time left to bet. */
export async function nextBettingPhase(page: Page): Promise<void> {
  await expect(page.locator('.crash-stage__phase[data-phase="betting"]')).toBeVisible({
    timeout: LONGEST_ROUND_MS,
  });
}

/** Waits for a betting phase from its start (after a round ran), so the whole window is left to bet in. */
export async function freshBettingPhase(page: Page): Promise<void> {
  await expect(page.locator('.crash-stage__phase[data-phase="betting"]')).toBeHidden({
    timeout: LONGEST_ROUND_MS,
  });
  await nextBettingPhase(page);
}
