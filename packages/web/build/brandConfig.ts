import { OperatorConfigError, operatorFromEnv, type Operator } from '../../core/src/domain/operator.ts';

/**
 * An operator's brand (issue 36): one file, `brands/<id>/brand.json`, with its logo and hero art beside it. It names
 * the operator (the name players see and who stands behind it), the palette, the two font families (packages of the
 * registry, `@fontsource/*` or `@fontsource-variable/*`), the radii and the art; the build turns it into the design
 * tokens every style reads (`brandTokensCss`). Every value is checked, and every problem named, before anything is built.
 */
export interface Brand {
  readonly id: string;
  readonly operator: Operator;
  readonly palette: Readonly<Record<PaletteKey, string>>;
  readonly fonts: Readonly<Record<FontRole, BrandFont>>;
  readonly radii: Readonly<Record<RadiusKey, number>>;
  /** File names in the brand's folder. */
  readonly logo: string;
  readonly hero: string;
}

export interface BrandFont {
  /** The package the font's CSS and woff2 files come from, e.g. `@fontsource-variable/manrope`. */
  readonly package: string;
  /** The family its CSS declares, e.g. `Manrope Variable`. */
  readonly family: string;
}

/** A family's metric-matched fallback faces (build/fontFallbacks.ts): the stack names them after the family. */
export interface FontFallback {
  /** The fallback faces' families, in the order the font stack names them. */
  readonly families: readonly string[];
  /** Their `@font-face` rules. */
  readonly faces: string;
}

/** Each palette entry and the custom property it sets. */
export const PALETTE = {
  bg: '--color-bg',
  surface: '--color-surface',
  surfaceRaised: '--color-surface-raised',
  border: '--color-border',
  text: '--color-text',
  textMuted: '--color-text-muted',
  accent: '--color-accent',
  accentStrong: '--color-accent-strong',
  onAccent: '--color-on-accent',
  focus: '--color-focus',
  danger: '--color-danger',
  success: '--color-success',
  info: '--color-info',
} as const;
export type PaletteKey = keyof typeof PALETTE;

export const FONT_ROLES = { body: '--font-family', display: '--font-family-display' } as const;
export type FontRole = keyof typeof FONT_ROLES;

export const RADII = { s: '--radius-s', m: '--radius-m', l: '--radius-l' } as const;
export type RadiusKey = keyof typeof RADII;
const MAX_RADIUS = 32;

/**
 * The pairs the site draws text on (WCAG 2.1 AA: 4.5 for text, 3 for the focus ring and borders of controls): a brand
 * whose palette fails one is refused at build, before axe would find it on a page.
 */
export const CONTRAST_PAIRS: readonly (readonly [PaletteKey, PaletteKey, number])[] = [
  ...(['bg', 'surface', 'surfaceRaised'] as const).flatMap((ground) => [
    ['text', ground, 4.5] as const,
    ['textMuted', ground, 4.5] as const,
    ['accent', ground, 4.5] as const,
    ['danger', ground, 4.5] as const,
    ['success', ground, 4.5] as const,
    ['info', ground, 4.5] as const,
    ['focus', ground, 3] as const,
  ]),
  ['onAccent', 'accent', 4.5],
  ['onAccent', 'accentStrong', 4.5],
  ['bg', 'accent', 4.5],
];

/** A brand file that cannot be built: every problem, one a line, each naming the field. */
export class BrandConfigError extends Error {
  constructor(
    readonly file: string,
    readonly problems: readonly string[],
  ) {
    super(`The brand ${file} is refused:\n${problems.map((p) => `- ${p}`).join('\n')}`);
    this.name = 'BrandConfigError';
  }
}

/** What the check needs from the disk: the brand's own files and the installed font packages' declared families. */
export interface BrandSources {
  /** A file of the brand's folder, or null when there is none. */
  readonly file: (name: string) => string | null;
  /** The families a font package's CSS declares, or null when the package is not installed. */
  readonly fontFamilies: (packageName: string) => readonly string[] | null;
}

const HEX = /^#[0-9a-f]{6}$/i;
const FONT_PACKAGE = /^@fontsource(?:-variable)?\/[a-z0-9-]+$/;
const ART_FILE = /^[a-z0-9][a-z0-9-]*\.svg$/;
const OPERATOR_FIELDS = {
  VITE_OPERATOR_BRAND: 'name',
  VITE_OPERATOR_LEGAL_ENTITY: 'operator.legalEntity',
  VITE_OPERATOR_LICENCE: 'operator.licence',
  VITE_OPERATOR_AUTHORITY: 'operator.authority',
  VITE_OPERATOR_SUPPORT_EMAIL: 'operator.supportEmail',
} as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** The relative luminance of a `#rrggbb` colour (WCAG 2.1). */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

/** The contrast ratio of two `#rrggbb` colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

function checkOperator(raw: Record<string, unknown>, problems: string[]): Operator | null {
  const operator = isRecord(raw['operator']) ? raw['operator'] : {};
  if (!isRecord(raw['operator'])) problems.push('operator is missing: an object naming who runs the site');
  const demonstration = operator['demonstration'];
  if (demonstration !== undefined && typeof demonstration !== 'boolean')
    problems.push('operator.demonstration must be true or false');
  const env = {
    VITE_OPERATOR_BRAND: str(raw['name']),
    VITE_OPERATOR_LEGAL_ENTITY: str(operator['legalEntity']),
    VITE_OPERATOR_LICENCE: str(operator['licence']),
    VITE_OPERATOR_AUTHORITY: str(operator['authority']),
    VITE_OPERATOR_SUPPORT_EMAIL: str(operator['supportEmail']),
  };
  // Every field is required here: with none, the environment's reading would fall back to the demonstration's.
  const missing = Object.entries(env).filter(([, value]) => value.trim() === '');
  for (const [variable] of missing)
    problems.push(`${OPERATOR_FIELDS[variable as keyof typeof env]} is missing`);
  if (missing.length > 0) return null;
  try {
    return { ...operatorFromEnv(env), demonstration: demonstration === true };
  } catch (error) {
    if (!(error instanceof OperatorConfigError)) throw error;
    for (const problem of error.problems) {
      const variable = Object.keys(OPERATOR_FIELDS).find((name) => problem.startsWith(name));
      if (!variable) continue;
      const field = OPERATOR_FIELDS[variable as keyof typeof OPERATOR_FIELDS];
      problems.push(`${field}${problem.slice(variable.length)}`);
    }
    return null;
  }
}

function checkPalette(raw: unknown, problems: string[]): Record<PaletteKey, string> | null {
  if (!isRecord(raw)) {
    problems.push(`palette is missing: an object of ${Object.keys(PALETTE).join(', ')}`);
    return null;
  }
  const palette: Partial<Record<PaletteKey, string>> = {};
  for (const key of Object.keys(PALETTE) as PaletteKey[]) {
    const value = raw[key];
    if (value === undefined) problems.push(`palette.${key} is missing`);
    else if (typeof value !== 'string' || !HEX.test(value))
      problems.push(`palette.${key} ${JSON.stringify(value)} is not a colour: write it #rrggbb`);
    else palette[key] = value.toLowerCase();
  }
  for (const key of Object.keys(raw))
    if (!(key in PALETTE)) problems.push(`palette.${key} is not a palette entry`);
  if (Object.keys(palette).length !== Object.keys(PALETTE).length) return null;
  const full = palette as Record<PaletteKey, string>;
  for (const [fore, back, minimum] of CONTRAST_PAIRS) {
    const ratio = contrastRatio(full[fore], full[back]);
    if (ratio < minimum)
      problems.push(
        `palette.${fore} on palette.${back} has a contrast of ${ratio.toFixed(2)}:1; at least ${minimum}:1`,
      );
  }
  return full;
}

function checkFonts(
  raw: unknown,
  sources: BrandSources,
  problems: string[],
): Record<FontRole, BrandFont> | null {
  if (!isRecord(raw)) {
    problems.push('fonts is missing: { "body": …, "display": … }, each { "package", "family" }');
    return null;
  }
  const fonts: Partial<Record<FontRole, BrandFont>> = {};
  for (const role of Object.keys(FONT_ROLES) as FontRole[]) {
    const font = raw[role];
    if (!isRecord(font)) {
      problems.push(`fonts.${role} is missing: { "package": "@fontsource-variable/…", "family": "…" }`);
      continue;
    }
    const pkg = str(font['package']);
    const family = str(font['family']);
    if (!FONT_PACKAGE.test(pkg)) {
      problems.push(
        `fonts.${role}.package ${JSON.stringify(font['package'])} is not a @fontsource/ or @fontsource-variable/ package`,
      );
      continue;
    }
    const families = sources.fontFamilies(pkg);
    if (families === null) {
      problems.push(`fonts.${role}.package ${pkg} is not installed: add it to packages/web/package.json`);
      continue;
    }
    if (!families.includes(family)) {
      problems.push(
        `fonts.${role}.family ${JSON.stringify(font['family'])} is not what ${pkg} declares (${families.join(', ')})`,
      );
      continue;
    }
    fonts[role] = { package: pkg, family };
  }
  return Object.keys(fonts).length === Object.keys(FONT_ROLES).length
    ? (fonts as Record<FontRole, BrandFont>)
    : null;
}

function checkRadii(raw: unknown, problems: string[]): Record<RadiusKey, number> | null {
  if (!isRecord(raw)) {
    problems.push('radii is missing: { "s", "m", "l" } in pixels');
    return null;
  }
  const radii: Partial<Record<RadiusKey, number>> = {};
  for (const key of Object.keys(RADII) as RadiusKey[]) {
    const value = raw[key];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > MAX_RADIUS)
      problems.push(
        `radii.${key} ${JSON.stringify(value)} must be a whole number of pixels, 0 to ${MAX_RADIUS}`,
      );
    else radii[key] = value;
  }
  return Object.keys(radii).length === Object.keys(RADII).length
    ? (radii as Record<RadiusKey, number>)
    : null;
}

/** An SVG of the brand's own: a file of its folder, an `<svg>` with no script, handler or outside reference. */
function checkArt(
  field: 'logo' | 'hero',
  raw: unknown,
  sources: BrandSources,
  problems: string[],
): string | null {
  if (typeof raw !== 'string' || !ART_FILE.test(raw)) {
    problems.push(`${field} ${JSON.stringify(raw)} must name an .svg file in the brand's folder`);
    return null;
  }
  const text = sources.file(raw);
  if (text === null) {
    problems.push(`${field} ${raw} does not exist in the brand's folder`);
    return null;
  }
  if (!/^\s*(?:<\?xml[^>]*>\s*)?<svg[\s>]/.test(text))
    problems.push(`${field} ${raw} is not an SVG document`);
  else if (/<script|\son\w+\s*=|(?:href|src)\s*=\s*["'](?!#)/i.test(text))
    problems.push(`${field} ${raw} has a script, an event handler or an outside reference`);
  else return raw;
  return null;
}

/** The brand a parsed `brand.json` describes, or every problem with it. */
export function checkBrand(id: string, raw: unknown, sources: BrandSources): Brand {
  const file = `brands/${id}/brand.json`;
  if (!isRecord(raw)) throw new BrandConfigError(file, ['the file must hold one JSON object']);
  const problems: string[] = [];
  const operator = checkOperator(raw, problems);
  const palette = checkPalette(raw['palette'], problems);
  const fonts = checkFonts(raw['fonts'], sources, problems);
  const radii = checkRadii(raw['radii'], problems);
  const logo = checkArt('logo', raw['logo'], sources, problems);
  const hero = checkArt('hero', raw['hero'], sources, problems);
  if (problems.length > 0 || !operator || !palette || !fonts || !radii || !logo || !hero)
    throw new BrandConfigError(file, problems);
  return { id, operator, palette, fonts, radii, logo, hero };
}

const FALLBACK_FONTS = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/**
 * The brand as CSS: its fonts' stylesheets (woff2 files the browser fetches for the scripts a page shows), then the
 * fonts' metric-matched fallback faces, then its tokens on `:root`, each family's stack naming its fallbacks first.
 * `art` is the brand's folder relative to the stylesheet the tokens are written into, or gives the URL of one of its
 * files.
 */
export function brandTokensCss(
  brand: Brand,
  art: string | ((file: string) => string),
  fallbacks?: Readonly<Record<FontRole, FontFallback>>,
): string {
  const url = (file: string) => (typeof art === 'string' ? `${art}/${file}` : art(file));
  const packages = [...new Set(Object.values(brand.fonts).map((font) => font.package))];
  const stack = (role: FontRole) =>
    [brand.fonts[role].family, ...(fallbacks?.[role].families ?? [])]
      .map((family) => `'${family}'`)
      .join(', ');
  const declarations = [
    ...(Object.keys(PALETTE) as PaletteKey[]).map((key) => `${PALETTE[key]}: ${brand.palette[key]};`),
    ...(Object.keys(RADII) as RadiusKey[]).map((key) => `${RADII[key]}: ${brand.radii[key]}px;`),
    `${FONT_ROLES.body}: ${stack('body')}, ${FALLBACK_FONTS};`,
    `${FONT_ROLES.display}: ${stack('display')}, var(${FONT_ROLES.body});`,
    `--brand-logo: url('${url(brand.logo)}');`,
    `--brand-hero: url('${url(brand.hero)}');`,
  ];
  return [
    ...packages.map((pkg) => `@import '${pkg}/index.css';`),
    ...new Set(fallbacks ? (Object.keys(FONT_ROLES) as FontRole[]).map((role) => fallbacks[role].faces) : []),
    `:root {\n${declarations.map((line) => `  ${line}`).join('\n')}\n}`,
  ].join('\n');
}
