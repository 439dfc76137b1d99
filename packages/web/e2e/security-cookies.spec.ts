import type { BrowserContext } from '@playwright/test';
import { expect, logInAsDemo, test } from './support/fixtures.ts';

const THIRTY_DAYS_S = 30 * 24 * 60 * 60;

async function cookieNamed(context: BrowserContext, name: string) {
  const found = (await context.cookies()).find((cookie) => cookie.name === name);
  expect(found, `the ${name} cookie`).toBeDefined();
  return found!;
}

test.describe('session cookies', () => {
  test('after login the token cookie is site-wide, SameSite=Lax, 30 days, and not Secure on plain http', async ({
    page,
    context,
  }) => {
    await logInAsDemo(page);
    const token = await cookieNamed(context, 'token');
    expect(token.path).toBe('/');
    expect(token.sameSite).toBe('Lax');
    // Secure is added on https only (BrowserCookieJar.test.ts); this run is served over http.
    expect(token.secure).toBe(false);
    const lifetime = token.expires - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(THIRTY_DAYS_S - 120);
    expect(lifetime).toBeLessThanOrEqual(THIRTY_DAYS_S + 5);
  });

  test('the refresh token is HttpOnly and SameSite=Lax: no script of the page can read it', async ({
    page,
    context,
  }) => {
    await logInAsDemo(page);
    const refresh = await cookieNamed(context, 'refresh_token');
    expect(refresh.httpOnly).toBe(true);
    expect(refresh.sameSite).toBe('Lax');
    const readable = await page.evaluate(() => document.cookie);
    expect(readable).toContain('token=');
    expect(readable).not.toContain('refresh_token');
  });

  test('every cookie the client writes is SameSite=Lax', async ({ page, context }) => {
    await page.goto('/en?stag=aff-1&partner=p-7&pr=hash-1');
    await logInAsDemo(page);
    const written = (await context.cookies()).filter(
      (cookie) => !cookie.httpOnly && !cookie.name.startsWith('ph_'),
    );
    expect(written.length).toBeGreaterThan(1);
    for (const cookie of written) expect(`${cookie.name} ${cookie.sameSite}`).toBe(`${cookie.name} Lax`);
  });
});
