import { expect, test } from './support/fixtures.ts';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { fundedPlayer, headerBalanceMinor, logInAs } from './support/games.ts';
import { openPage } from './support/ready.ts';
import {
  eventOf,
  eventRow,
  ownMatch,
  ownUpcomingMatch,
  reviewEvent,
  sideAReviewLowers,
  takeLivePrice,
} from './support/sports.ts';
import { patient } from './support/patience.ts';

/**
 * Adds one price from each of `count` live matches of the test's own, kicked off now (a match kicked off in the past
 * would sort above rows the player already sees, and a live row keeps its place: issue 38); answers their selection
 * ids. No other test reviews or suspends them.
 */
async function addLiveLegs(page: Page, request: APIRequestContext, count: number): Promise<string[]> {
  const added: string[] = [];
  for (let leg = 0; leg < count; leg += 1) {
    const selection = await ownMatch(page, request, 0);
    await takeLivePrice(page, selection);
    added.push(selection);
  }
  return added;
}

const slip = (page: Page) => page.locator('.slip-column [data-testid="bet-slip"]');

/** The status a live row ends with, or "gone" when it left the list instead (read without waiting for the row). */
async function endOf(row: Locator): Promise<string> {
  let status = '';
  await expect
    .poll(
      async () => (status = await row.evaluateAll((rows) => rows[0]?.getAttribute('data-status') ?? 'gone')),
      { timeout: patient(60_000) },
    )
    .toMatch(/^(ended|abandoned|gone)$/);
  return status;
}

/**
 * Places the slip as a player would. A leg can show closed when the slip is placed, or the API refuse it: a market
 * paused for a moment after a score, or a price withdrawn once a result is all but decided, which never opens again.
 * Either way the slip is cleared and filled with fresh matches' prices at once, never waited on the simulator.
 */
async function placeLiveSlip(page: Page, request: APIRequestContext, legs: number): Promise<void> {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    // A leg closed now holds the button: the slip says so instead of a refusal. Tapped only if open at the tap, in
    // one step (a leg that closes between a look and a click would hold the click until the match ends).
    await slip(page)
      .getByTestId('slip-place')
      .evaluate((button: HTMLButtonElement) => {
        if (!button.disabled) button.click();
      });
    const placed = slip(page).getByTestId('slip-placed');
    const refused = slip(page)
      .getByTestId('slip-refusal')
      .or(slip(page).getByRole('alert'))
      .or(slip(page).getByTestId('slip-closed'));
    await expect(placed.or(refused).first()).toBeVisible();
    if (await placed.isVisible()) return;
    await slip(page).getByRole('button', { name: 'Clear the slip' }).click();
    await addLiveLegs(page, request, legs);
    await slip(page).getByTestId('slip-stake').fill('1');
  }
  throw new Error('the slip was never placed');
}

test.describe('the sportsbook (issue 20)', () => {
  // Each test has its own player or none, and the one trader's review moves a match of the test's own: the long waits
  // (a settlement, a match's end) run side by side.
  test.describe.configure({ mode: 'parallel' });
  // An accumulator settles when its last match ends: a whole match (a minute here) after its legs are taken.
  test.setTimeout(patient(240_000));

  test('a player adds two legs, places an accumulator, sees it in my bets, and sees it settled with the balance exact', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const email = await fundedPlayer(request);
    await logInAs(page, email, '/en/betting');
    await addLiveLegs(page, request, 2);
    await expect(slip(page).getByText('Accumulator')).toBeVisible();
    // Live prices move every second: this player takes any change.
    await slip(page).getByLabel('When odds change').selectOption('always');
    await slip(page).getByTestId('slip-stake').fill('1');
    const before = await headerBalanceMinor(page);
    await placeLiveSlip(page, request, 2);
    await expect.poll(() => headerBalanceMinor(page)).toBe(before - 100);

    await page.getByRole('tab', { name: 'My bets' }).click();
    const open = page.getByTestId('my-bets-open').locator('[data-bet]');
    await expect(open).toHaveCount(1);
    const settled = page.getByTestId('my-bets-settled').locator('[data-bet]');
    await expect(settled).toHaveCount(1, { timeout: patient(120_000) });
    await expect(open).toHaveCount(0);
    const status = await settled.getAttribute('data-status');
    expect(['won', 'lost', 'void']).toContain(status);
    const returned = Math.round(
      Number((await settled.getByTestId('bet-return').innerText()).replace(/[^\d.]/g, '')) * 100,
    );
    if (status === 'lost') expect(returned).toBe(0);
    await expect
      .poll(() => headerBalanceMinor(page), { timeout: patient(15_000) })
      .toBe(before - 100 + returned);
  });

  test('an odds change between adding and placing shows on the slip, and the bet goes at the price shown, by keyboard', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const email = await fundedPlayer(request);
    await logInAs(page, email, '/en/betting');
    // A match of the test's own, an hour away: it does not kick off during the test, and no other test reviews it.
    const first = await ownUpcomingMatch(page, request);
    const eventId = eventOf(first);
    const { selection, ratingHome } = await sideAReviewLowers(page, first);
    const side = page.locator(`button.odds[data-selection="${selection}"]`);
    await side.focus();
    await page.keyboard.press('Enter');
    await expect(side).toHaveAttribute('aria-pressed', 'true');
    await slip(page).getByTestId('slip-stake').fill('2');
    // A trader makes that side the favourite: its price falls, and the slip shows it (issue 38: the slip shows the
    // price now, and the bet goes at the price shown when the player places it).
    await reviewEvent(request, eventId, { rating_home: ratingHome });
    await expect(slip(page).locator(`[data-selection="${selection}"] .slip__odds--down`)).toBeVisible({
      timeout: patient(15_000),
    });
    await slip(page).getByTestId('slip-place').focus();
    await page.keyboard.press('Enter');
    await expect(slip(page).getByTestId('slip-placed')).toBeVisible({ timeout: patient(15_000) });
  });

  test('a match that ends keeps its row, said ended with its prices closed, and the rows below it stay put', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openPage(page, '/en/betting');
    // Where a row is on the screen now, or null when it is not there (read without waiting for it).
    const topOf = (locator: Locator) =>
      locator.evaluateAll((rows) => rows[0]?.getBoundingClientRect().top ?? null);
    let row = page.locator('.event-row').first();
    let below = row;
    let before: number | null = null;
    let end = 'gone';
    // A match that ends while the channel is away (the socket dropped on a busy machine) leaves with the snapshot of the
    // reconnect, as the line means it to (LiveLine.test.ts): then two fresh matches are watched, up to three pairs.
    for (let pair = 0; pair < 3 && end === 'gone'; pair += 1) {
      // Two matches of the test's own, kicked off one after the other before every match of the line that is still
      // on (the line's last a minute here): the first has half a minute left, the one below it more. The list is by
      // kick-off, so they come at its top, in sight, with nothing above them but rows of matches that ended.
      const first = await ownMatch(page, request, -65_000, 95_000);
      const second = await ownMatch(page, request, -64_000, 150_000);
      row = eventRow(page, first);
      below = eventRow(page, second);
      // In sight, where the player watches it: an ended row out of sight lets its place go (EventRow.tsx).
      await below.scrollIntoViewIfNeeded();
      // Still on when the rows are measured: its end is what the test watches. A machine that reached the rows after
      // the first match's half minute was out found its row gone (it ended out of sight): a fresh pair is watched.
      const onWhenMeasured = await expect(row)
        .toBeInViewport({ timeout: patient(5_000) })
        .then(async () => (await row.getAttribute('data-status')) === 'live')
        .catch(() => false);
      if (!onWhenMeasured) continue;
      before = await topOf(below);
      expect(before).toBeGreaterThan((await topOf(row)) ?? Number.POSITIVE_INFINITY);
      end = await endOf(row);
    }

    expect(end).toMatch(/^(ended|abandoned)$/);
    await expect(row.locator('.badge-ended')).toHaveText(/^(Full time|Called off)$/i);
    await expect(row.locator('button.odds')).not.toHaveCount(0);
    await expect(row.locator('button.odds:enabled')).toHaveCount(0);
    expect(await topOf(below)).toBe(before);

    // Another list shown, the ended match is gone from the live one.
    await page.getByRole('tab', { name: /^Upcoming/ }).click();
    await page.getByRole('tab', { name: /^Live now/ }).click();
    await expect(row).toHaveCount(0);
  });

  test('on a phone the slip is a drawer, and it survives a reload', async ({ page, request }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    // The line is in the server's HTML: its prices take a tap once the page is hydrated.
    await openPage(page, '/en/betting');
    await addLiveLegs(page, request, 1);
    await expect(page.getByTestId('slip-open')).toHaveText('Bet slip (1)');
    await page.reload();
    await expect(page.getByTestId('slip-open')).toHaveText('Bet slip (1)');
    await page.getByTestId('slip-open').click();
    const drawer = page.getByRole('dialog', { name: 'Bet slip' });
    await expect(drawer).toBeVisible();
    await expect(drawer.locator('.slip__leg')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });
});
