import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { headerBalanceMinor } from './support/games.ts';
import { bettingWindow, livePlayer } from './support/live.ts';
import { openPage } from './support/ready.ts';
import { API_URL } from './support/servers.ts';
import { patient } from './support/patience.ts';

/**
 * Issue 38 (13): the house is not empty. The API's bot players are off in the browser suite, so each test asks the API
 * for one bot bet (`/__dev/bots/bet`), which goes through the same route or socket as a player's, and looks at what a
 * visitor's page shows of it.
 */
async function botBet(
  request: APIRequestContext,
  game: 'dice' | 'crash' | 'room',
  options: { room?: 'yellow'; big?: boolean } = {},
): Promise<{ player: string; ok: boolean }> {
  const answer = await request.post(`${API_URL}/__dev/bots/bet`, { data: { game, ...options } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { player: string; ok: boolean } }).data;
}

test.describe('another player in the house (issue 38)', () => {
  // A crash bet lands in a betting window: on a busy machine one may close first, and the next round is tried (a round
  // runs 5 s on average at the suite's pace, its bets 6 s).
  test.setTimeout(patient(180_000));
  test.describe.configure({ mode: 'parallel' });

  test("the crash page counts another player's bet among this round's players, by a bot's name", async ({
    page,
    request,
  }) => {
    await openPage(page, '/en/games/crash');
    let bet = { player: '', ok: false };
    for (let round = 0; round < 5 && !bet.ok; round += 1) {
      await bettingWindow(page);
      bet = await botBet(request, 'crash');
    }
    expect(bet.ok).toBe(true);
    expect(bet.player).toMatch(/^Bot [A-Z][a-z]+$/);
    const players = page.locator('[data-crash-players] li');
    await expect(players.filter({ hasText: bet.player })).toBeVisible();
    // Other files may bet on the same round: whatever the number, the heading counts the rows the list shows, read
    // together (a bet or the next round may change both between two reads).
    const heading = page.getByRole('heading', { name: /^Players this round: \d+$/ });
    await expect(heading).not.toHaveText('Players this round: 0');
    await expect
      .poll(() =>
        page.evaluate(() => {
          const shown = Number(
            document.querySelector('#crash-players')?.textContent?.replace(/\D/g, '') ?? '',
          );
          return shown >= 1 && shown === document.querySelectorAll('[data-crash-players] li').length;
        }),
      )
      .toBe(true);
  });

  test("the live feed under a game shows another player's bet as it is settled", async ({
    page,
    request,
  }) => {
    await openPage(page, '/en/games/crash');
    const feed = page.getByTestId('live-feed');
    await expect(feed.getByRole('tab', { name: 'All bets' })).toHaveAttribute('aria-selected', 'true');
    await expect(feed.getByText('Connecting to the live feed…')).toBeHidden();
    const bet = await botBet(request, 'dice');
    expect(bet.ok).toBe(true);
    const row = feed.getByRole('row').filter({ hasText: bet.player }).first();
    await expect(row).toContainText('Dice');
    await expect(row).toContainText(/Won|Lost/);
  });

  test("big wins list another player's big win as it is settled", async ({ page, request }) => {
    await openPage(page, '/en');
    const feed = page.getByTestId('live-feed');
    await expect(feed.getByText('Connecting to the live feed…')).toBeHidden();
    await feed.getByRole('tab', { name: 'Big wins' }).click();
    await expect(feed.getByRole('tab', { name: 'Big wins' })).toHaveAttribute('aria-selected', 'true');
    // Real dice bets of one bot at a 5 % chance until one pays 19.8×.
    const bet = await botBet(request, 'dice', { big: true });
    expect(bet.ok).toBe(true);
    const row = feed.getByRole('row').filter({ hasText: bet.player }).first();
    await expect(row).toContainText('Dice');
    await expect(row).toContainText('Won');
  });

  test('a player alone in a room never plays against themself: two seats wait for another player, whose seat starts the draw', async ({
    browser,
    request,
  }) => {
    // The yellow room: no other file takes its seats.
    const page = await livePlayer(browser, request, '/en/games/rooms/yellow', 'RUB');
    const before = await headerBalanceMinor(page);
    await page.getByLabel('Seats', { exact: true }).fill('2');
    await page.getByRole('button', { name: 'Take seats: 2' }).click();
    await expect(page.getByRole('alert')).toContainText('Seats taken: 2');
    await expect(page.locator('.room-pot')).toHaveText('₽20');
    await expect(page.locator('[data-room-seats] li')).toHaveText(['You: seats 2']);
    // Two seats of one player are no contest: no countdown, the page says it waits for a second player.
    await expect(page.getByRole('timer')).toHaveText(
      'Waiting for a second player: you never play against yourself.',
    );
    const bot = await botBet(request, 'room', { room: 'yellow' });
    expect(bot.ok).toBe(true);
    expect(bot.player).toMatch(/^Bot [A-Z][a-z]+$/);
    // Their seat starts the countdown (a second here), and the draw is between the two: the player's seats and the bot's.
    const draw = page.locator('[data-room-draw]');
    await expect(draw.locator('.room-draw__holder')).toHaveText(['You', 'You', bot.player], {
      timeout: patient(30_000),
    });
    const said = draw.getByRole('status');
    const mine = /^Your seat [12] wins: you take ₽28\.50!$/;
    await expect(said).toHaveText(new RegExp(`${mine.source}|^Seat 3 wins: ${bot.player} takes ₽28\\.50$`), {
      timeout: patient(30_000),
    });
    const won = mine.test(await said.innerText());
    await expect.poll(() => headerBalanceMinor(page)).toBe(before - 2_000 + (won ? 2_850 : 0));
  });
});
