import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Axe on the page as it is now, collecting only its findings. On a page with no frame it runs in the page itself
 * (`axe.run`, the builder's legacy mode), which reads the same document with the same rules: the default runs
 * `axe.runPartial` and then aggregates in a blank page of its own, which loads axe again in a new renderer and takes
 * two to four times as long (issue 37: 5.5-10 s against 2.3-3.8 s on the home page, load 25-35). A page with a frame
 * keeps the default, the one way axe reads a frame of another origin (a game provider's).
 */
export function axeBuilder(page: Page): AxeBuilder {
  // Passing and incomplete results are neither collected nor sent back: the tests read the violations alone.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  return page.frames().length === 1 ? builder.setLegacyMode() : builder;
}

/** Serious and critical WCAG 2.1 AA findings inside the page's own content, as pages-a11y.spec.ts judges them. */
export async function pageViolations(page: Page): Promise<string[]> {
  const results = await axeBuilder(page)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .include('main')
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
