import path from 'node:path';
import { pageViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { fundedPlayer, logInAs, newPlayer, nextBet, settled } from './support/games.ts';
import { waitForAppReady, waitForVisibleImages } from './support/ready.ts';
import { WEB_URL } from './support/servers.ts';
import { watchErrors } from './support/watch.ts';
import { patient } from './support/patience.ts';

/**
 * Issue 36 (4): a player's favourites and recently played are on the home page, near the top, where players look for
 * them: from any list (an original played, a live table marked), with their art, rendered by the server and hydrated
 * without an error, in the player's language, and reached by keyboard. A new player has neither shelf.
 */

const SCREENSHOTS = path.resolve(import.meta.dirname, '../../../artifacts/screenshots');

test.use({ viewport: { width: 360, height: 780 } });
// A deposit, a bet and several pages: more than the default on a busy machine.
test.describe.configure({ timeout: patient(90_000) });

test("a player marks a favourite and plays a game, and finds both on the home page's shelves", async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  await logInAs(page, await fundedPlayer(request), '/en');
  const favourites = page.getByRole('region', { name: 'Favourites' });
  const recent = page.getByRole('region', { name: 'Recently played' });
  // A new player: the home as before, with no shelf.
  await expect(page.getByRole('heading', { level: 2, name: 'Originals' })).toBeVisible();
  await expect(favourites).toHaveCount(0);
  await expect(recent).toHaveCount(0);

  // A live table marked as a favourite on the home's own grid goes on the shelf at once.
  const table = page.getByRole('region', { name: 'Live casino' }).locator('.game-tile').first();
  const title = await table.locator('.game-tile__title').innerText();
  // The mark shows at once; the page is left once the API has it, so that the server's HTML below already reads it
  // (the request outlives a full load, the next test, but finishes in its own time).
  const marked = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().includes('/games/favourites/'),
  );
  await table.getByRole('button', { name: `${title}: favourite` }).click();
  await expect(table.getByRole('button', { name: `${title}: favourite` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(favourites.locator('.game-tile__title')).toHaveText([title]);
  expect((await marked).ok()).toBe(true);

  // A round of dice, an original, played on its page.
  await page.goto('/en/games/dice');
  await waitForAppReady(page);
  await page.getByRole('checkbox', { name: 'Instant mode (no animation)' }).check();
  const answer = nextBet(page, 'dice');
  await page.getByRole('button', { name: 'Place bet' }).click();
  await settled(await answer);

  // Back home: both shelves, in the server's HTML already and hydrated as they are, above the lobby's sections.
  const html = await (await page.request.get(`${WEB_URL}/en`)).text();
  expect(shelfTitles(html, 'favourites')).toEqual([title]);
  expect(shelfTitles(html, 'recent')).toEqual(['Dice']);
  await page.goto('/en');
  await waitForAppReady(page);
  await expect(recent.locator('.game-tile__title')).toHaveText(['Dice']);
  await expect(recent.getByRole('link', { name: 'Play Dice' })).toBeVisible();
  await expect(favourites.locator('.game-tile__title')).toHaveText([title]);
  const headings = page.getByRole('heading', { level: 2 });
  await expect(headings.nth(0)).toHaveText('Favourites');
  await expect(headings.nth(1)).toHaveText('Recently played');
  await expect(headings.nth(2)).toHaveText('Originals');
  // Each tile shows the game's art.
  await expect(recent.locator('.game-tile__picture img')).toHaveAttribute('src', /.+/);
  await waitForVisibleImages(page);
  expect(await pageViolations(page)).toEqual([]);
  await page.screenshot({ path: path.join(SCREENSHOTS, 'home-shelves-360.png') });
  await recent.scrollIntoViewIfNeeded();
  await waitForVisibleImages(page);
  await page.screenshot({ path: path.join(SCREENSHOTS, 'home-shelves-recent-360.png') });

  // In the player's language.
  for (const [prefix, names] of [
    ['', ['Избранное', 'Недавние игры']],
    ['/kz', ['Таңдаулылар', 'Жақында ойналған']],
    ['/br', ['Favoritos', 'Jogados recentemente']],
  ] as const) {
    await page.goto(prefix || '/');
    await waitForAppReady(page);
    await expect(page.getByRole('heading', { level: 2 }).nth(0)).toHaveText(names[0]);
    await expect(page.getByRole('heading', { level: 2 }).nth(1)).toHaveText(names[1]);
  }

  // By keyboard: the shelf's favourite mark is a toggle button; unmarked, the tile keeps its place and the focus (one
  // more press undoes it), and the game has left the shelf on the next visit.
  await page.goto('/en');
  await waitForAppReady(page);
  const mark = favourites.getByRole('button', { name: `${title}: favourite` });
  await mark.focus();
  // The mark shows at once; the next visit is read once the API has taken it off (a reload sooner reads it as it was).
  const unmarked = page.waitForResponse(
    (response) => response.request().method() === 'DELETE' && response.url().includes('/games/favourites/'),
  );
  await page.keyboard.press('Enter');
  await expect(mark).toHaveAttribute('aria-pressed', 'false');
  await expect(mark).toBeFocused();
  await expect(mark).toHaveText('☆');
  expect((await unmarked).ok()).toBe(true);
  await page.reload();
  await waitForAppReady(page);
  await expect(favourites).toHaveCount(0);
  await expect(recent).toBeVisible();
  // Every page above hydrated what the server rendered, however busy the machine: no error at all, React's #418
  // included (the server's page shows only the answers it hands to the browser, `pageDataPorts.ts`).
  expect(errors).toEqual([]);
});

test('a favourite marked just before the player reloads is on the home page after it', async ({
  page,
  request,
}) => {
  await logInAs(page, await newPlayer(request), '/en');
  const favourites = page.getByRole('region', { name: 'Favourites' });
  const table = page.getByRole('region', { name: 'Live casino' }).locator('.game-tile').first();
  const title = await table.locator('.game-tile__title').innerText();
  // The PUT is held in the browser until the reloaded page is in, then let go: unanswered when the page is left however
  // fast the machine. An ordinary request dies with the page that sent it; one the browser keeps alive goes on.
  let leave = () => {};
  const left = new Promise<void>((resolve) => (leave = resolve));
  let sent = () => {};
  const marking = new Promise<void>((resolve) => (sent = resolve));
  await page.route('**/games/favourites/*', async (route) => {
    if (route.request().method() !== 'PUT') return route.fallback();
    sent();
    await left;
    // Without keepalive the request went with its page, and there is nothing to let go.
    await route.continue().catch(() => undefined);
  });
  await table.getByRole('button', { name: `${title}: favourite` }).click();
  await expect(table.getByRole('button', { name: `${title}: favourite` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The request has left the page (its adapter is loaded on the first mark); its answer is not waited for.
  await marking;
  await page.reload();
  await waitForAppReady(page);
  leave();

  // The browser finishes the request on its own time: the home page is read again until the shelf shows, or the bound.
  await expect(async () => {
    await page.goto('/en');
    await waitForAppReady(page);
    await expect(favourites.locator('.game-tile__title')).toHaveText([title], { timeout: 1_000 });
  }).toPass({ timeout: patient(30_000) });
});

/** The titles of a shelf's tiles in the server's HTML, in order. */
function shelfTitles(html: string, shelf: 'favourites' | 'recent'): string[] {
  const list = new RegExp(`data-shelf="${shelf}">(.*?)</ul>`, 's').exec(html)?.[1] ?? '';
  return [...list.matchAll(/class="game-tile__title">([^<]*)</g)].map((match) => match[1] ?? '');
}
