import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { openPage, waitForAppReady, waitForBrandFonts } from './support/ready.ts';
import { eventRow, ownMatch, reviewEvent } from './support/sports.ts';
import { patient } from './support/patience.ts';

/**
 * Issue 36 item 5: the sportsbook as bettors expect it: sport icons and crests, a clock that ticks, a score that is
 * marked as it changes (in words and shape, not colour alone; still under reduced motion), and markets in groups
 * that fold from the keyboard. Matches run fast in the browser suite (a minute each), so scores move often.
 */
const SCREENSHOTS = path.resolve(import.meta.dirname, '../../../artifacts/screenshots');

test.describe.configure({ mode: 'parallel' });
test.setTimeout(patient(120_000));

/**
 * The live row of a football match of the test's own, kicked off now and lasting five minutes (its clock ticks by the
 * minute, its markets stay open: no other test suspends it); brought on screen, where its lazy images load.
 */
async function tickingRow(page: Page, request: APIRequestContext): Promise<Locator> {
  const selection = await ownMatch(page, request, 0, 300_000);
  const row = eventRow(page, selection);
  await row.scrollIntoViewIfNeeded();
  await expect(row.getByTestId('match-clock')).toBeVisible();
  return row;
}

/**
 * Opens the row's match on its own page by the row's link, as a player does: the app routes to it, with the bundles it
 * has (a second page load cost a visit's bundles again, seconds on a busy machine).
 */
async function openMatch(page: Page, row: Locator): Promise<void> {
  const id = await row.getAttribute('data-event');
  await row.locator('.event-row__teams').click();
  await expect(page.locator(`.event-page[data-event="${id}"]`)).toBeVisible();
  await waitForAppReady(page);
}

async function seriousFindings(page: Page, parts: readonly string[]): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const part of parts) builder.include(part);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

test('the line shows each sport’s icon and each side’s crest, loaded at the size shown', async ({
  page,
  request,
}) => {
  await openPage(page, '/en/betting');
  const row = await tickingRow(page, request);
  const icon = row.locator('img.sport-icon');
  await expect(icon).toHaveAttribute('src', /^\/sports\/(football|basketball|hockey)\.svg$/);
  const crests = row.locator('img.team-crest');
  await expect(crests).toHaveCount(2);
  // Each loaded (its natural width, the file's own) and shown at the size its width and height attributes give.
  for (const [image, natural] of [
    [icon, 48],
    [crests.first(), 100],
    [crests.last(), 100],
  ] as const) {
    await expect(image).toHaveJSProperty('complete', true);
    await expect(image).toHaveJSProperty('naturalWidth', natural);
    await expect(image).toHaveCSS('width', `${await image.getAttribute('width')}px`);
  }
  // The two sides wear different crests, and a side wears the same one on its match's page.
  const home = await crests.first().getAttribute('src');
  expect(home).not.toBe(await crests.last().getAttribute('src'));
  await openMatch(page, row);
  await expect(page.locator('.event-page img.team-crest').first()).toHaveAttribute('src', home ?? '');
});

test('the match clock ticks on screen, minutes and seconds', async ({ page, request }) => {
  await openPage(page, '/en/betting');
  const clock = (await tickingRow(page, request)).getByTestId('match-clock');
  await expect(clock).toHaveText(/^\d{2}:\d{2}, period \d$/);
  const first = await clock.innerText();
  await expect(clock).not.toHaveText(first);
  await expect(clock).toHaveText(/^\d{2}:\d{2}, period \d$/);
});

for (const motion of ['no-preference', 'reduce'] as const) {
  test(`a new score is marked on screen in words and shape (${motion} motion)`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: motion });
    await openPage(page, '/en/betting');
    await expect(page.locator('.event-row[data-status="live"]').first()).toBeVisible({
      timeout: patient(60_000),
    });
    const mark = page.getByTestId('score-mark').first();
    await expect(mark).toBeVisible({ timeout: patient(60_000) });
    await expect(mark).toHaveText(/^(Goal!|Points!|Set won|Map won)$/);
    const marked = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('.live-score__side--new')].map((side) => {
          const style = getComputedStyle(side);
          return `${style.fontWeight} ${style.textDecorationLine} ${style.animationName}`;
        }),
      );
    await expect.poll(marked).toContain(`800 underline ${motion === 'reduce' ? 'none' : 'live-score-pulse'}`);
  });
}

test('a match’s markets fold and open by keyboard, and a screen reader hears which', async ({
  page,
  request,
}) => {
  await openPage(page, '/en/betting');
  await openMatch(page, await tickingRow(page, request));
  const toggle = page.getByRole('button', { name: 'Main markets' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
  await expect(panel.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toBeHidden();
  // The other groups stay as they were.
  await expect(page.getByRole('button', { name: 'Totals' })).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(panel.locator('button.odds').first()).toBeVisible();
});

test('the line and a match’s page have no serious axe finding in their new parts', async ({
  page,
  request,
}) => {
  await openPage(page, '/en/betting');
  const row = await tickingRow(page, request);
  const id = await row.getAttribute('data-event');
  // The match's page first, then the row in the line.
  await openMatch(page, row);
  await page.getByRole('button', { name: 'Totals' }).click();
  await expect(page.getByRole('button', { name: 'Totals' })).toHaveAttribute('aria-expanded', 'false');
  const parts = ['.event-page__league', '.event-page__teams', '.market-group__title', '.market__title'];
  expect(await seriousFindings(page, parts)).toEqual([]);
  // Back to the line, as a player goes back.
  await page.goBack();
  await waitForAppReady(page);
  const listed = page.locator(`.event-row[data-event="${id}"]`);
  await expect(listed.locator('img.team-crest')).toHaveCount(2);
  expect(await seriousFindings(page, [`.event-row[data-event="${id}"]`])).toEqual([]);
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test('the sportsbook with icons, crests and a ticking clock is captured', async ({ page, request }) => {
    await openPage(page, '/en/betting');
    const row = await tickingRow(page, request);
    for (const image of await row.locator('img').all())
      await expect(image).toHaveJSProperty('complete', true);
    await waitForBrandFonts(page);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'sportsbook-live-360.png') });
    await openMatch(page, row);
    await expect(page.getByRole('button', { name: 'Main markets' })).toBeVisible();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'sportsbook-match-360.png') });
  });

  test('a suspension said on a row in Kazakh keeps the row one height, so the rows below stay put', async ({
    page,
    request,
  }) => {
    // Kazakh's word for it is the longest of the four locales' (br's as long); the whole sentence wrapped to a second
    // line here, and the rows below moved up by a line when the suspension ended.
    await openPage(page, '/kz/betting');
    const row = await tickingRow(page, request);
    const height = () => row.evaluate((element) => element.getBoundingClientRect().height);
    const before = await height();
    // Measured with its prices open or closed by a goal of its own: the height is the same either way.
    const notice = row.locator('.event-row__suspended');
    const id = await row.getAttribute('data-event');
    await reviewEvent(request, String(id), { suspend_ms: 4_000 });
    await expect(notice).toBeVisible();
    await expect(row.locator('button.odds:enabled')).toHaveCount(0);
    expect(await height()).toBe(before);
    // One short word on the screen, the whole sentence for a screen reader.
    await expect(notice.getByText('Кідіріс', { exact: true })).toBeVisible();
    await expect(notice.locator('.visually-hidden')).toHaveText('Бәс қабылдау тоқтатылды');
    await expect(notice).toHaveCount(0, { timeout: patient(15_000) });
    expect(await height()).toBe(before);
  });
});
