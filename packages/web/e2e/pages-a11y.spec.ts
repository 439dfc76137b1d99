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
  // The sports menu with its pressed "All sports", the line's odds and the slip bar on the accent colour.
  { path: '/en/betting', ready: 'All sports' },
  { path: '/en/tournament/1', ready: 'Leaderboard' },
  { path: '/en/top', ready: 'The biggest wins of our players' },
  { path: '/en/vip-club', ready: 'Club levels' },
  { path: '/en/faq', ready: 'How do I sign up?' },
  {
    // Worked example 1 of docs/fairness.md: the verifier with its whole proof on screen.
    path: `/en/fairness?game=dice&server_seed=8f3c1a9e5b7d2f4061c8e3a7b9d5f0e2c4a6b8d0f1e3c5a7b9d1f3e5a7c9b0d2&server_seed_hashed=9c27ff17dfb7f70938c6f9080ea76d2a51166ac3f6dff9832eef8bf4e44468d9&client_seed=lucky-player-42&nonce=0&target=50.50&direction=under&stake=1&currency=USD`,
    ready: 'Step 3: outcome and payout',
  },
  { path: '/en/policy/en/user-agreement', ready: '2. Who may play' },
  { path: '/en/password/reset', ready: 'Get a code' },
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
