// @vitest-environment node
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fromBuffer } from '@capsizecss/unpack';
import subsetFont from 'subset-font';
import { describe, expect, it } from 'vitest';
import { buildBrand, type BuiltBrand } from './brandBundle.ts';
import { BrandConfigError, brandTokensCss, FONT_ROLES, type Brand, type FontRole } from './brandConfig.ts';
import { BRANDS_DIR, loadBrands } from './brandPlugin.ts';
import {
  brandFallbacks,
  fallbackFamily,
  fontFallback,
  SYSTEM_FONTS,
  type FontMetrics,
} from './fontFallbacks.ts';
import { testFolder } from '../src/testing/testFolder.ts';

const webRoot = path.resolve(import.meta.dirname, '..');
const packageDir = (pkg: string) => path.join(webRoot, 'node_modules', pkg);
const ROLES = Object.keys(FONT_ROLES) as FontRole[];
const brands = loadBrands();
const built: BuiltBrand[] = await Promise.all(
  brands.map((brand) => buildBrand(brand, path.join(BRANDS_DIR, brand.id), packageDir)),
);
const stylesheetOf = (brand: BuiltBrand) => brand.tokens;

/**
 * The metrics of a package's regular Latin file at `weight`, read here on their own, as a test reads what it checks: a
 * variable file instanced there with HarfBuzz (its default may be another weight), a static one as it is.
 */
async function measured(pkg: string, weight = 400): Promise<FontMetrics> {
  const css = readFileSync(path.join(packageDir(pkg), 'index.css'), 'utf8');
  const file = /url\(\.\/files\/([\w.-]+-latin-(?:wght|400)-normal\.woff2)\)/.exec(css)?.[1] ?? '';
  const source = readFileSync(path.join(packageDir(pkg), 'files', file));
  if (!file.includes('-wght-')) return fromBuffer(source);
  const letters = String.fromCodePoint(...Array.from({ length: 95 }, (_, at) => 0x20 + at));
  return fromBuffer(
    await subsetFont(source, letters, { targetFormat: 'sfnt', variationAxes: { wght: weight } }),
  );
}

/** The `@font-face` rules of a family in a stylesheet (compact or not), each as its descriptors. */
function facesOf(css: string, family: string): Record<string, string>[] {
  return css
    .split('@font-face')
    .filter((part) => part.replace(/\s/g, '').startsWith(`{font-family:'${family.replace(/\s/g, '')}'`))
    .map((rule) =>
      Object.fromEntries(
        rule
          .slice(rule.indexOf('{') + 1, rule.indexOf('}'))
          .split(';')
          .filter((line) => line.includes(':'))
          .map((line) => [line.slice(0, line.indexOf(':')).trim(), line.slice(line.indexOf(':') + 1).trim()]),
      ),
    );
}

/** A family's first `@font-face` (its regular, for a fallback family). */
function faceOf(css: string, family: string): Record<string, string> {
  const [face] = facesOf(css, family);
  if (!face) throw new Error(`no face of ${family}`);
  return face;
}

/** The one face of a family's that is bold, or the one that is not. */
function faceFor(faces: Record<string, string>[], bold: boolean): Record<string, string> {
  const found = faces.filter((face) => (face['font-weight'] !== undefined) === bold);
  expect(found).toHaveLength(1);
  return found[0] as Record<string, string>;
}

const percent = (value: string | undefined) => parseFloat(value ?? 'NaN');

describe("the brand fonts' metric-matched fallbacks (issues 35 and 36: no shift when a web font arrives)", () => {
  it("gives each family a face per system font, scaled to the brand font's width and given its vertical metrics", async () => {
    for (const brand of built) {
      const css = stylesheetOf(brand);
      for (const role of ROLES) {
        const font = brand.brand.fonts[role];
        const metrics = await measured(font.package);
        for (const system of SYSTEM_FONTS) {
          const face = faceOf(css, fallbackFamily(font.family, system.metrics.familyName));
          const sizeAdjust =
            metrics.xWidthAvg / metrics.unitsPerEm / (system.metrics.xWidthAvg / system.metrics.unitsPerEm);
          const em = metrics.unitsPerEm * sizeAdjust;
          expect(face['src']?.replace(/, /g, ',')).toBe(
            system.local.map((name) => `local('${name}')`).join(','),
          );
          // A face looked up by local() name never holds the text (nor the first frame) while it is found.
          expect(face['font-display']).toBe('swap');
          expect(percent(face['size-adjust'])).toBeCloseTo(sizeAdjust * 100, 3);
          expect(percent(face['ascent-override'])).toBeCloseTo((metrics.ascent / em) * 100, 3);
          expect(percent(face['descent-override'])).toBeCloseTo((-metrics.descent / em) * 100, 3);
          // The brand fonts have no line gap; a system font with one (Arial) has it taken away.
          if (system.metrics.lineGap > 0) expect(percent(face['line-gap-override'])).toBe(0);
        }
      }
    }
  });

  it("gives bold text faces of its own: the system font's bold, scaled to the brand font's bold", async () => {
    for (const brand of built) {
      const css = stylesheetOf(brand);
      for (const role of ROLES) {
        const font = brand.brand.fonts[role];
        const regular = await measured(font.package);
        const bold = await measured(font.package, 700);
        // What the faces are for: the brand's bold is wider than its regular, so a bold line drawn at the regular's
        // widths took a line more when the brand font came (a layout shift on every page with a bold heading).
        expect(bold.xWidthAvg).toBeGreaterThan(regular.xWidthAvg);
        for (const system of SYSTEM_FONTS) {
          const faces = facesOf(css, fallbackFamily(font.family, system.metrics.familyName));
          expect(faces).toHaveLength(2);
          const [regularFace, boldFace] = [faces[0], faceFor(faces, true)];
          expect(regularFace?.['font-weight']).toBeUndefined();
          expect(boldFace['font-weight']).toBe('600 1000');
          expect(boldFace['src']?.replace(/, /g, ',')).toBe(
            system.bold.local.map((name) => `local('${name}')`).join(','),
          );
          expect(boldFace['font-display']).toBe('swap');
          const sizeAdjust =
            bold.xWidthAvg /
            bold.unitsPerEm /
            (system.bold.metrics.xWidthAvg / system.bold.metrics.unitsPerEm);
          expect(percent(boldFace['size-adjust'])).toBeCloseTo(sizeAdjust * 100, 3);
          expect(percent(boldFace['ascent-override'])).toBeCloseTo(
            (bold.ascent / (bold.unitsPerEm * sizeAdjust)) * 100,
            3,
          );
        }
      }
    }
  });

  it('puts the fallbacks first after the brand family in each stack, before the generic fonts', () => {
    for (const brand of built) {
      const css = stylesheetOf(brand);
      for (const role of ROLES) {
        const family = brand.brand.fonts[role].family;
        const stack = [
          family,
          ...SYSTEM_FONTS.map((system) => fallbackFamily(family, system.metrics.familyName)),
        ];
        expect(css).toContain(`${FONT_ROLES[role]}: ${stack.map((name) => `'${name}'`).join(', ')}, `);
      }
      // The faces come before the tokens that name them.
      expect(css.indexOf('Fallback: Arial')).toBeLessThan(css.indexOf(':root'));
    }
  });

  it('computes the numbers from each font: a different font, different numbers; twice as wide, twice the size', () => {
    const [first, second] = built.map((brand) =>
      faceOf(stylesheetOf(brand), fallbackFamily(brand.brand.fonts.body.family, 'Arial')),
    );
    expect(first?.['size-adjust']).not.toEqual(second?.['size-adjust']);
    const arial = SYSTEM_FONTS[0]?.metrics;
    if (!arial) throw new Error('no Arial');
    const wide = {
      ...arial,
      ascent: 2000,
      xWidthAvg: arial.xWidthAvg * 2,
      subsets: { ...arial.subsets, latin: { xWidthAvg: arial.xWidthAvg * 2 } },
    };
    const face = faceOf(
      fontFallback('Wide', { ...wide, fullName: 'Wide', postscriptName: 'Wide', capHeight: 0, xHeight: 0 })
        .faces,
      'Wide Fallback: Arial',
    );
    expect(face['size-adjust']).toBe('200%');
    expect(percent(face['ascent-override'])).toBeCloseTo((2000 / arial.unitsPerEm / 2) * 100, 3);
  });

  it("measures a third operator's fonts the same way, whatever packages its brand names", async () => {
    const third: Brand = {
      ...(brands[0] as Brand),
      id: 'harbour-lantern',
      fonts: {
        body: { package: '@fontsource-variable/exo-2', family: 'Exo 2 Variable' },
        display: { package: '@fontsource-variable/manrope', family: 'Manrope Variable' },
      },
    };
    const fallbacks = await brandFallbacks(third, packageDir);
    const css = brandTokensCss(third, '.', fallbacks);
    const exo = await measured('@fontsource-variable/exo-2');
    const face = faceOf(css, 'Exo 2 Variable Fallback: Roboto');
    expect(percent(face['size-adjust'])).toBeCloseTo(
      (exo.xWidthAvg / exo.unitsPerEm / (911 / 2048)) * 100,
      3,
    );
    expect(css).toContain("--font-family-display: 'Manrope Variable', 'Manrope Variable Fallback: Arial'");
  });

  it('refuses a font package with no regular Latin file to measure, naming the field', async () => {
    const dir = testFolder('font-');
    writeFileSync(
      path.join(dir, 'index.css'),
      "@font-face { font-family: 'Thin Only'; src: url(./files/thin-only-latin-100-normal.woff2); }",
    );
    const brand = brands[0] as Brand;
    const refusal = await brandFallbacks(brand, () => dir).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(BrandConfigError);
    expect((refusal as BrandConfigError).problems).toEqual([
      expect.stringMatching(/^fonts\.body\.package \S+ names no regular Latin file/),
    ]);
  });
});
