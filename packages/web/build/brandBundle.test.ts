// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { operatorFromEnv } from '../../core/src/domain/operator.ts';
import { pageOperatorEnv } from '../src/app/appConfig.ts';
import { operatorEnvOf } from '../src/server/brandedSite.ts';
import { BRAND_FONTS_ID } from '../src/brandFonts.ts';
import { brandDocument, buildBrand, svgDataUrl, type BuiltBrand } from './brandBundle.ts';
import { BRANDS_DIR, loadBrands } from './brandPlugin.ts';

const webRoot = path.resolve(import.meta.dirname, '..');
const SOURCE_PAGE = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
const packageDir = (pkg: string) => path.join(webRoot, 'node_modules', pkg);
const built = new Map<string, BuiltBrand>(
  await Promise.all(
    loadBrands().map(
      async (brand) =>
        [brand.id, await buildBrand(brand, path.join(BRANDS_DIR, brand.id), packageDir)] as const,
    ),
  ),
);
const kestrel = built.get('kestrel-bay') as BuiltBrand;
const vellumbay = built.get('vellumbay') as BuiltBrand;
/**
 * The page parsed as the browser does, without fetching what it links (a DOM of its own: the file runs in Node, where
 * the font build's WebAssembly takes Node's byte arrays).
 */
const dom = new Window().document;
function parsed(html: string): DocumentFragment {
  const template = dom.createElement('template');
  template.innerHTML = html;
  return template.content as unknown as DocumentFragment;
}
const fileText = (brand: BuiltBrand, url: string) =>
  String(brand.files.find((file) => `/${file.fileName}` === url)?.source ?? '');

describe('a build of every brand (issue 36)', () => {
  it("makes each brand its tokens and a stylesheet of its fonts' faces, naming only its own files", () => {
    for (const brand of [kestrel, vellumbay]) {
      const css = brand.tokens;
      const fonts = fileText(brand, brand.fonts);
      // The tokens are no file of the build: they go into the page's head.
      expect(brand.files.map((file) => file.fileName)).not.toContain(
        expect.stringMatching(new RegExp(`^assets/brand-${brand.brand.id}-[\\w-]{8}\\.css$`)),
      );
      expect(brand.fonts).toMatch(new RegExp(`^/assets/brand-${brand.brand.id}-fonts-[\\w-]{8}\\.css$`));
      for (const sheet of [css, fonts]) expect(sheet).not.toContain('@import');
      expect(css).toContain(`--color-bg: ${brand.brand.palette.bg};`);
      for (const font of Object.values(brand.brand.fonts)) {
        expect(fonts).toContain(`font-family:'${font.family}'`);
        // The stylesheet the first paint waits for names no web font file: only the fallbacks' local() faces.
        expect(css).not.toContain(`font-family:'${font.family}'`);
      }
      expect(css).not.toMatch(/\.woff2/);
      expect(fonts).not.toContain('--color-bg');
      const urls = [...`${css}${fonts}`.matchAll(/url\((\/assets\/[^)]+)\)/g)].map((match) => match[1] ?? '');
      expect(urls.length).toBeGreaterThan(0);
      for (const url of urls) expect(brand.files.map((file) => `/${file.fileName}`)).toContain(url);
      // Its small art is in the stylesheet, no file fetched for it.
      expect(css).toMatch(/--brand-logo: url\('data:image\/svg\+xml,%3Csvg /);
    }
    const kestrelFiles = new Set(kestrel.files.map((file) => file.fileName));
    expect(vellumbay.files.some((file) => kestrelFiles.has(file.fileName))).toBe(false);
  });

  it("gives the body font's Latin and Cyrillic faces their files, fetched when the page's text needs them", () => {
    const css = fileText(kestrel, kestrel.fonts);
    for (const script of ['latin', 'cyrillic'])
      expect(css).toMatch(new RegExp(`url\\(/assets/golos-text-${script}-wght-normal-[\\w-]{8}\\.woff2\\)`));
  });

  it('names a file by its content: the same brand builds the same files', async () => {
    const again = await buildBrand(kestrel.brand, path.join(BRANDS_DIR, 'kestrel-bay'), packageDir);
    expect(again.files.map((file) => file.fileName)).toEqual(kestrel.files.map((file) => file.fileName));
  });

  it("puts the brand in the page's head: name, theme colour, operator and its stylesheets last", () => {
    const page = brandDocument(SOURCE_PAGE, kestrel);
    expect(page).toContain('<title>Kestrel Bay</title>');
    expect(page).toContain('<meta name="description" content="Kestrel Bay" />');
    expect(page).toContain(`<meta name="theme-color" content="${kestrel.brand.palette.bg}" />`);
    expect(page).toMatch(
      new RegExp(
        `<style id="brand-tokens">[^<]*</style>\\s*` +
          `<link rel="stylesheet" href="${kestrel.fonts}" media="print" id="${BRAND_FONTS_ID}" />\\s*` +
          `<noscript><link rel="stylesheet" href="${kestrel.fonts}" /></noscript>\\s*</head>`,
      ),
    );
  });

  it('holds the first paint for no font: no preload, the faces applied once painted (issue 36)', () => {
    for (const brand of [kestrel, vellumbay]) {
      const head = parsed(brandDocument(SOURCE_PAGE, brand));
      expect(head.querySelectorAll('link[rel="preload"]')).toHaveLength(0);
      // The first paint waits for the site's stylesheet alone: the brand's tokens are in the page, and its fonts' faces
      // are for print until the entry script (src/boot.ts) brings them in.
      const blocking = [...head.querySelectorAll('link[rel="stylesheet"]')]
        .filter((link) => link.getAttribute('media') !== 'print' && !link.closest('noscript'))
        .map((link) => link.getAttribute('href') ?? '');
      expect(blocking.filter((href) => href.includes('brand-'))).toEqual([]);
      expect(head.querySelector('style#brand-tokens')?.textContent).toBe(brand.tokens);
      const fonts = head.querySelector(`#${BRAND_FONTS_ID}`);
      expect(fonts?.getAttribute('href')).toBe(brand.fonts);
      expect(fonts?.getAttribute('media')).toBe('print');
      // A browser without scripts applies them from the <noscript> copy.
      expect(head.querySelector('noscript')?.innerHTML).toContain(
        `<link rel="stylesheet" href="${brand.fonts}"`,
      );
    }
    // A page built with the preloads of an older build loses them when it is given a brand again.
    const older = SOURCE_PAGE.replace(
      '</title>',
      '</title>\n    <link rel="preload" as="font" type="font/woff2" href="/assets/x.woff2" crossorigin />',
    );
    expect(brandDocument(older, vellumbay)).toEqual(brandDocument(SOURCE_PAGE, vellumbay));
  });

  it('writes tokens that hold a closing tag without ending their element early', () => {
    const hostile = { ...kestrel, tokens: `:root{--brand-name:'</style><script>alert(1)</script>'}` };
    const head = parsed(brandDocument(SOURCE_PAGE, hostile));
    expect(head.querySelectorAll('script:not([type="module"])')).toHaveLength(
      parsed(SOURCE_PAGE).querySelectorAll('script:not([type="module"])').length,
    );
    expect(head.querySelector('style#brand-tokens')?.textContent).toContain('<\\/style>');
  });

  it('gives a built page another brand with nothing of the first left', () => {
    const page = brandDocument(brandDocument(SOURCE_PAGE, kestrel), vellumbay);
    expect(page).toEqual(brandDocument(SOURCE_PAGE, vellumbay));
    expect(page).not.toMatch(/Kestrel|golos|exo-2|brand-kestrel/);
  });

  it('names the operator so that the server and the browser read the same one', () => {
    for (const brand of [kestrel, vellumbay]) {
      const page = brandDocument(SOURCE_PAGE, brand);
      expect(operatorFromEnv(operatorEnvOf(page))).toEqual(brand.brand.operator);
      expect(operatorFromEnv(pageOperatorEnv(parsed(page)))).toEqual(brand.brand.operator);
    }
    expect(pageOperatorEnv(parsed(SOURCE_PAGE))).toEqual({});
  });

  it('writes an SVG as a data URL a quoted CSS url() holds', () => {
    expect(svgDataUrl(`<svg a='1'>\n  <path d="M0 0"/>\n</svg>`)).toBe(
      'data:image/svg+xml,%3Csvg a=%271%27%3E%3Cpath d="M0 0"/%3E%3C/svg%3E',
    );
  });
});
