import type { Page } from '@playwright/test';

/**
 * Opens every page as if its server had not had the start-up answers (its own call to the API failed): the browser
 * asks for them itself, as it does then. For the tests of what the browser does with an answer only it is given (a
 * route of the page's requests), which the server, whose requests no browser route sees, never got. The page's JSON
 * block loses its `lookups` once the document is parsed, before the app (which starts after the first paint) reads it.
 */
export async function withoutServerLookups(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const block = document.getElementById('server-state');
      if (!block?.textContent) return;
      const state = JSON.parse(block.textContent) as Record<string, unknown>;
      delete state['lookups'];
      block.textContent = JSON.stringify(state);
    });
  });
}
