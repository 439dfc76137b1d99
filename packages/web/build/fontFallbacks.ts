import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createFontStack } from '@capsizecss/core';
import { fromBuffer } from '@capsizecss/unpack';
import subsetFont from 'subset-font';
import { BrandConfigError, FONT_ROLES, type Brand, type FontFallback, type FontRole } from './brandConfig.ts';

/**
 * Metric-matched fallbacks for a brand's web fonts (issues 35 and 36: no layout shift when a font arrives). The
 * `@fontsource` faces say `font-display: swap`: text is drawn at once in a font of the system and redrawn in the
 * brand's when its file arrives. Each brand family gets one `@font-face` per common system font, a `local()` font
 * scaled (`size-adjust`) to the brand font's average character width and given its ascent, descent and line gap, all
 * read at build from the brand's own font file (`@capsizecss/unpack`) and computed by `@capsizecss/core`'s
 * `createFontStack`: the swap changes the glyphs, not the lines they take.
 *
 * Bold text gets faces of its own, drawn in the system font's bold and scaled to the brand font's bold: a heading drawn
 * in a regular face made bold by the browser kept the regular's widths, 1-5 % narrower than the brand's 700 (8 % with
 * the regular measured at 100, see `instanceAt`), and took a line more once the brand font arrived (Lighthouse: a
 * layout shift of 0.014-0.08 on every bench page).
 */
export type FontMetrics = Awaited<ReturnType<typeof fromBuffer>>;

type SystemMetrics = Omit<FontMetrics, 'fullName' | 'postscriptName' | 'capHeight' | 'xHeight'>;

interface SystemFont {
  /** The metrics of the font's regular face, in its units. */
  readonly metrics: SystemMetrics;
  /** The names `local()` finds it by: the font and those drawn to its metrics. */
  readonly local: readonly string[];
  /** Its bold face: the average width it has of its own, and the names `local()` finds it by. */
  readonly bold: { readonly metrics: SystemMetrics; readonly local: readonly string[] };
}

/** The weights the faces are measured at, and those the bold ones draw (the site's stylesheets use 600, 700, 800). */
const REGULAR_WEIGHT = 400;
const BOLD_WEIGHT = 700;
const BOLD_WEIGHTS = '600 1000';

/** A system font's metrics with another average width: a face of the same family whose glyphs are wider. */
const widthOf = (metrics: SystemMetrics, latin: number, thai: number): SystemMetrics => ({
  ...metrics,
  xWidthAvg: latin,
  subsets: { latin: { xWidthAvg: latin }, thai: { xWidthAvg: thai } },
});

const ARIAL: SystemMetrics = {
  familyName: 'Arial',
  ascent: 1854,
  descent: -434,
  lineGap: 67,
  unitsPerEm: 2048,
  xWidthAvg: 913,
  subsets: { latin: { xWidthAvg: 913 }, thai: { xWidthAvg: 1536 } },
};
const ROBOTO: SystemMetrics = {
  familyName: 'Roboto',
  ascent: 1900,
  descent: -500,
  lineGap: 0,
  unitsPerEm: 2048,
  xWidthAvg: 911,
  subsets: { latin: { xWidthAvg: 911 }, thai: { xWidthAvg: 908 } },
};
const DEJAVU_SANS: SystemMetrics = {
  familyName: 'DejaVu Sans',
  ascent: 1901,
  descent: -483,
  lineGap: 0,
  unitsPerEm: 2048,
  xWidthAvg: 1041,
  subsets: { latin: { xWidthAvg: 1041 }, thai: { xWidthAvg: 1229 } },
};

/**
 * The system fonts a phone or a computer draws the fallback in, the first found on the device wins: Arial (Windows,
 * macOS, iOS; Liberation Sans and Arimo have its metrics on Linux and ChromeOS), Roboto (Android) and DejaVu Sans (a
 * Linux without them). Their metrics are those `@capsizecss/metrics` 4.3.0 publishes for Arial and Roboto (`arial/700`
 * and `roboto/700` for the bold), and those `@capsizecss/unpack` reads from DejaVuSans.ttf and DejaVuSans-Bold.ttf
 * 2.37.
 */
export const SYSTEM_FONTS: readonly SystemFont[] = [
  {
    metrics: ARIAL,
    local: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo'],
    bold: {
      metrics: widthOf(ARIAL, 983, 1536),
      local: [
        'Arial Bold',
        'Arial-BoldMT',
        'Liberation Sans Bold',
        'LiberationSans-Bold',
        'Arimo Bold',
        'Arimo-Bold',
      ],
    },
  },
  {
    metrics: ROBOTO,
    local: ['Roboto', 'Roboto Regular', 'Roboto-Regular'],
    bold: { metrics: widthOf(ROBOTO, 926, 908), local: ['Roboto Bold', 'Roboto-Bold'] },
  },
  {
    metrics: DEJAVU_SANS,
    local: ['DejaVu Sans', 'DejaVuSans'],
    bold: { metrics: widthOf(DEJAVU_SANS, 1176, 1229), local: ['DejaVu Sans Bold', 'DejaVuSans-Bold'] },
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

/** The metrics of a font package's regular Latin file and of its bold, or why there are none. */
export async function fontMetrics(packageDir: string): Promise<BrandFontMetrics | string> {
  const file = MEASURED.exec(readFileSync(path.join(packageDir, 'index.css'), 'utf8'))?.[1];
  if (!file)
    return 'names no regular Latin file (…-latin-400-normal.woff2 or …-latin-wght-normal.woff2) to measure';
  const source = readFileSync(path.join(packageDir, 'files', file));
  if (file.includes('-wght-'))
    return {
      regular: await instanceAt(source, REGULAR_WEIGHT),
      bold: await instanceAt(source, BOLD_WEIGHT),
    };
  const bold = path.join(packageDir, 'files', file.replace('-400-', `-${BOLD_WEIGHT}-`));
  return {
    regular: await fromBuffer(source),
    // Without a bold file the browser makes the brand's bold from the regular, as it makes the fallback's.
    bold: existsSync(bold) ? await fromBuffer(readFileSync(bold)) : null,
  };
}

/** A brand font's regular metrics, and its bold's where it has one. */
export interface BrandFontMetrics {
  readonly regular: FontMetrics;
  readonly bold: FontMetrics | null;
}

/**
 * A variable font's metrics at one weight: its instance there, made by HarfBuzz's instancer and measured by
 * `@capsizecss/unpack` as a static file is. A file's own default may be another weight (Geologica's and Montserrat's
 * is 100): measured there, the regular fallback was 4 % narrower than the brand's 400, and a paragraph took a line more
 * when the brand font came.
 */
async function instanceAt(source: Buffer, weight: number): Promise<FontMetrics> {
  const text = String.fromCodePoint(...SAMPLE_CODES);
  return fromBuffer(
    await subsetFont(source, text, { targetFormat: 'sfnt', variationAxes: { wght: weight } }),
  );
}

/** The characters kept in an instance: every character `@capsizecss/unpack` weighs, Latin and Thai. */
const SAMPLE_CODES = [
  ...Array.from({ length: 0x7f - 0x20 }, (_, at) => 0x20 + at),
  ...Array.from({ length: 0x0e5c - 0x0e01 }, (_, at) => 0x0e01 + at),
];

/**
 * The fallback faces of one family whose regular face has `metrics`: per system font, one for its regular, and one for
 * its bold where the brand font has one (`bold`).
 */
export function fontFallback(
  family: string,
  metrics: FontMetrics,
  bold: FontMetrics | null = null,
): FontFallback {
  const faces = SYSTEM_FONTS.map((system) => {
    const name = fallbackFamily(family, system.metrics.familyName);
    const css = [fallbackFace(name, family, metrics, system.metrics, system.local)];
    if (bold)
      css.push(fallbackFace(name, family, bold, system.bold.metrics, system.bold.local, BOLD_WEIGHTS));
    return { name, css: css.join('\n') };
  });
  return { families: faces.map((face) => face.name), faces: faces.map((face) => face.css).join('\n') };
}

/** One `@font-face` named `name`: the system font found by `local` names, scaled to the brand font's metrics. */
function fallbackFace(
  name: string,
  family: string,
  metrics: FontMetrics,
  system: SystemMetrics,
  local: readonly string[],
  weights?: string,
): string {
  const [face] = createFontStack([{ ...metrics, familyName: family }, system], {
    fontFaceFormat: 'styleObject',
  }).fontFaces;
  const rule = face?.['@font-face'];
  if (!rule) throw new Error(`createFontStack gave no face for ${family} over ${system.familyName}`);
  const declarations = [
    `font-family: '${name}'`,
    `src: ${local.map((localName) => `local('${localName}')`).join(', ')}`,
    // Without it the face is `auto`, a block period: while the browser looks the local() names up, text in the
    // family waits, and Chromium held a page's first frame for about a second after its DOM was ready (issue 36).
    'font-display: swap',
    ...(weights ? [`font-weight: ${weights}`] : []),
    // createFontStack leaves out an override equal to what the system font has on its own.
    ...OVERRIDES.flatMap(([key, property]) => (rule[key] ? [`${property}: ${String(rule[key])}`] : [])),
  ];
  return `@font-face {\n${declarations.map((line) => `  ${line};`).join('\n')}\n}`;
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
      return [role, fontFallback(font.family, metrics.regular, metrics.bold)] as const;
    }),
  );
  return Object.fromEntries(measured) as Record<FontRole, FontFallback>;
}
