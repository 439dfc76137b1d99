import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createFontStack } from '@capsizecss/core';
import { fromBuffer } from '@capsizecss/unpack';
import { BrandConfigError, FONT_ROLES, type Brand, type FontFallback, type FontRole } from './brandConfig.ts';

/**
 * Metric-matched fallbacks for a brand's web fonts (issues 35 and 36: no layout shift when a font arrives). The
 * `@fontsource` faces say `font-display: swap`: text is drawn at once in a font of the system and redrawn in the
 * brand's when its file arrives. Each brand family gets one `@font-face` per common system font, a `local()` font
 * scaled (`size-adjust`) to the brand font's average character width and given its ascent, descent and line gap, all
 * read at build from the brand's own font file (`@capsizecss/unpack`) and computed by `@capsizecss/core`'s
 * `createFontStack`: the swap changes the glyphs, not the lines they take.
 */
export type FontMetrics = Awaited<ReturnType<typeof fromBuffer>>;

interface SystemFont {
  /** The metrics of the font's regular face, in its units. */
  readonly metrics: Omit<FontMetrics, 'fullName' | 'postscriptName' | 'capHeight' | 'xHeight'>;
  /** The names `local()` finds it by: the font and those drawn to its metrics. */
  readonly local: readonly string[];
}

/**
 * The system fonts a phone or a computer draws the fallback in, the first found on the device wins: Arial (Windows,
 * macOS, iOS; Liberation Sans and Arimo have its metrics on Linux and ChromeOS), Roboto (Android) and DejaVu Sans (a
 * Linux without them). Their metrics are those `@capsizecss/metrics` 4.3.0 publishes for Arial and Roboto, and those
 * `@capsizecss/unpack` reads from DejaVuSans.ttf 2.37.
 */
export const SYSTEM_FONTS: readonly SystemFont[] = [
  {
    metrics: {
      familyName: 'Arial',
      ascent: 1854,
      descent: -434,
      lineGap: 67,
      unitsPerEm: 2048,
      xWidthAvg: 913,
      subsets: { latin: { xWidthAvg: 913 }, thai: { xWidthAvg: 1536 } },
    },
    local: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo'],
  },
  {
    metrics: {
      familyName: 'Roboto',
      ascent: 1900,
      descent: -500,
      lineGap: 0,
      unitsPerEm: 2048,
      xWidthAvg: 911,
      subsets: { latin: { xWidthAvg: 911 }, thai: { xWidthAvg: 908 } },
    },
    local: ['Roboto', 'Roboto Regular', 'Roboto-Regular'],
  },
  {
    metrics: {
      familyName: 'DejaVu Sans',
      ascent: 1901,
      descent: -483,
      lineGap: 0,
      unitsPerEm: 2048,
      xWidthAvg: 1041,
      subsets: { latin: { xWidthAvg: 1041 }, thai: { xWidthAvg: 1229 } },
    },
    local: ['DejaVu Sans', 'DejaVuSans'],
  },
];

/** The regular Latin file a `@fontsource` stylesheet names: the one the font's metrics are read from. */
const MEASURED = /url\(\.\/files\/([\w.-]+-latin-(?:wght|400)-normal\.woff2)\)/;

const OVERRIDES = [
  ['sizeAdjust', 'size-adjust'],
  ['ascentOverride', 'ascent-override'],
  ['descentOverride', 'descent-override'],
  ['lineGapOverride', 'line-gap-override'],
] as const;

/** The name of a fallback face: the brand's family and the system font it is drawn in. */
export const fallbackFamily = (family: string, system: string) => `${family} Fallback: ${system}`;

/** The metrics of a font package's regular Latin file, or why there are none. */
export async function fontMetrics(packageDir: string): Promise<FontMetrics | string> {
  const file = MEASURED.exec(readFileSync(path.join(packageDir, 'index.css'), 'utf8'))?.[1];
  if (!file)
    return 'names no regular Latin file (…-latin-400-normal.woff2 or …-latin-wght-normal.woff2) to measure';
  return fromBuffer(readFileSync(path.join(packageDir, 'files', file)));
}

/** The fallback faces of one family whose regular face has `metrics`. */
export function fontFallback(family: string, metrics: FontMetrics): FontFallback {
  const faces = SYSTEM_FONTS.map((system) => {
    const [face] = createFontStack([{ ...metrics, familyName: family }, system.metrics], {
      fontFaceFormat: 'styleObject',
    }).fontFaces;
    const rule = face?.['@font-face'];
    if (!rule)
      throw new Error(`createFontStack gave no face for ${family} over ${system.metrics.familyName}`);
    const name = fallbackFamily(family, system.metrics.familyName);
    const declarations = [
      `font-family: '${name}'`,
      `src: ${system.local.map((local) => `local('${local}')`).join(', ')}`,
      // Without it the face is `auto`, a block period: while the browser looks the local() names up, text in the
      // family waits, and Chromium held a page's first frame for about a second after its DOM was ready (issue 36).
      'font-display: swap',
      // createFontStack leaves out an override equal to what the system font has on its own.
      ...OVERRIDES.flatMap(([key, property]) => (rule[key] ? [`${property}: ${String(rule[key])}`] : [])),
    ];
    return { name, css: `@font-face {\n${declarations.map((line) => `  ${line};`).join('\n')}\n}` };
  });
  return { families: faces.map((face) => face.name), faces: faces.map((face) => face.css).join('\n') };
}

/** Each font role's fallbacks, measured from the brand's font packages (`packageDir(name)` is one's folder). */
export async function brandFallbacks(
  brand: Brand,
  packageDir: (packageName: string) => string,
): Promise<Record<FontRole, FontFallback>> {
  const roles = Object.keys(FONT_ROLES) as FontRole[];
  const measured = await Promise.all(
    roles.map(async (role) => {
      const font = brand.fonts[role];
      const metrics = await fontMetrics(packageDir(font.package));
      if (typeof metrics === 'string')
        throw new BrandConfigError(`brands/${brand.id}/brand.json`, [
          `fonts.${role}.package ${font.package} ${metrics}`,
        ]);
      return [role, fontFallback(font.family, metrics)] as const;
    }),
  );
  return Object.fromEntries(measured) as Record<FontRole, FontFallback>;
}
