import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { openPage } from './support/ready.ts';
import { PROVIDER_URL } from './support/servers.ts';

/** Issue 36 item 2: every game's tile shows its own cover, drawn in-house, loaded at the tile's size, with no words. */
const SCREENSHOTS = path.resolve(import.meta.dirname, '../../../artifacts/screenshots');

test.describe.configure({ mode: 'parallel' });

/** A tile's cover once the browser has loaded it (lazy images load as they near the screen). */
async function loadedCover(tile: Locator): Promise<Locator> {
  const image = tile.locator('.game-tile__picture img');
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  return image;
}

const LISTS = [
  { path: '/en/games', category: 'originals', heading: 'Originals' },
  { path: '/en/games/slots', category: 'slots', heading: null },
  { path: '/en/games/live-casino', category: 'live-casino', heading: null },
] as const;

for (const list of LISTS) {
  test(`every tile of ${list.path} shows its cover loaded at the tile's 4:3, with no words in the picture`, async ({
    page,
    request,
  }) => {
    await openPage(page, list.path);
    const tiles = list.heading
      ? page.getByRole('region', { name: list.heading }).locator('.game-tile')
      : page.locator('.game-tile');
    await expect(tiles.first()).toBeVisible();
    const count = await tiles.count();
    expect(count).toBeGreaterThan(list.category === 'originals' ? 7 : 9);
    const seen = new Set<string>();
    for (let index = 0; index < count; index += 1) {
      const tile = tiles.nth(index);
      const image = await loadedCover(tile);
      await expect(image).toHaveAttribute('loading', 'lazy');
      await expect(image).toHaveAttribute('width', '320');
      await expect(image).toHaveAttribute('height', '240');
      const box = await image.boundingBox();
      expect(box && Math.abs(box.width / box.height - 4 / 3)).toBeLessThan(0.02);
      // The game's name is in the tile's own text, in the player's language, and nowhere in its picture.
      await expect(tile.locator('.game-tile__title')).not.toBeEmpty();
      const src = (await image.getAttribute('src')) ?? '';
      const svg = await (await request.get(src)).text();
      expect(svg, src).toMatch(/^<svg[^>]*viewBox="0 0 400 300"/);
      expect(svg, src).not.toMatch(/<text|<tspan|<image|href=/);
      seen.add(svg);
    }
    // Each game its own picture.
    expect(seen.size).toBe(count);
  });
}

const shoot = async (page: Page, name: string) => {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-360.png`) });
};

test.describe('covers at 360 px, for people to look at', () => {
  test.use({ viewport: { width: 360, height: 640 } });

  for (const shot of [
    { path: '/en/games', name: 'covers-originals', tile: 'Crash' },
    { path: '/en/games/slots', name: 'covers-slots', tile: 'Sky Forge' },
    { path: '/en/games/live-casino', name: 'covers-live', tile: 'Classic Roulette' },
  ]) {
    test(`${shot.name} is captured with its covers loaded`, async ({ page }) => {
      await openPage(page, shot.path);
      const tile = page.locator('.game-tile').filter({ hasText: shot.tile }).first();
      await loadedCover(tile);
      const next = page.locator('.game-tile').nth(1);
      await loadedCover(next);
      await tile.scrollIntoViewIfNeeded();
      await shoot(page, shot.name);
    });
  }
});

test.describe('a slot at 360 px', () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test('draws its own symbols, backdrop and frame from the provider, and is captured', async ({ page }) => {
    const art = (file: string) =>
      page.waitForResponse(
        (answer) => answer.url() === `${PROVIDER_URL}/art/sky-forge/${file}` && answer.ok(),
      );
    const drawn = Promise.all(['W.svg', 'S.svg', 'T.svg', 'background.svg', 'frame.svg'].map(art));
    await page.goto('/en/games/slots/sky-forge/demo');
    const iframe = page.locator('iframe.game-frame__window');
    await expect(iframe).toHaveAttribute('src', new RegExp(`^${PROVIDER_URL}/games/sky-forge`));
    await drawn;
    const frame = await (await iframe.elementHandle())?.contentFrame();
    await expect(frame!.locator('body[data-ready="true"]')).toBeAttached({ timeout: 15_000 });
    await iframe.scrollIntoViewIfNeeded();
    await shoot(page, 'slot-sky-forge');
  });
});
