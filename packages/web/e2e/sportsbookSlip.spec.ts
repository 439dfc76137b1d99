import { expect, test } from './support/fixtures.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { fundedPlayer, logInAs } from './support/games.ts';
import { API_URL } from './support/servers.ts';
import { openPage } from './support/ready.ts';
import {
  eventOf,
  ownMatch,
  ownUpcomingMatch,
  reviewEvent,
  sideAReviewLowers,
  takeLivePrice,
} from './support/sports.ts';
import { patient } from './support/patience.ts';

const slip = (page: Page) => page.locator('.slip-column [data-testid="bet-slip"]');

/** The home price of an upcoming match of the test's own, an hour away: it does not kick off during the test. */
async function farUpcomingPrice(page: Page, request: APIRequestContext) {
  const selection = await ownUpcomingMatch(page, request);
  return { selection, price: page.locator(`button.odds[data-selection="${selection}"]`) };
}

/**
 * Adds the home price of a live match of the test's own to the slip: its selection. It kicked off now and lasts five
 * minutes (the suite's matches last one), so it is still on when a busy machine has run the test's last step.
 */
async function ownLivePrice(page: Page, request: APIRequestContext): Promise<string> {
  const selection = await ownMatch(page, request, 0, 300_000);
  await takeLivePrice(page, selection);
  return selection;
}

test.describe('the bet slip at live tick rates (issue 38, item 8)', () => {
  test.describe.configure({ mode: 'parallel' });
  test.setTimeout(patient(90_000));

  test('the price on the slip changes on screen as the live match ticks', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openPage(page, '/en/betting');
    // A match just kicked off, its whole time ahead. A side's price can stay put for the half minute this test waits
    // (about one pair of strengths in a hundred the line draws); with the home side made the strong favourite by a
    // trader's review, the draw's price moves at every step, at any score of a goal a side or less
    // (packages/api/test/sportsClockPrices.test.ts).
    const home = await ownMatch(page, request, 0, 300_000);
    await reviewEvent(request, eventOf(home), { rating_home: 3 });
    const selection = home.replace(/:home$/, ':draw');
    await takeLivePrice(page, selection);
    const odds = slip(page).locator(`.slip__leg[data-selection="${selection}"] .slip__odds`);
    await expect(odds).toBeVisible();
    const first = await odds.innerText();
    await expect(odds).not.toHaveText(first, { timeout: patient(30_000) });
  });

  test('a leg stays closed on the slip while its match is suspended, even as its price moves', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openPage(page, '/en/betting');
    const selection = await ownLivePrice(page, request);
    const leg = slip(page).locator(`.slip__leg[data-selection="${selection}"]`);
    // A trader's review closes the match's markets (for longer than the test needs: its match is its own).
    await reviewEvent(request, eventOf(selection), { suspend_ms: 45_000 });
    await expect(leg.getByText('Betting paused')).toBeVisible();
    // Placing now would only be refused ("a market is closed"): the button waits, and says why (issue 38, item 8).
    await expect(slip(page).getByTestId('slip-place')).toBeDisabled();
    await expect(slip(page).getByTestId('slip-place')).toHaveAccessibleDescription(
      'A market on your slip is closed just now. Remove it or wait until it opens again.',
    );
    // Still suspended, its prices move (the clock, and the home side made the strong favourite): the leg stays closed
    // (it opens again with the match: BettingViewModel.test.ts).
    const before = await leg.locator('.slip__odds').innerText();
    await reviewEvent(request, eventOf(selection), { rating_home: 3 });
    await expect(leg.locator('.slip__odds')).not.toHaveText(before);
    // Closed in the very render that shows the new price, not only once another match's suspension re-checks it.
    expect(await leg.getByText('Betting paused').isVisible()).toBe(true);
  });

  test('a price added by keyboard puts the focus on the stake field, and typing there sets the stake', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openPage(page, '/en/betting');
    const { price } = await farUpcomingPrice(page, request);
    await price.focus();
    await page.keyboard.press('Enter');
    await expect(price).toHaveAttribute('aria-pressed', 'true');
    const stake = slip(page).getByTestId('slip-stake');
    await expect(stake).toBeFocused();
    await page.keyboard.type('3');
    await expect(stake).toHaveValue('3');
  });

  test('on a phone a price added by keyboard puts the focus on the bar that opens the slip', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openPage(page, '/en/betting');
    const { price } = await farUpcomingPrice(page, request);
    await price.focus();
    await page.keyboard.press('Enter');
    const bar = page.getByTestId('slip-open');
    await expect(bar).toBeFocused();
    await expect(bar).toHaveText('Bet slip (1)');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Bet slip' }).locator('.slip__leg')).toHaveCount(1);
  });

  test('on a phone the slip opened from its bar says "Bet slip" once, as its title with the number of legs', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openPage(page, '/en/betting');
    const { price } = await farUpcomingPrice(page, request);
    await price.click();
    await page.getByTestId('slip-open').click();
    const dialog = page.getByRole('dialog', { name: /^Bet slip/ });
    await expect(dialog.locator('.slip__leg')).toHaveCount(1);
    await expect(dialog.getByRole('heading')).toHaveText(['Bet slip 1']);
    // What the player reads in the dialog: the title once, nothing repeating it.
    expect((await dialog.innerText()).match(/Bet slip/g)).toHaveLength(1);
  });

  test('odds that move as the bet goes are shown old → new, and one tap accepts and places', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const email = await fundedPlayer(request);
    await logInAs(page, email, '/en/betting');
    await expect(slip(page).getByLabel('When odds change')).toHaveValue('higher');
    await expect(slip(page).getByLabel('When odds change').locator('option')).toHaveText([
      'Accept any odds change',
      'Accept higher odds',
      'Ask me when odds change',
    ]);
    const far = await farUpcomingPrice(page, request);
    const { selection, ratingHome } = await sideAReviewLowers(page, far.selection);
    await page.locator(`button.odds[data-selection="${selection}"]`).click();
    await slip(page).getByTestId('slip-stake').fill('2');
    const odds = slip(page).locator(`.slip__leg[data-selection="${selection}"] .slip__odds`);
    const sent = await odds.innerText();
    // A trader makes the chosen side the favourite while the bet is on its way: its price falls, which "accept higher
    // odds" does not take unasked.
    let first = true;
    await page.route(`${API_URL}/sports/bets`, async (route) => {
      if (route.request().method() === 'POST' && first) {
        first = false;
        await reviewEvent(request, eventOf(selection), { rating_home: ratingHome });
      }
      await route.continue();
    });
    await slip(page).getByTestId('slip-place').click();
    const ask = slip(page).getByTestId('slip-odds-changed');
    await expect(ask).toBeVisible();
    await expect(odds).not.toHaveText(sent);
    const now = /\d+\.\d{2}/.exec(await odds.innerText())?.[0] ?? '';
    await expect(ask.locator(`li[data-selection="${selection}"]`)).toContainText(`${sent} → ${now}`);
    const accept = ask.getByRole('button', { name: 'Accept and place' });
    await expect(accept).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(slip(page).getByTestId('slip-placed')).toBeVisible({ timeout: patient(15_000) });
    await expect(ask).toBeHidden();
  });

  test('the page says its matches are simulated and how often they start, not "thousands of events"', async ({
    page,
  }) => {
    await openPage(page, '/en/betting');
    await expect(page.getByTestId('betting-simulated')).toHaveText(
      'Every match here is simulated by a computer model, with invented teams and players. New matches in five sports kick off every few minutes, around the clock.',
    );
    await expect(page.getByText('Simulated matches in five sports kick off every few minutes')).toHaveCount(
      1,
    );
    await expect(page.getByText(/thousands of events/i)).toHaveCount(0);
  });

  test('every match row, the match page and the slip say the match is simulated (issue 34)', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openPage(page, '/en/betting');
    const note = 'Every match in the slip is simulated: a computer model plays it and settles your bet.';
    await expect(slip(page).getByText(note)).toBeVisible();
    const { selection, price } = await farUpcomingPrice(page, request);
    const row = page.locator('.event-row').filter({ has: price });
    await expect(row.locator('.event-row__simulated')).toHaveText('Simulated');
    // Every row says it, not only the first.
    const rows = page.locator('.event-row[data-event]');
    await expect(rows.filter({ hasNot: page.locator('.event-row__simulated') })).toHaveCount(0);
    await price.click();
    await expect(slip(page).locator(`[data-selection="${selection}"]`)).toBeVisible();
    await expect(slip(page).getByText(note)).toBeVisible();
    await row.locator('.event-row__teams').click();
    await expect(
      page.getByText('A simulated match: a computer model plays it, and both sides are invented.'),
    ).toBeVisible();
  });

  test('a Russian match row says it is simulated in Russian (issue 34)', async ({ page }) => {
    await openPage(page, '/betting');
    await expect(page.locator('.event-row[data-event] .event-row__simulated').first()).toHaveText(
      'Симуляция',
      {
        timeout: patient(30_000),
      },
    );
  });
});
