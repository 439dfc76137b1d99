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

/**
 * Pages with content of their own kind that layout-360.spec.ts does not open this way: a game as a visitor (the bet
 * panel), a tournament's table, and the verifier with its whole proof. The other pages (grids, forms, the sportsbook,
 * the accordion, long text) are read by axe on layout-360's visit of each in English at the same width.
 */
const PAGES = [
  { path: '/en/games/dice', ready: 'Your bet' },
  { path: '/en/tournament/1', ready: 'Leaderboard' },
  {
    // Worked example 1 of docs/fairness.md: the verifier with its whole proof on screen.
    path: `/en/fairness?game=dice&server_seed=8f3c1a9e5b7d2f4061c8e3a7b9d5f0e2c4a6b8d0f1e3c5a7b9d1f3e5a7c9b0d2&server_seed_hashed=9c27ff17dfb7f70938c6f9080ea76d2a51166ac3f6dff9832eef8bf4e44468d9&client_seed=lucky-player-42&nonce=0&target=50.50&direction=under&stake=1&currency=USD`,
    ready: 'Step 3: outcome and payout',
  },
] as const;

test.describe('accessibility and small screens of the pages', () => {
  // Each test has its own page and changes nothing on the server.
  test.describe.configure({ mode: 'parallel' });
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
