import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { fundedPlayer, logInAs } from './games.ts';

/** A new player of a currency with a paid deposit, logged in on a page of its own browser context. */
export async function livePlayer(
  browser: Browser,
  request: APIRequestContext,
  path: string,
  currency: 'USD' | 'RUB' = 'USD',
): Promise<Page> {
  const email = await fundedPlayer(request, currency);
  const page = await (await browser.newContext()).newPage();
  await logInAs(page, email, path);
  await expect(page.locator('[data-live-status="live"]')).toBeVisible();
  return page;
}

/**
 * The longest a crash round runs in practice: the curve reaches 100x after 77 s, and a round lasts that long about
 * once in a hundred.
 */
export const LONGEST_ROUND_MS = 120_000;

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
