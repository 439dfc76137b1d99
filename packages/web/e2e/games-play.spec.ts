import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import {
  RICH_EMAIL,
  fundedPlayer,
  headerBalanceMinor,
  logInAs,
  netWording,
  newPlayer,
  nextBet,
  settled,
} from './support/games.ts';
import { openPage } from './support/ready.ts';

interface WireAnswer {
  readonly outcome: {
    readonly roll?: number;
    readonly side?: string;
    readonly pocket?: number;
    readonly drawn?: readonly number[];
    readonly segment?: number;
  };
}

/**
 * Each game: what it needs before its bet (a side, a square, a chip), how long its board moves, and what the player
 * sees while it moves and once it has stopped (issue 38: the result comes only when the coin lands).
 */
const GAMES: readonly {
  game: string;
  heading: string;
  revealMs: number;
  prepare: (page: Page) => Promise<void>;
  inMotion: (page: Page) => Promise<void>;
  landed: (page: Page, wire: WireAnswer) => Promise<void>;
}[] = [
  {
    game: 'dice',
    heading: 'Dice',
    revealMs: 600,
    prepare: async (page) => {
      await page.getByRole('textbox', { name: 'Target' }).fill('25');
      await page.getByRole('radio', { name: 'Roll under' }).check();
    },
    // The marker slides with a tumbling die and no number.
    inMotion: async (page) => {
      await expect(page.getByTestId('dice-roll')).toBeVisible();
      await expect(page.getByTestId('dice-roll')).not.toContainText(/\d/);
    },
    landed: async (page, wire) => {
      await expect(page.getByTestId('dice-roll')).toContainText((wire.outcome.roll ?? 0).toFixed(2));
    },
  },
  {
    game: 'coinflip',
    heading: 'Coinflip',
    revealMs: 800,
    prepare: async (page) => {
      await page.getByRole('radio', { name: 'Tails' }).check();
    },
    inMotion: async (page) => {
      await expect(page.getByTestId('coin')).toContainText('In the air…');
    },
    landed: async (page, wire) => {
      await expect(page.getByTestId('coin')).toContainText(wire.outcome.side === 'heads' ? 'Heads' : 'Tails');
    },
  },
  {
    game: 'roulette',
    heading: 'Roulette',
    revealMs: 1500,
    prepare: async (page) => {
      await page.getByRole('button', { name: '17 black', exact: true }).click();
      await page.getByRole('button', { name: 'Red', exact: true }).click();
      await expect(page.getByTestId('roulette-total')).toContainText('$0.02');
    },
    inMotion: async (page) => {
      await expect(page.getByTestId('roulette-pocket')).toHaveCount(0);
    },
    landed: async (page, wire) => {
      await expect(page.getByTestId('roulette-pocket')).toContainText(String(wire.outcome.pocket));
    },
  },
  {
    game: 'keno',
    heading: 'Keno',
    revealMs: 1500,
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Auto-pick' }).click();
      await expect(page.getByTestId('keno-state')).toContainText('Picked 10 of 10');
    },
    inMotion: async (page) => {
      await expect(page.getByTestId('keno-state')).not.toContainText('Drawn:');
    },
    landed: async (page, wire) => {
      await expect(page.getByTestId('keno-state')).toContainText(`Drawn: ${wire.outcome.drawn?.join(', ')}.`);
    },
  },
  {
    game: 'wheel',
    heading: 'Wheel of Fortune',
    revealMs: 1500,
    prepare: async () => {},
    // The segment under the pointer is marked only once the wheel has stopped.
    inMotion: async (page) => {
      await expect(page.locator('.wheel__segment--stopped')).toHaveCount(0);
    },
    landed: async (page, wire) => {
      await expect(page.getByTestId('game-outcome')).toContainText(`Segment ${wire.outcome.segment}`);
      await expect(page.locator('.wheel__segment--stopped')).toHaveCount(1);
    },
  },
];

/**
 * Holds the page's clock a moment ahead of its time. The clock can only be held ahead: a busy machine took more than a
 * second between reading the page's time and holding it ("Cannot fast-forward to the past"), so a miss is tried again
 * further ahead (the page's timers run through the gap, as they did through the second).
 */
async function pauseSoon(page: Page): Promise<void> {
  for (let aheadMs = 1_000; ; aheadMs *= 2) {
    const at = await page.evaluate((ahead) => Date.now() + ahead, aheadMs);
    const missed = await page.clock.pauseAt(at).then(
      () => false,
      (error: unknown) => {
        if (aheadMs >= 32_000 || !String(error).includes('to the past')) throw error;
        return true;
      },
    );
    if (!missed) return;
  }
}

test.describe('playing the originals for real', () => {
  // Each test that checks a balance bets with a player of its own; the rich demo player's is read by none.
  test.describe.configure({ mode: 'parallel' });

  for (const { game, heading, revealMs, prepare, inMotion, landed } of GAMES) {
    test(`${game}: the result, the net wording and the balance come when the board stops (issue 38)`, async ({
      page,
      request,
    }) => {
      // The page's timers run on a clock the test holds: the board is seen in motion, then moved on to its stop.
      await page.clock.install();
      await logInAs(page, await fundedPlayer(request), `/en/games/${game}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await prepare(page);
      const before = await headerBalanceMinor(page);
      await pauseSoon(page);
      const answer = nextBet(page, game);
      await page.getByRole('button', { name: 'Place bet' }).click();
      const response = await answer;
      const { stake, payout } = await settled(response);
      const wire = ((await response.json()) as { data: WireAnswer }).data;

      // In motion: the stake is taken, nothing of the result is said or shown yet.
      await expect.poll(() => headerBalanceMinor(page)).toBe(before - stake);
      await inMotion(page);
      await expect(page.getByTestId('game-outcome')).toHaveText('');
      await expect(page.getByTestId('game-announcement')).toHaveText('');

      await page.clock.runFor(revealMs);
      await landed(page, wire);
      await expect(page.getByTestId('game-outcome')).toContainText(netWording(stake, payout));
      await expect(page.getByTestId('game-announcement')).toContainText(netWording(stake, payout));
      await expect.poll(() => headerBalanceMinor(page)).toBe(before - stake + payout);
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
