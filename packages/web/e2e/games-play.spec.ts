import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import {
  RICH_EMAIL,
  fundedPlayer,
  headerBalanceMinor,
  logInAs,
  newPlayer,
  nextBet,
  settled,
} from './support/games.ts';
import { openPage } from './support/ready.ts';

/** What each game needs before its bet: a side, a square, a chip. */
const GAMES: readonly { game: string; heading: string; prepare: (page: Page) => Promise<void> }[] = [
  {
    game: 'dice',
    heading: 'Dice',
    prepare: async (page) => {
      await page.getByRole('textbox', { name: 'Target' }).fill('25');
      await page.getByRole('radio', { name: 'Roll under' }).check();
    },
  },
  {
    game: 'coinflip',
    heading: 'Coinflip',
    prepare: async (page) => {
      await page.getByRole('radio', { name: 'Tails' }).check();
    },
  },
  {
    game: 'roulette',
    heading: 'Roulette',
    prepare: async (page) => {
      await page.getByRole('button', { name: '17 black', exact: true }).click();
      await page.getByRole('button', { name: 'Red', exact: true }).click();
      await expect(page.getByTestId('roulette-total')).toContainText('$0.02');
    },
  },
  {
    game: 'keno',
    heading: 'Keno',
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Auto-pick' }).click();
      await expect(page.getByTestId('keno-state')).toContainText('Picked 10 of 10');
    },
  },
  { game: 'wheel', heading: 'Wheel of Fortune', prepare: async () => {} },
];

test.describe('playing the originals for real', () => {
  for (const { game, heading, prepare } of GAMES) {
    test(`a player with a balance plays ${game} and the header balance moves by payout − stake`, async ({
      page,
      request,
    }) => {
      await logInAs(page, await fundedPlayer(request), `/en/games/${game}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await prepare(page);
      const before = await headerBalanceMinor(page);
      const answer = nextBet(page, game);
      await page.getByRole('button', { name: 'Place bet' }).click();
      const { stake, payout } = await settled(await answer);
      const announcement = page.getByTestId('game-announcement');
      await expect(announcement).toContainText(payout > 0 ? 'you won' : 'no win');
      await expect.poll(() => headerBalanceMinor(page)).toBe(before + payout - stake);
      await expect(page.getByTestId('last-results').getByRole('listitem').first()).toBeVisible();
    });
  }

  test('a visitor pressing Place bet is asked to log in', async ({ page }) => {
    // The server's page shows the button before the browser has taken it over: press it once the app is ready.
    await openPage(page, '/en/games/dice');
    await page.getByRole('button', { name: 'Place bet' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  });

  test('a player with an empty balance is offered a deposit', async ({ page, request }) => {
    // A new account with nothing paid in: its locale is saved from the English page it logs in on (§4).
    await logInAs(page, await newPlayer(request), '/en/games/coinflip');
    await page.getByRole('button', { name: 'Place bet' }).click();
    await expect(page.getByRole('dialog', { name: 'Deposit' })).toBeVisible();
  });

  test('dice is played by keyboard alone, in instant mode', async ({ page }) => {
    await logInAs(page, RICH_EMAIL, '/en/games/dice');
    await page.getByRole('checkbox', { name: 'Instant mode (no animation)' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: 'Instant mode (no animation)' })).toBeChecked();
    // Hotkeys work wherever focus is but in a field: on the bet button S turns the roll to under, Enter bets.
    await page.getByRole('button', { name: 'Place bet' }).focus();
    await page.keyboard.press('s');
    await expect(page.getByRole('radio', { name: 'Roll under' })).toBeChecked();
    const answer = nextBet(page, 'dice');
    await page.keyboard.press('Enter');
    await settled(await answer);
    await expect(page.getByTestId('game-announcement')).toContainText(/^Roll \d+\.\d\d: /);
  });

  test('an auto-bet of 3 bets stops by itself', async ({ page }) => {
    await logInAs(page, RICH_EMAIL, '/en/games/coinflip');
    await page.getByRole('checkbox', { name: 'Instant mode (no animation)' }).check();
    await page.getByRole('tab', { name: 'Auto' }).click();
    await page.getByLabel('Number of bets').fill('3');
    await page.getByRole('button', { name: 'Start auto-bet' }).click();
    const progress = page.getByTestId('auto-progress');
    await expect(progress).toContainText('Bets played: 3.');
    await expect(progress).toContainText('All bets played.');
    await expect(page.getByRole('button', { name: 'Start auto-bet' })).toBeVisible();
  });
});
