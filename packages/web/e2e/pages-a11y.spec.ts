import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

/** Serious and critical WCAG 2.1 AA findings inside the page's own content (the shell is judged by its own spec). */
async function pageViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .include('main')
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** Pages with each kind of content: grids, the bet panel, forms, tables, the accordion, long text. */
const PAGES = [
  { path: '/en', ready: 'Originals' },
  { path: '/en/games/dice', ready: 'Your bet' },
  { path: '/en/games/slots', ready: 'Search by title or provider' },
  { path: '/en/bonuses', ready: 'Promo code' },
  { path: '/en/tournament/1', ready: 'Leaderboard' },
  { path: '/en/top', ready: 'Place' },
  { path: '/en/vip-club', ready: 'Club levels' },
  { path: '/en/faq', ready: 'How do I sign up?' },
  { path: '/en/policy/en/user-agreement', ready: '2. Who may play' },
  { path: '/en/password/reset', ready: 'Get a code' },
] as const;

test.describe('accessibility and small screens of the pages', () => {
  for (const { path, ready } of PAGES) {
    test(`${path} reads at 360 px with no serious axe finding`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 780 });
      await page.goto(path);
      await expect(page.getByText(ready, { exact: true }).first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await pageViolations(page)).toEqual([]);
    });
  }
});
