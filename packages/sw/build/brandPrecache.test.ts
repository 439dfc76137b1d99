import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  linkedStylesheets,
  lookOf,
  otherSitesFiles,
  sitesOf,
  stylesheetFonts,
  withoutFiles,
} from './brandPrecache.ts';
import { writeSiteWorkers } from './buildServiceWorker.ts';
import { testFolder } from './testFolder.ts';

const page = (brand: string) =>
  `<head><link rel="manifest" href="/manifest.webmanifest" />` +
  `<link rel="preload" as="font" type="font/woff2" href="/assets/${brand}-body-latin.woff2" crossorigin />` +
  `<link rel="stylesheet" crossorigin href="/assets/style-abc.css">` +
  `<link rel="stylesheet" href="/assets/brand-${brand}-x1.css" /></head>`;

const brandCss = (brand: string) =>
  `@font-face{font-family:'${brand} Body';src:url(/assets/${brand}-body-latin.woff2) format('woff2')}` +
  `@font-face{font-family:'${brand} Display';src:url("/assets/${brand}-display-cyrillic.woff2") format('woff2')}` +
  `:root{--color-bg:#000}`;

/** A build of two brands whose own page is kestrel's: a site stylesheet, each brand's stylesheet and two fonts. */
function build(): string {
  const dist = testFolder('sw-brands-');
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), text);
  };
  write('index.html', page('kestrel'));
  write('assets/style-abc.css', 'body{margin:0}');
  write('assets/index-abc.js', 'console.log(1)');
  for (const brand of ['kestrel', 'vellum']) {
    write(`brands/${brand}/index.html`, page(brand));
    write(`brands/${brand}/manifest.webmanifest`, '{}');
    write(`assets/brand-${brand}-x1.css`, brandCss(brand));
    write(`assets/${brand}-body-latin.woff2`, `${brand} body`);
    write(`assets/${brand}-display-cyrillic.woff2`, `${brand} display`);
  }
  return dist;
}

/** The URLs of the precache manifest workbox wrote into a worker. */
function precached(dist: string, worker: string): string[] {
  const code = readFileSync(path.join(dist, worker), 'utf8');
  return [...code.matchAll(/"?url"?:"([^"]+)"/g)].map((match) => match[1] ?? '').sort();
}

describe("the worker precaches the look of the brand its server serves, not every brand's", () => {
  it("reads a page's stylesheets and the fonts they name", () => {
    expect(linkedStylesheets(page('vellum'))).toEqual(['assets/style-abc.css', 'assets/brand-vellum-x1.css']);
    expect(stylesheetFonts(brandCss('vellum'))).toEqual([
      'assets/vellum-body-latin.woff2',
      'assets/vellum-display-cyrillic.woff2',
    ]);
    expect(stylesheetFonts('src:url(https://fonts.example/a.woff2)')).toEqual([]);
  });

  it("leaves out of each site's precache only what the other sites' pages use", () => {
    const dist = build();
    const sites = sitesOf(dist);
    expect(sites.map((site) => site.worker)).toEqual([
      'sw.js',
      'brands/kestrel/sw.js',
      'brands/vellum/sw.js',
    ]);
    const left = otherSitesFiles(new Map(sites.map((site) => [site.worker, lookOf(dist, site.page)])));
    expect([...(left.get('brands/kestrel/sw.js') ?? [])].sort()).toEqual([
      'assets/brand-vellum-x1.css',
      'assets/vellum-body-latin.woff2',
      'assets/vellum-display-cyrillic.woff2',
    ]);
    const entries = [{ url: 'assets/style-abc.css' }, { url: 'assets/vellum-body-latin.woff2' }];
    expect(withoutFiles(entries, left.get('sw.js') ?? new Set())).toEqual([{ url: 'assets/style-abc.css' }]);
  });

  it("writes a worker for the build's own page and one for each brand, each with its own fonts", async () => {
    const dist = build();
    // The bundled worker's one line workbox writes the manifest into (bundling src/sw.ts is the build's part).
    const report = await writeSiteWorkers(dist, 'self.__WB_MANIFEST;');
    const shared = ['assets/index-abc.js', 'assets/style-abc.css', 'index.html'];
    const own = (brand: string) => [
      `assets/${brand}-body-latin.woff2`,
      `assets/${brand}-display-cyrillic.woff2`,
      `assets/brand-${brand}-x1.css`,
    ];
    expect(precached(dist, 'sw.js')).toEqual([...own('kestrel'), ...shared].sort());
    expect(precached(dist, 'brands/kestrel/sw.js')).toEqual([...own('kestrel'), ...shared].sort());
    expect(precached(dist, 'brands/vellum/sw.js')).toEqual([...own('vellum'), ...shared].sort());
    expect(report.precachedFiles).toBe(6);
    expect(report.brands.map((brand) => path.relative(dist, brand.swPath))).toEqual([
      'brands/kestrel/sw.js',
      'brands/vellum/sw.js',
    ]);
  }, 60_000);
});
