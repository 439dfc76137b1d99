// @vitest-environment node
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { create as openFont, type Font } from 'fontkitten';
import { describe, expect, it } from 'vitest';
import { buildBrand } from './brandBundle.ts';
import { BrandConfigError, type BrandFont, type FontRole } from './brandConfig.ts';
import { BRANDS_DIR, loadBrands } from './brandPlugin.ts';
import {
  CACHE_DIR,
  LOCALE_ALPHABETS,
  localeLetters,
  siteCharacters,
  siteText,
  siteWeights,
  sourceFaces,
  subsetFamily,
  unicodeRange,
  type SiteText,
} from './fontSubset.ts';
import { testFolder } from '../src/testing/testFolder.ts';

const webRoot = path.resolve(import.meta.dirname, '..');
const packageDir = (pkg: string) => path.join(webRoot, 'node_modules', pkg);
const site = siteText();
/** Vellumbay's body font. */
const geologica = { package: '@fontsource-variable/geologica', family: 'Geologica Variable' };
/** A font with no glyph for five of Kazakh's own letters, Ғ Қ Ң Ұ Ә, in either case. */
const manrope = { package: '@fontsource-variable/manrope', family: 'Manrope Variable' };
const golos = { package: '@fontsource-variable/golos-text', family: 'Golos Text Variable' };

/** The code points a `unicode-range` names. */
function rangeCodes(range: string): number[] {
  return range.split(',').flatMap((part) => {
    const [first = '', last = first] = part.replace('U+', '').split('-');
    const codes: number[] = [];
    for (let code = parseInt(first, 16); code <= parseInt(last, 16); code += 1) codes.push(code);
    return codes;
  });
}

const descriptor = (css: string, name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(css)?.[1] ?? '';

const codes = (text: string) => [...text].map((char) => char.codePointAt(0) ?? 0);
/** The characters a font's cut faces draw. */
const drawnBy = (faces: readonly { characters: readonly number[] }[]) =>
  new Set(faces.flatMap((face) => face.characters));

describe("the brand fonts cut to the site's characters and weights (issue 36)", () => {
  it("reads the site's weights from its stylesheets and its characters from its four locales", () => {
    expect(site.weights).toEqual({ min: 400, max: 800 });
    for (const char of 'aZ9 ãçéАяәғқңөұүһі₽₸€–…№')
      expect(site.characters.has(char.codePointAt(0) ?? 0)).toBe(true);
    // Greek and Vietnamese are no locale's.
    for (const char of 'αΩơạ') expect(site.characters.has(char.codePointAt(0) ?? 0)).toBe(false);
  });

  it("reads each locale's letters: its alphabet and its translations', the language picker's names in each", () => {
    for (const code of codes(LOCALE_ALPHABETS.kz)) expect(site.letters.kz.has(code)).toBe(true);
    // Every page names the languages in their own script: an English page writes Қазақша and Русский.
    for (const code of codes('Ққ')) expect(site.letters.en.has(code)).toBe(true);
    expect(site.letters.en.has(codes('Ғ')[0] ?? 0)).toBe(false);
    // Letters only: no digit, sign or punctuation.
    for (const code of codes('9₸№…«'))
      for (const letters of Object.values(site.letters)) expect(letters.has(code)).toBe(false);
  });

  it("keeps each file's share of the site's characters, with a unicode-range of exactly them and no overlap", async () => {
    const faces = await subsetFamily('vellumbay', 'body', geologica, packageDir(geologica.package), site);
    const seen = new Set<number>();
    for (const face of faces) {
      const font = openFont(Buffer.from(face.source)) as Font;
      const declared = rangeCodes(descriptor(face.css, 'unicode-range'));
      expect(declared).toEqual(face.characters);
      // The file draws every character its face is fetched for.
      const glyphs = new Set(font.characterSet);
      for (const code of declared) {
        expect(glyphs.has(code)).toBe(true);
        expect(seen.has(code)).toBe(false);
        seen.add(code);
      }
    }
    const latin = faces.find((face) => face.file.includes('-latin-wght'));
    const latinExt = faces.find((face) => face.file.includes('-latin-ext-'));
    const cyrillic = faces.find((face) => face.file.includes('-cyrillic-wght'));
    // An English page's text needs no Cyrillic file, a Russian one no Latin Extended file for its rouble sign.
    expect(cyrillic?.characters).not.toContain(0x61);
    expect(latin?.characters).toContain(0x61);
    expect(cyrillic?.characters).toContain(0x430);
    // The rouble sign's file holds signs only, no letters: a few kilobytes, not the whole Latin Extended file.
    expect(latinExt?.characters).toContain(0x20bd);
    expect(latinExt?.characters.every((code) => code >= 0x2000)).toBe(true);
    expect(latinExt?.source.length).toBeLessThan(4096);
    // Nothing of a script no locale writes: Geologica's Greek file is not shipped, and of its Vietnamese file only
    // the combining acute of a Russian stress mark, which that face is declared for before the Cyrillic one.
    for (const face of faces) expect(face.characters.every((code) => site.characters.has(code))).toBe(true);
    expect(faces.map((face) => face.file).filter((file) => /greek/.test(file))).toEqual([]);
    const vietnamese = faces.filter((face) => face.file.includes('-vietnamese-'));
    expect(vietnamese.flatMap((face) => face.characters)).toEqual(vietnamese.length > 0 ? [0x301] : []);
  });

  it("narrows a variable font's weight axis to the site's range, in its file and its face", async () => {
    const faces = await subsetFamily('vellumbay', 'body', geologica, packageDir(geologica.package), site);
    const latin = faces.find((face) => face.file.includes('-latin-wght'));
    if (!latin) throw new Error('no Latin face');
    expect(descriptor(latin.css, 'font-weight')).toBe('400 800');
    const axis = (openFont(Buffer.from(latin.source)) as Font).variationAxes['wght'];
    expect([axis?.min, axis?.max]).toEqual([400, 800]);
    // Smaller than the package's file it was cut from.
    const original = readFileSync(path.join(packageDir(geologica.package), 'files', latin.file));
    expect(latin.source.length).toBeLessThan(original.length);
  });

  it("keeps a font's whole axis where narrowing it would take more bytes, and says so in the face", async () => {
    const faces = await subsetFamily('kestrel-bay', 'body', golos, packageDir(golos.package), site);
    for (const face of faces) {
      const axis = (openFont(Buffer.from(face.source)) as Font).variationAxes['wght'];
      expect(descriptor(face.css, 'font-weight')).toBe(`${axis?.min} ${axis?.max}`);
    }
  });

  it("draws, in each sample brand's body and display fonts, every letter of the four locales", async () => {
    for (const brand of loadBrands())
      for (const [role, font] of Object.entries(brand.fonts) as [FontRole, BrandFont][]) {
        const drawn = drawnBy(await subsetFamily(brand.id, role, font, packageDir(font.package), site));
        for (const letters of Object.values(site.letters))
          expect(
            [...letters].filter((code) => !drawn.has(code)).map((code) => String.fromCodePoint(code)),
          ).toEqual([]);
      }
  });

  it('leaves the signs, digits and punctuation a font lacks to the fallback, and letters no locale writes', async () => {
    const drawn = drawnBy(await subsetFamily('kestrel-bay', 'body', golos, packageDir(golos.package), site));
    // Golos Text has no per ten thousand, superscript four or bitcoin sign, nor the Cyrillic Ѐ of Macedonian.
    for (const code of codes('‱⁴₿Ѐ')) {
      expect(site.characters.has(code)).toBe(true);
      expect(drawn.has(code)).toBe(false);
    }
  });

  it('writes the stylesheet of each sample brand with only cut files, each no larger than its source', async () => {
    for (const brand of loadBrands()) {
      const built = await buildBrand(brand, path.join(BRANDS_DIR, brand.id), packageDir, site);
      const fonts = built.files.filter((file) => file.fileName.endsWith('.woff2'));
      expect(fonts.length).toBeGreaterThanOrEqual(4);
      for (const file of fonts) {
        const name = path.basename(file.fileName).replace(/-[\w-]{8}\.woff2$/, '.woff2');
        const pkg = Object.values(brand.fonts).find((font) => name.startsWith(path.basename(font.package)));
        const original = readFileSync(path.join(packageDir(pkg?.package ?? ''), 'files', name));
        expect(file.source.length).toBeLessThanOrEqual(original.length);
      }
    }
  });

  it('keeps the cut files between builds, the same bytes for the same source, characters and weights', async () => {
    const first = await subsetFamily('vellumbay', 'body', geologica, packageDir(geologica.package), site);
    const again = await subsetFamily('vellumbay', 'body', geologica, packageDir(geologica.package), site);
    expect(again.map((face) => face.source)).toEqual(first.map((face) => face.source));
    // Each cut file is in the cache, whole.
    const cached = readdirSync(CACHE_DIR)
      .filter((name) => name.endsWith('.woff2'))
      .map((name) => readFileSync(path.join(CACHE_DIR, name)).toString('base64'));
    for (const face of first) expect(cached).toContain(Buffer.from(face.source).toString('base64'));
  });

  it('writes unicode-range as runs', () => {
    expect(unicodeRange([0x41, 0x42, 0x43, 0x20bd, 0x400, 0x401])).toBe('U+0041-0043,U+0400-0401,U+20BD');
  });

  it("reads a @fontsource stylesheet's faces, woff2 file and ranges", () => {
    const css = readFileSync(path.join(packageDir(manrope.package), 'index.css'), 'utf8');
    const faces = sourceFaces(css);
    expect(faces.map((face) => face.file)).toContain('manrope-latin-wght-normal.woff2');
    expect(faces.find((face) => face.file.includes('-cyrillic-wght'))?.range).toContainEqual([0x400, 0x45f]);
  });
});

describe('the font build refuses what it cannot cut, naming the field', () => {
  const fakePackage = (css: string, files: Record<string, Uint8Array> = {}) => {
    const dir = testFolder('font-');
    mkdirSync(path.join(dir, 'files'));
    writeFileSync(path.join(dir, 'index.css'), css);
    for (const [name, source] of Object.entries(files)) writeFileSync(path.join(dir, 'files', name), source);
    return dir;
  };
  const face = (file: string) =>
    `@font-face { font-family: 'Odd'; font-style: normal; font-weight: 200 900; src: url(./files/${file}) format('woff2-variations'); unicode-range: U+0000-00FF; }`;
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => error,
    );
  const odd = { package: '@fontsource-variable/odd', family: 'Odd' };

  it('a package that is not installed', async () => {
    const error = await refusal(
      subsetFamily('third', 'body', odd, path.join(tmpdir(), 'no-such-font'), site),
    );
    expect(error).toBeInstanceOf(BrandConfigError);
    expect((error as BrandConfigError).file).toBe('brands/third/brand.json');
    expect((error as BrandConfigError).problems).toEqual([
      'fonts.body.package @fontsource-variable/odd is not installed (no index.css)',
    ]);
  });

  it('a stylesheet naming a file the package does not have, or a file that is not a font', async () => {
    const missing = await refusal(
      subsetFamily('third', 'display', odd, fakePackage(face('gone.woff2')), site),
    );
    expect((missing as BrandConfigError).problems).toEqual([
      'fonts.display.package @fontsource-variable/odd names files/gone.woff2, which is not in the package',
    ]);
    const junk = fakePackage(face('junk.woff2'), { 'junk.woff2': new TextEncoder().encode('not a font') });
    const broken = await refusal(subsetFamily('third', 'display', odd, junk, site));
    expect((broken as BrandConfigError).problems[0]).toMatch(
      /^fonts\.display\.package @fontsource-variable\/odd files\/junk\.woff2 is not a font/,
    );
  });

  it('a stylesheet with no woff2 face', async () => {
    const error = await refusal(subsetFamily('third', 'body', odd, fakePackage('/* nothing */'), site));
    expect((error as BrandConfigError).problems).toEqual([
      'fonts.body.package @fontsource-variable/odd names no woff2 file of normal style in its index.css',
    ]);
  });

  it("a font whose weights do not reach the site's", async () => {
    const heavy: SiteText = { ...site, weights: { min: 100, max: 800 } };
    const error = await refusal(subsetFamily('third', 'body', manrope, packageDir(manrope.package), heavy));
    expect((error as BrandConfigError).problems).toEqual([
      "fonts.body.package @fontsource-variable/manrope draws weights 200–800; the site's stylesheets use 100–800",
    ]);
  });

  it("a font without Kazakh's own letters: each locale that writes them, with the letters it lacks", async () => {
    const error = await refusal(
      subsetFamily('vellumbay', 'body', manrope, packageDir(manrope.package), site),
    );
    expect(error).toBeInstanceOf(BrandConfigError);
    expect((error as BrandConfigError).file).toBe('brands/vellumbay/brand.json');
    // Every page writes Қазақша in the language picker; the Kazakh pages write the other four too.
    expect((error as BrandConfigError).problems).toEqual([
      "fonts.body.package @fontsource-variable/manrope has no glyph for ru's Қ қ",
      "fonts.body.package @fontsource-variable/manrope has no glyph for en's Қ қ",
      "fonts.body.package @fontsource-variable/manrope has no glyph for kz's Ғ ғ Қ қ Ң ң Ұ ұ Ә ә",
      "fonts.body.package @fontsource-variable/manrope has no glyph for br's Қ қ",
    ]);
  });

  it('a display font, naming its field and only the locales whose letters it lacks', async () => {
    const kazakhOnly: SiteText = {
      ...site,
      letters: { ru: new Set(), en: new Set(), br: new Set(), kz: new Set(codes(LOCALE_ALPHABETS.kz)) },
    };
    const error = await refusal(
      subsetFamily('vellumbay', 'display', manrope, packageDir(manrope.package), kazakhOnly),
    );
    expect((error as BrandConfigError).problems).toEqual([
      "fonts.display.package @fontsource-variable/manrope has no glyph for kz's Ғ ғ Қ қ Ң ң Ұ ұ Ә ә",
    ]);
  });

  it('a font without Cyrillic, which the Russian and Kazakh pages need, listing the first dozen letters', async () => {
    const latin = readFileSync(
      path.join(packageDir(manrope.package), 'files', 'manrope-latin-wght-normal.woff2'),
    );
    const dir = fakePackage(face('latin.woff2'), { 'latin.woff2': latin });
    const error = await refusal(subsetFamily('third', 'body', odd, dir, site));
    expect((error as BrandConfigError).problems).toEqual([
      expect.stringMatching(
        /^fonts\.body\.package @fontsource-variable\/odd has no glyph for ru's Ё А Б В Г Д Е Ж З И Й К and \d+ more$/,
      ),
      expect.stringMatching(/ has no glyph for en's (\p{Script=Cyrillic} )+қ$/u),
      expect.stringMatching(/ has no glyph for kz's Ё І А Б В Г Д Е Ж З И Й and \d+ more$/),
      expect.stringMatching(/ has no glyph for br's (\p{Script=Cyrillic} )+қ$/u),
    ]);
  });

  it('a stylesheet weight the build cannot read', () => {
    const dir = testFolder('styles-');
    writeFileSync(path.join(dir, 'a.css'), '.a { font-weight: 600; }\n.b { font-weight: bolder; }');
    expect(() => siteWeights(dir)).toThrow(/a\.css: font-weight "bolder" is not a number/);
    writeFileSync(path.join(dir, 'a.css'), '.a { font-weight: 300; } .b { font-weight: 900 }');
    expect(siteWeights(dir)).toEqual({ min: 300, max: 900 });
  });

  it("takes a translation's characters beyond the scripts", () => {
    const dir = testFolder('locales-');
    writeFileSync(path.join(dir, 'x.json'), JSON.stringify({ a: 'Ελλάδα' }));
    expect(siteCharacters(dir).has('λ'.codePointAt(0) ?? 0)).toBe(true);
  });

  it("takes each locale's letters from its own folder, and only letters", () => {
    const dir = testFolder('locales-');
    for (const locale of ['ru', 'en', 'kz', 'br']) mkdirSync(path.join(dir, locale));
    writeFileSync(path.join(dir, 'kz', 'x.json'), JSON.stringify({ a: 'Ελλάδα: 5 % №' }));
    const letters = localeLetters(dir);
    for (const code of codes('Ελάδ')) expect(letters.kz.has(code)).toBe(true);
    for (const code of codes(':5%№ ')) expect(letters.kz.has(code)).toBe(false);
    expect(letters.en.has(codes('λ')[0] ?? 0)).toBe(false);
    // A locale with no translation yet still writes its alphabet.
    expect([...letters.ru].sort((a, b) => a - b)).toEqual(codes(LOCALE_ALPHABETS.ru).sort((a, b) => a - b));
  });
});
