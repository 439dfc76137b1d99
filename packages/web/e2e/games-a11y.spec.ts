import { expect, test } from './support/fixtures.ts';
import { pageViolations } from './support/axe.ts';
import { RICH_EMAIL, logInAs, nextBet } from './support/games.ts';
import { patient } from './support/patience.ts';

const GAMES = ['dice', 'coinflip', 'roulette', 'keno', 'wheel'] as const;

test.describe('accessibility of the game boards', () => {
  // A login and two axe runs at 360 px: more than the default on a busy two-core machine. Each test reads its own
  // game's page; their bets move the rich demo player's balance, which none of them reads.
  test.describe.configure({ mode: 'parallel', timeout: patient(120_000) });

  for (const game of GAMES) {
    test(`/en/games/${game} reads at 360 px with no serious axe finding, before and after a bet`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 360, height: 780 });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await logInAs(page, RICH_EMAIL, `/en/games/${game}`);
      await expect(page.getByText('Your last results', { exact: true })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await pageViolations(page)).toEqual([]);

      if (game === 'keno') await page.getByRole('button', { name: 'Auto-pick' }).click();
      if (game === 'roulette') await page.getByRole('button', { name: 'Red', exact: true }).click();
      const answer = nextBet(page, game);
      await page.getByRole('button', { name: 'Place bet' }).click();
      await answer;
      // Reduced motion: the outcome is announced at once, with no animation to wait for.
      await expect(page.getByTestId('game-announcement')).not.toBeEmpty();
      expect(await pageViolations(page)).toEqual([]);
    });
  }
});
