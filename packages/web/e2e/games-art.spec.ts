import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { openPage, waitForBrandFonts } from './support/ready.ts';
import { PROVIDER_URL } from './support/servers.ts';
import { patient } from './support/patience.ts';

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

/** What a tile shows of its cover once the browser has loaded it, read in the page. */
interface Cover {
  readonly loaded: boolean;
  readonly loading: string | null;
  readonly width: string | null;
  readonly height: string | null;
  readonly ratio: number;
  readonly title: string;
  readonly src: string;
}

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
    // Each tile brought into view in turn, as a player scrolls, its lazy cover waited for in the page and then read
    // there: a dozen round trips a tile between the test and the page cost most of this test.
    const covers = await tiles.evaluateAll((nodes) =>
      nodes.reduce<Promise<Cover[]>>(async (previous, tile) => {
        const read = await previous;
        const image = tile.querySelector<HTMLImageElement>('.game-tile__picture img');
        if (image) {
          image.scrollIntoView({ block: 'center' });
          if (!image.complete) {
            await new Promise((done) => {
              image.addEventListener('load', done, { once: true });
              image.addEventListener('error', done, { once: true });
            });
          }
        }
        const box = image?.getBoundingClientRect();
        read.push({
          loaded: !!image && image.complete && image.naturalWidth > 0,
          loading: image?.getAttribute('loading') ?? null,
          width: image?.getAttribute('width') ?? null,
          height: image?.getAttribute('height') ?? null,
          ratio: box && box.height > 0 ? box.width / box.height : 0,
          title: tile.querySelector('.game-tile__title')?.textContent?.trim() ?? '',
          src: image?.getAttribute('src') ?? '',
        });
        return read;
      }, Promise.resolve([])),
    );
    expect(covers.length).toBeGreaterThan(list.category === 'originals' ? 7 : 9);
    const pictures = await Promise.all(covers.map(async ({ src }) => (await request.get(src)).text()));
    for (const [index, cover] of covers.entries()) {
      const src = cover.src;
      expect(cover.loaded, src).toBe(true);
      expect(cover.loading, src).toBe('lazy');
      expect(cover.width, src).toBe('320');
      expect(cover.height, src).toBe('240');
      expect(Math.abs(cover.ratio - 4 / 3), src).toBeLessThan(0.02);
      // The game's name is in the tile's own text, in the player's language, and nowhere in its picture.
      expect(cover.title, src).not.toBe('');
      const svg = pictures[index] ?? '';
      expect(svg, src).toMatch(/^<svg[^>]*viewBox="0 0 400 300"/);
      expect(svg, src).not.toMatch(/<text|<tspan|<image|href=/);
    }
    // Each game its own picture.
    expect(new Set(pictures).size).toBe(covers.length);
  });
}

const shoot = async (page: Page, name: string) => {
  await waitForBrandFonts(page);
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
    await expect(frame!.locator('body[data-ready="true"]')).toBeAttached({ timeout: patient(15_000) });
    await iframe.scrollIntoViewIfNeeded();
    await shoot(page, 'slot-sky-forge');
  });
});
