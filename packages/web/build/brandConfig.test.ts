// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRANDS_DIR, brandFromEnv, DEFAULT_BRAND, loadBrand } from './brandPlugin.ts';
import {
  BrandConfigError,
  brandTokensCss,
  checkBrand,
  CONTRAST_PAIRS,
  contrastRatio,
  PALETTE,
  type BrandSources,
} from './brandConfig.ts';
import { DEMO_OPERATOR } from '../../core/src/domain/operator.ts';

const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32"/></svg>';

/** A complete, valid brand file of a third, invented operator. */
const VALID = {
  name: 'Harbour Lantern',
  operator: {
    legalEntity: 'Harbour Lantern Test Ltd',
    licence: 'TEST-0001',
    authority: 'Test Gaming Board',
    supportEmail: 'help@harbour-lantern.example',
  },
  logo: 'logo.svg',
  hero: 'hero.svg',
  palette: {
    bg: '#101010',
    surface: '#181818',
    surfaceRaised: '#222222',
    border: '#555555',
    text: '#f5f5f5',
    textMuted: '#bdbdbd',
    accent: '#7fc8ff',
    accentStrong: '#a8dcff',
    onAccent: '#001a2c',
    focus: '#ffd27f',
    danger: '#ff8f8f',
    success: '#7fe3a8',
    info: '#9fd0ff',
  },
  fonts: {
    body: { package: '@fontsource-variable/lantern-sans', family: 'Lantern Sans Variable' },
    display: { package: '@fontsource/lantern-display', family: 'Lantern Display' },
  },
  radii: { s: 2, m: 6, l: 10 },
};

const SOURCES: BrandSources = {
  file: (name) => ({ 'logo.svg': LOGO, 'hero.svg': LOGO })[name] ?? null,
  fontFamilies: (pkg) =>
    ({
      '@fontsource-variable/lantern-sans': ['Lantern Sans Variable'],
      '@fontsource/lantern-display': ['Lantern Display'],
    })[pkg] ?? null,
};

/** The problems a brand file is refused with. */
function refusal(raw: unknown, sources: BrandSources = SOURCES): readonly string[] {
  try {
    checkBrand('harbour-lantern', raw, sources);
  } catch (error) {
    if (error instanceof BrandConfigError) return error.problems;
    throw error;
  }
  throw new Error('accepted');
}

const without = (key: string) => Object.fromEntries(Object.entries(VALID).filter(([name]) => name !== key));

describe("an operator's brand file (issue 36)", () => {
  it('gives the operator, the palette, the fonts, the radii and the art of a valid file', () => {
    const brand = checkBrand('harbour-lantern', VALID, SOURCES);
    expect(brand.operator).toEqual({
      brand: 'Harbour Lantern',
      legalEntity: 'Harbour Lantern Test Ltd',
      licence: 'TEST-0001',
      authority: 'Test Gaming Board',
      supportEmail: 'help@harbour-lantern.example',
      demonstration: false,
    });
    expect(brand.palette.accent).toBe('#7fc8ff');
    expect(brand.fonts.display.family).toBe('Lantern Display');
  });

  it('is refused with every missing value named, field by field', () => {
    expect(refusal({})).toEqual([
      'operator is missing: an object naming who runs the site',
      'name is missing',
      'operator.legalEntity is missing',
      'operator.licence is missing',
      'operator.authority is missing',
      'operator.supportEmail is missing',
      expect.stringMatching(/^palette is missing/),
      expect.stringMatching(/^fonts is missing/),
      expect.stringMatching(/^radii is missing/),
      "logo undefined must name an .svg file in the brand's folder",
      "hero undefined must name an .svg file in the brand's folder",
    ]);
    expect(refusal(without('radii'))).toEqual([expect.stringMatching(/^radii is missing/)]);
    const { accent: _accent, ...palette } = VALID.palette;
    expect(refusal({ ...VALID, palette })).toEqual(['palette.accent is missing']);
    expect(() => checkBrand('harbour-lantern', [], SOURCES)).toThrow(/brands\/harbour-lantern\/brand.json/);
  });

  it('refuses a bad value, naming the field and what it should be', () => {
    expect(
      refusal({
        ...VALID,
        name: '<b>Lantern</b>',
        operator: { ...VALID.operator, supportEmail: 'help at lantern' },
        palette: { ...VALID.palette, bg: 'black', glow: '#ffffff' },
        radii: { s: 2, m: 6.5, l: 90 },
      }),
    ).toEqual([
      expect.stringMatching(/^name "<b>Lantern<\/b>" must start with a letter or digit/),
      'operator.supportEmail "help at lantern" is not a mail address',
      'palette.bg "black" is not a colour: write it #rrggbb',
      'palette.glow is not a palette entry',
      'radii.m 6.5 must be a whole number of pixels, 0 to 32',
      'radii.l 90 must be a whole number of pixels, 0 to 32',
    ]);
    expect(refusal({ ...VALID, operator: { ...VALID.operator, demonstration: 'yes' } })).toEqual([
      'operator.demonstration must be true or false',
    ]);
  });

  it('refuses a palette whose text would not be read: each failing pair with its contrast', () => {
    expect(refusal({ ...VALID, palette: { ...VALID.palette, textMuted: '#555555' } })).toEqual([
      'palette.textMuted on palette.bg has a contrast of 2.55:1; at least 4.5:1',
      'palette.textMuted on palette.surface has a contrast of 2.38:1; at least 4.5:1',
      'palette.textMuted on palette.surfaceRaised has a contrast of 2.13:1; at least 4.5:1',
    ]);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });

  it('refuses a font that is not a registry package, not installed, or not the family its package declares', () => {
    const fonts = (body: object) => ({ ...VALID, fonts: { ...VALID.fonts, body } });
    expect(refusal(fonts({ package: 'https://fonts.example/lantern.css', family: 'Lantern' }))).toEqual([
      'fonts.body.package "https://fonts.example/lantern.css" is not a @fontsource/ or @fontsource-variable/ package',
    ]);
    expect(refusal(fonts({ package: '@fontsource/not-installed', family: 'Lantern' }))).toEqual([
      'fonts.body.package @fontsource/not-installed is not installed: add it to packages/web/package.json',
    ]);
    expect(refusal(fonts({ package: '@fontsource-variable/lantern-sans', family: 'Lantern Sans' }))).toEqual([
      'fonts.body.family "Lantern Sans" is not what @fontsource-variable/lantern-sans declares (Lantern Sans Variable)',
    ]);
  });

  it('refuses art that is missing, not an SVG, or able to run or fetch anything', () => {
    const art = (hero: string) => ({
      ...SOURCES,
      file: (name: string) => (name === 'logo.svg' ? LOGO : hero),
    });
    expect(refusal({ ...VALID, logo: '../other/logo.svg' })).toEqual([
      'logo "../other/logo.svg" must name an .svg file in the brand\'s folder',
    ]);
    expect(refusal(VALID, { ...SOURCES, file: (name) => (name === 'logo.svg' ? LOGO : null) })).toEqual([
      "hero hero.svg does not exist in the brand's folder",
    ]);
    expect(refusal(VALID, art('<html></html>'))).toEqual(['hero hero.svg is not an SVG document']);
    for (const bad of [
      '<svg><script>alert(1)</script></svg>',
      '<svg onload="alert(1)"></svg>',
      '<svg><image href="https://tracker.example/x.png"/></svg>',
    ])
      expect(refusal(VALID, art(bad))).toEqual([
        'hero hero.svg has a script, an event handler or an outside reference',
      ]);
  });

  it("becomes the design tokens: the fonts' stylesheets first, then every token on :root", () => {
    const css = brandTokensCss(checkBrand('harbour-lantern', VALID, SOURCES), '../../brands/harbour-lantern');
    expect(css.split('\n').slice(0, 2)).toEqual([
      "@import '@fontsource-variable/lantern-sans/index.css';",
      "@import '@fontsource/lantern-display/index.css';",
    ]);
    for (const property of Object.values(PALETTE))
      expect(css).toMatch(new RegExp(`${property}: #[0-9a-f]{6};`));
    expect(css).toContain('--radius-m: 6px;');
    expect(css).toContain("--font-family: 'Lantern Sans Variable', system-ui");
    expect(css).toContain("--font-family-display: 'Lantern Display', var(--font-family);");
    expect(css).toContain("--brand-logo: url('../../brands/harbour-lantern/logo.svg');");
    expect(css).toContain("--brand-hero: url('../../brands/harbour-lantern/hero.svg');");
  });
});

describe('the sample brands in the repository', () => {
  const ids = readdirSync(BRANDS_DIR);

  it('are two at least, each complete and valid, each with its own look', () => {
    expect(ids.length).toBeGreaterThanOrEqual(2);
    const brands = ids.map((id) => loadBrand(id));
    const looks = brands.map((brand) => JSON.stringify([brand.palette, brand.fonts, brand.radii]));
    expect(new Set(looks).size).toBe(brands.length);
    const logos = ids.map((id) => readFileSync(path.join(BRANDS_DIR, id, 'logo.svg'), 'utf8'));
    expect(new Set(logos).size).toBe(ids.length);
    for (const brand of brands)
      for (const [fore, back, minimum] of CONTRAST_PAIRS)
        expect(contrastRatio(brand.palette[fore], brand.palette[back])).toBeGreaterThanOrEqual(minimum);
  });

  it('default to the local demonstration operator when no VITE_BRAND is set', () => {
    expect(brandFromEnv({}).id).toBe(DEFAULT_BRAND);
    expect(brandFromEnv({}).operator).toEqual(DEMO_OPERATOR);
    expect(brandFromEnv({ VITE_BRAND: 'kestrel-bay' }).operator.brand).toBe('Kestrel Bay');
  });

  it('are the one source of the operator: an unknown brand or a VITE_OPERATOR_* variable stops the build', () => {
    expect(() => brandFromEnv({ VITE_BRAND: 'nowhere' })).toThrow(
      /VITE_BRAND "nowhere" names no brand; there are: /,
    );
    expect(() => brandFromEnv({ VITE_OPERATOR_BRAND: 'Kestrel Bay' })).toThrow(
      /VITE_OPERATOR_BRAND: the operator is named by its brand file now/,
    );
  });
});
