import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { pageViolations } from './support/axe.ts';
import { fundedPlayer, logInAs } from './support/games.ts';
import { nextStep, openTable, roundOf } from './support/rounds.ts';
import { patient } from './support/patience.ts';

async function readsAt360(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await pageViolations(page)).toEqual([]);
}

test.describe('accessibility of miner, hilo and the cases (issue 16)', () => {
  // A login and two axe runs at 360 px: more than the default on a busy two-core machine.
  test.describe.configure({ mode: 'parallel', timeout: patient(120_000) });

  for (const game of ['miner', 'hilo'] as const) {
    test(`/en/games/${game} reads at 360 px with no serious axe finding, before and during a round`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width: 360, height: 780 });
      await logInAs(page, await fundedPlayer(request), `/en/games/${game}`);
      await openTable(page, game, '0.01');
      await readsAt360(page);
      const started = nextStep(page, game, 'start');
      await page.getByRole('button', { name: 'Start the round' }).click();
      await roundOf(started);
      await expect(page.getByRole('button', { name: 'Cash out' })).toBeVisible();
      await expect(page.getByTestId('round-announcement')).not.toBeEmpty();
      await readsAt360(page);
    });
  }

  test('a case reads at 360 px before and after it is opened, the item announced', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await logInAs(page, await fundedPlayer(request), '/en/games/cases/penny');
    await expect(page.getByRole('heading', { level: 1, name: 'Penny case' })).toBeVisible();
    await readsAt360(page);
    await page.getByRole('button', { name: 'Open the Penny case' }).click();
    await expect(page.getByTestId('case-result')).toContainText(/you won|stake back|returned|no win/);
    await readsAt360(page);
  });
});
