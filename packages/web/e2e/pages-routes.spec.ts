import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { waitForAppReady, waitForPageData, waitForVisibleImages } from './support/ready.ts';
import { watchCsp, watchErrors } from './support/watch.ts';
import { prefixed, routes, text } from './support/routes.ts';
import { API_URL } from './support/servers.ts';

async function expectOneHeading(page: Page, heading: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.locator('h1')).toHaveCount(1);
}

const ROUTE_LOCALES = ['ru', 'en'] as const;
const headings = Object.fromEntries(ROUTE_LOCALES.map((locale) => [locale, new Map(routes(locale))]));

/**
 * The pages layout-360.spec.ts plays a game on, as a logged-in player: the others it reads whole in all four locales,
 * their heading, console and Content-Security-Policy too. The lists of games are read whole there.
 */
const LISTS = new Set(['/games', '/games/cases', '/games/slots', '/games/live-casino', '/games/rooms']);
const played = (path: string) => path.startsWith('/games/') && !LISTS.has(path);

// One test per page, side by side: how long the walk takes depends on the number of workers, not on one timeout. A
// page's console and its Content-Security-Policy do not depend on the locale: each game page opens as a visitor in
// one, ru and en in turn, so both locales' bundles load across the walk. layout-360.spec.ts opens every page in all
// four locales and checks its heading in each.
test.describe('every game page in ru or en', () => {
  test.describe.configure({ mode: 'parallel' });
  routes('ru')
    .filter(([path]) => played(path))
    .forEach(([path], index) => {
      const locale = ROUTE_LOCALES[index % ROUTE_LOCALES.length]!;
      test(`${prefixed(locale, path)} opens with its own heading, no console error and no CSP violation`, async ({
        page,
      }) => {
        const errors = watchErrors(page);
        const csp = await watchCsp(page);
        await page.goto(prefixed(locale, path));
        await waitForAppReady(page);
        await expectOneHeading(page, headings[locale]!.get(path)!);
        // Until its data and the images in view are in, so that every load of the page's own has met the policy.
        await waitForPageData(page);
        await waitForVisibleImages(page);
        expect(csp.violations).toEqual([]);
        expect(errors).toEqual([]);
      });
    });
});

for (const locale of ROUTE_LOCALES) {
  test(`a tournament page is headed by the tournament's ${locale} title`, async ({ page, request }) => {
    const errors = watchErrors(page);
    const answer = await request.get(`${API_URL}/api/v2/content/tournaments/1`, {
      headers: { 'Accept-Language': locale },
    });
    const { data } = (await answer.json()) as { data: { title: string } };
    await page.goto(prefixed(locale, '/tournament/1'));
    await expectOneHeading(page, data.title);
    // Its prizes by place; the leaderboard has a table only once a real bet has scored (issue 34).
    await expect(page.getByTestId('tournament-prizes').getByRole('listitem')).toHaveCount(3);
    expect(errors).toEqual([]);
  });

  test(`the reset page checks a real ${locale} token and offers the new password form`, async ({
    page,
    request,
  }) => {
    const errors = watchErrors(page);
    // A player of the test's own: recovery codes are rate limited per address.
    const email = `reset-${locale}-${Date.now()}@example.com`;
    await request.post(`${API_URL}/api/v2/auth/register/email`, {
      data: { email, password: 'secret123', currency: 'RUB' },
    });
    await request.post(`${API_URL}/api/v2/auth/password/email/forgot`, { data: { email } });
    const outbox = await request.get(`${API_URL}/__dev/outbox`, { params: { to: email } });
    const messages = ((await outbox.json()) as { data: { code: string | null; link: string | null }[] }).data;
    const code = messages.find((message) => message.link)?.code;
    const confirmed = await request.post(`${API_URL}/api/v2/auth/password/email/code/confirm`, {
      data: { email, code },
    });
    const { data } = (await confirmed.json()) as { data: { reset_token: string } };
    await page.goto(prefixed(locale, `/reset-password/${encodeURIComponent(data.reset_token)}`));
    await expectOneHeading(page, text(locale, 'password:finish.title'));
    await expect(page.getByLabel(text(locale, 'password:finish.confirm'))).toBeVisible();
    expect(errors).toEqual([]);
  });
}
