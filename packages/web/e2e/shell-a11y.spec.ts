import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { openPage } from './support/ready.ts';

async function seriousViolations(page: Page, options: { readonly shellOnly?: boolean } = {}) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  // The home page's content belongs to the pages' own checks; here the shell around it is judged.
  if (options.shellOnly) builder = builder.exclude('main > *');
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

const SHELL_PAGES = [
  { path: '/', heading: /./, shellOnly: true },
  { path: '/en/no/such/page', heading: 'Page Not Found' },
  { path: '/en/error?errorCode=500', heading: 'Something went wrong' },
  { path: '/en/no-access', heading: 'The site is not available in your region' },
];

test.describe('accessibility of the shell', () => {
  for (const { path, heading, shellOnly = false } of SHELL_PAGES) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      expect(await seriousViolations(page, { shellOnly })).toEqual([]);
    });
  }

  test('the Login modal has no serious or critical axe violations', async ({ page }) => {
    await page.goto('/en?login');
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the home page works at 360 px: no horizontal scroll, and the menu opens', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    // The Menu button is in the server's HTML: clicked before hydration, it would do nothing.
    await openPage(page, '/en');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Games' }),
    ).toBeVisible();
  });
});
