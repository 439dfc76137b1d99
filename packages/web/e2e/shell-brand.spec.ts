import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { axeBuilder } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { settle, waitForPageData, waitForVisibleImages, waitForBrandFonts } from './support/ready.ts';
import { prefixed, text, type Locale } from './support/routes.ts';
import { SUITE_BRANDS } from './support/servers.ts';

/**
 * Issue 36, item 1: the brand a server serves (its VITE_BRAND, one of brands/, all of which the build carries) is the
 * one on the screen: its name, logo, palette, fonts and radii, as tokens every style reads; and its colours pass axe's
 * contrast check on the home page, a game and the sportsbook in every locale. Both sample brands, each on its server.
 */
interface BrandFile {
  readonly name: string;
  readonly palette: Readonly<Record<string, string>>;
  readonly fonts: Readonly<Record<'body' | 'display', { readonly family: string }>>;
  readonly radii: Readonly<Record<'s' | 'm' | 'l', number>>;
}
const brandFile = (id: string) =>
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, '../brands', id, 'brand.json'), 'utf8'),
  ) as BrandFile;
const SCREENSHOTS = path.resolve(import.meta.dirname, '../../../artifacts/screenshots');
const LOCALES: readonly Locale[] = ['ru', 'en', 'kz', 'br'];
const PAGES = ['/', '/games/dice', '/betting'];
const PICTURED_GAMES = ['dice', 'crash', 'roulette'];

test.describe.configure({ mode: 'parallel' });

/** Pages whose first screen is text of the site's own (no live feed's names and sums) in the brand's fonts. */
const FONT_SWAP_PAGES = ['/en/faq', '/en/games/dice', '/en/bonuses'];

/** Every colour-contrast finding on the whole page (header, content, footer), as axe reports it. */
async function contrastViolations(page: Page): Promise<string[]> {
  const results = await axeBuilder(page).withRules(['color-contrast']).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  );
}

/** The families of the faces the document has loaded (src/brandFonts.ts adds the brand's once their files are in). */
const loadedFamilies = (page: Page) =>
  page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.status === 'loaded')
      .map((face) => face.family.replace(/"/g, '')),
  );

for (const brand of SUITE_BRANDS) {
  const BRAND = brandFile(brand.id);
  test.describe(brand.id, () => {
    test.use({ baseURL: brand.url });

    test(`the ${brand.id} brand is on the page: name, logo, palette, fonts and radii`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 640 });
      await page.goto('/en');
      await waitForPageData(page);
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: `${BRAND.name} — home page` })).toBeVisible();
      const tokens = await page.evaluate(() => {
        const root = getComputedStyle(document.documentElement);
        const read = (name: string) => root.getPropertyValue(name).trim();
        return {
          accent: read('--color-accent'),
          bg: read('--color-bg'),
          radius: read('--radius-m'),
          bodyFont: getComputedStyle(document.body).fontFamily,
          headingFont: getComputedStyle(document.querySelector('h1') as Element).fontFamily,
          logo: getComputedStyle(document.querySelector('.site-header__logo-mark') as Element)
            .backgroundImage,
          heroArt: getComputedStyle(document.querySelector('.home-hero') as Element).backgroundImage,
          themeColor: document.querySelector('meta[name="theme-color"]')?.getAttribute('content'),
          preloadedFonts: [...document.querySelectorAll('link[rel="preload"][as="font"]')].length,
        };
      });
      expect(tokens).toMatchObject({
        accent: BRAND.palette['accent'],
        bg: BRAND.palette['bg'],
        radius: `${BRAND.radii.m}px`,
        themeColor: BRAND.palette['bg'],
      });
      expect(tokens.bodyFont).toMatch(new RegExp(`^"${BRAND.fonts.body.family}"`));
      expect(tokens.headingFont).toMatch(new RegExp(`^"${BRAND.fonts.display.family}"`));
      expect(tokens.logo).toMatch(/^url\("(data:image\/svg\+xml|.*\.svg)/);
      expect(tokens.heroArt).toMatch(/url\("(data:image\/svg\+xml|.*\.svg)/);
      // No font is preloaded (issue 36): the first paint shares no round trip with a font; each is fetched when needed.
      expect(tokens.preloadedFonts).toBe(0);
      // The fonts are the brand's own files, served by the site (no font's data is in the JavaScript, none comes from
      // another origin).
      await waitForBrandFonts(page);
      const loaded = await loadedFamilies(page);
      expect(loaded).toContain(BRAND.fonts.body.family);
      expect(loaded).toContain(BRAND.fonts.display.family);
      await waitForVisibleImages(page);
      await page.screenshot({ path: path.join(SCREENSHOTS, `brand-${brand.id}-home-360.png`) });
      // The brand on three games, for the note (files, not compared: the visual suite holds the look).
      for (const game of PICTURED_GAMES) {
        await settle(page, `/en/games/${game}`);
        await waitForBrandFonts(page);
        await page.screenshot({ path: path.join(SCREENSHOTS, `brand-${brand.id}-${game}-360.png`) });
      }
    });

    test(`the ${brand.id} brand's fonts coming in move nothing on the first screen`, async ({ page }) => {
      // Lighthouse's phone screen, where the shift was found (the same pages at 360 px happened to wrap alike).
      await page.setViewportSize({ width: 412, height: 823 });
      const families = [BRAND.fonts.body.family, BRAND.fonts.display.family];
      // Both families have a face of theirs in the document, loaded.
      const brandFontsIn = async () => {
        const loaded = await loadedFamilies(page);
        return families.every((name) => loaded.includes(name));
      };
      for (const path of FONT_SWAP_PAGES) {
        await test.step(path, async () => {
          // The brand's font files are held until the page has been drawn in its fallback faces.
          let release = () => {};
          const released = new Promise<void>((resolve) => (release = resolve));
          await page.route('**/*.woff2', async (route) => {
            await released;
            await route.continue();
          });
          // Not until the load event: a font asked for before it (the entry script asks for the page's fonts once the
          // first frame is painted) holds it, and these are held until the page is read.
          await page.goto(path, { waitUntil: 'domcontentloaded' });
          await waitForPageData(page);
          expect(await brandFontsIn(), 'the page is drawn in its fallback faces first').toBe(false);
          await page.evaluate(() => {
            const shifts: number[] = [];
            (window as unknown as { fontShifts: number[] }).fontShifts = shifts;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries())
                shifts.push((entry as unknown as { value: number }).value);
            }).observe({ type: 'layout-shift' });
          });
          release();
          await page.unrouteAll({ behavior: 'wait' });
          await expect.poll(brandFontsIn).toBe(true);
          // Two frames after the fonts are in: the swap has been laid out and any shift reported.
          await page.evaluate(
            () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
          );
          const shift = await page.evaluate(() =>
            (window as unknown as { fontShifts: number[] }).fontShifts.reduce((sum, value) => sum + value, 0),
          );
          // A tenth of what Lighthouse calls good (0.1). Before the fallbacks had bold faces and were measured at
          // 400, the FAQ moved by 0.05 here, a heading or a paragraph taking a line more.
          expect(shift, 'the layout shift when the fonts come').toBeLessThan(0.01);
        });
      }
    });

    // Each page opens once, in a locale that turns with the page, and takes the other three through the header's
    // language picker, as a player switches: the brand's colours are the same however the page came, for a quarter of
    // the loads (issue 37).
    for (const [index, route] of PAGES.entries()) {
      test(`the ${brand.id} brand's colours pass axe's contrast check on ${route} in ${LOCALES.join(', ')}`, async ({
        page,
      }) => {
        test.setTimeout(LOCALES.length * test.info().timeout);
        const order = [...LOCALES.slice(index), ...LOCALES.slice(0, index)];
        for (const [step, locale] of order.entries()) {
          await test.step(prefixed(locale, route), async () => {
            const from = step > 0 ? order[step - 1] : undefined;
            if (from) {
              await page
                .getByRole('combobox', { name: text(from, 'layout:language.label') })
                .selectOption(locale);
              await expect(page).toHaveURL(prefixed(locale, route));
              // The header in the new locale's words: the page has rendered in it.
              await expect(
                page.getByRole('combobox', { name: text(locale, 'layout:language.label') }),
              ).toHaveValue(locale);
            } else await page.goto(prefixed(locale, route));
            await waitForPageData(page);
            await waitForBrandFonts(page);
            expect(await contrastViolations(page)).toEqual([]);
          });
        }
      });
    }
  });
}
