import { expect, test } from './support/fixtures.ts';
import { openPage } from './support/ready.ts';
import { watchErrors } from './support/watch.ts';

// Each test has its own page and changes nothing on the server.
test.describe.configure({ mode: 'parallel' });

const HOUR_MS = 3_600_000;

test.describe('the home page hydrates what the server rendered', () => {
  test('a returning visitor’s banners count down from their first visit, with no hydration error', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    // The visitor first saw the banners a day and 3 hours ago, in this browser: the server, which cannot know it,
    // renders a whole period; the browser knows better, and must not say so before it has hydrated the page.
    const firstSeenAt = Date.now() - 27 * HOUR_MS;
    await page.addInitScript((at) => {
      for (const key of ['banner.promo.firstSeenAt', 'banner.welcomePack.firstSeenAt']) {
        if (localStorage.getItem(key) === null) localStorage.setItem(key, String(at));
      }
    }, firstSeenAt);
    await openPage(page, '/en');
    // The promo runs 3 days, the welcome pack 7: what is left of each since the first visit.
    await expect(page.locator('[data-banner="promo"]')).toContainText(/Ends in 1 d 2[01] h/);
    await expect(page.locator('[data-banner="welcomePack"]')).toContainText(/Ends in 5 d 2[01] h/);
    expect(errors).toEqual([]);
  });
});

test.describe('a visitor in another time zone than the server’s', () => {
  test.use({ timezoneId: 'Asia/Almaty' });

  for (const [path, heading] of [
    ['/en', 'Online casino and sports betting'],
    ['/en/tournaments', 'Tournaments'],
  ] as const) {
    test(`${path} hydrates its dates with no hydration error`, async ({ page }) => {
      const errors = watchErrors(page);
      await openPage(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
      // A tournament's period, dated in the server's HTML, is on both pages.
      await expect(page.locator('.tournament-card').first()).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
});
