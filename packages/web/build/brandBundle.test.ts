// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { operatorFromEnv } from '../../core/src/domain/operator.ts';
import { pageOperatorEnv } from '../src/app/appConfig.ts';
import { operatorEnvOf } from '../src/server/brandedSite.ts';
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
  it("makes each brand a stylesheet of its own fonts' faces and tokens, naming only its own files", () => {
    for (const brand of [kestrel, vellumbay]) {
      const css = fileText(brand, brand.stylesheet);
      expect(brand.stylesheet).toMatch(new RegExp(`^/assets/brand-${brand.brand.id}-[\\w-]{8}\\.css$`));
      expect(css).not.toContain('@import');
      expect(css).toContain(`--color-bg: ${brand.brand.palette.bg};`);
      for (const font of Object.values(brand.brand.fonts))
        expect(css).toContain(`font-family:'${font.family}'`);
      const urls = [...css.matchAll(/url\((\/assets\/[^)]+)\)/g)].map((match) => match[1] ?? '');
      expect(urls.length).toBeGreaterThan(0);
      for (const url of urls) expect(brand.files.map((file) => `/${file.fileName}`)).toContain(url);
      // Its small art is in the stylesheet, no file fetched for it.
      expect(css).toMatch(/--brand-logo: url\('data:image\/svg\+xml,%3Csvg /);
    }
    const kestrelFiles = new Set(kestrel.files.map((file) => file.fileName));
    expect(vellumbay.files.some((file) => kestrelFiles.has(file.fileName))).toBe(false);
  });

  it("gives the body font's Latin and Cyrillic faces their files, fetched when the page's text needs them", () => {
    const css = fileText(kestrel, kestrel.stylesheet);
    for (const script of ['latin', 'cyrillic'])
      expect(css).toMatch(new RegExp(`url\\(/assets/golos-text-${script}-wght-normal-[\\w-]{8}\\.woff2\\)`));
  });

  it('names a file by its content: the same brand builds the same files', async () => {
    const again = await buildBrand(kestrel.brand, path.join(BRANDS_DIR, 'kestrel-bay'), packageDir);
    expect(again.files.map((file) => file.fileName)).toEqual(kestrel.files.map((file) => file.fileName));
  });

  it("puts the brand in the page's head: name, theme colour, operator and its stylesheet last", () => {
    const page = brandDocument(SOURCE_PAGE, kestrel);
    expect(page).toContain('<title>Kestrel Bay</title>');
    expect(page).toContain('<meta name="description" content="Kestrel Bay" />');
    expect(page).toContain(`<meta name="theme-color" content="${kestrel.brand.palette.bg}" />`);
    expect(page).toMatch(new RegExp(`<link rel="stylesheet" href="${kestrel.stylesheet}" />\\s*</head>`));
  });

  it('preloads no font: nothing in the head shares the first round trips with the stylesheets (issue 36)', () => {
    for (const brand of [kestrel, vellumbay]) {
      const head = parsed(brandDocument(SOURCE_PAGE, brand));
      expect(head.querySelectorAll('link[rel="preload"]')).toHaveLength(0);
      // The first paint waits for the site's stylesheet and the brand's, and for nothing the brand adds besides.
      const links = [...head.querySelectorAll('link[rel="stylesheet"]')].map((link) =>
        link.getAttribute('href'),
      );
      expect(links.at(-1)).toBe(brand.stylesheet);
    }
    // A page built with the preloads of an older build loses them when it is given a brand again.
    const older = SOURCE_PAGE.replace(
      '</title>',
      '</title>\n    <link rel="preload" as="font" type="font/woff2" href="/assets/x.woff2" crossorigin />',
    );
    expect(brandDocument(older, vellumbay)).toEqual(brandDocument(SOURCE_PAGE, vellumbay));
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
