import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Serious and critical WCAG 2.1 AA findings inside the page's own content, as pages-a11y.spec.ts judges them.
 *
 * Where the page's content holds no frame, axe runs in the page itself (`setLegacyMode`): its default runs each frame's
 * part and then joins the parts in a blank page it opens for that, loading axe there again, which was half of each run
 * (measured on a game page, the machine loaded: 7.5–14 s against 3.3–6.9 s). With no frame to join the two give the
 * same findings; a page whose content holds a frame (a provider's game) keeps the default, which reads a frame of
 * another origin as well.
 */
export async function pageViolations(page: Page): Promise<string[]> {
  const framed = (await page.locator('main iframe').count()) > 0;
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .include('main')
    .setLegacyMode(!framed)
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
