import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { create as openFont, type Font } from 'fontkitten';
import subsetFont from 'subset-font';
import { LOCALES, type Locale } from '../../core/src/domain/locale.ts';
import { codePointRanges } from '../src/brandFonts.ts';
import { BrandConfigError, type BrandFont, type FontRole } from './brandConfig.ts';

/**
 * A brand's web fonts cut to what the site draws (issue 36: the fonts' bytes on the first paint). A `@fontsource`
 * package ships its font whole: every weight of its axis (200 to 900) in every script file it is split into (Latin,
 * Latin Extended, Cyrillic, Cyrillic Extended, Greek, Vietnamese), each face with the `unicode-range` the browser
 * fetches it by. The build keeps, of each file, the characters of our four locales' scripts (English and Portuguese
 * in Latin, Russian and Kazakh in Cyrillic, with their punctuation, currency signs and every character of the
 * translations) and the weights the site's stylesheets set, with HarfBuzz's subsetter (`subset-font`), and gives
 * each face the `unicode-range` of exactly the characters its file now holds, ranges that no longer overlap: a page
 * fetches only the files of the scripts its text shows (an English page no Cyrillic file), and a Russian page's rouble
 * sign no longer brings the whole Latin Extended file. Characters outside them (a player's name in Vietnamese) are
 * drawn in the metric-matched fallback (build/fontFallbacks.ts). A letter of a locale is not: a font must draw every
 * letter each locale's pages write, or a Kazakh word is drawn half in the brand's font and half in the fallback's.
 */

type Range = readonly [number, number];

const LATIN_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const RUSSIAN_LETTERS = 'ЁАБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯабвгдежзийклмнопрстуфхцчшщъыьэюяё';
/** The letters of Kazakh's alphabet that Russian's has not. */
const KAZAKH_OWN_LETTERS = 'ІіҒғҚқҢңҮүҰұҺһӘәӨө';

/**
 * Each locale's alphabet: a brand font draws all of it (and every other letter of the locale's translations), whether
 * or not today's translations happen to use each letter.
 */
export const LOCALE_ALPHABETS: Readonly<Record<Locale, string>> = {
  ru: RUSSIAN_LETTERS,
  en: LATIN_LETTERS,
  kz: RUSSIAN_LETTERS + KAZAKH_OWN_LETTERS,
  br: `${LATIN_LETTERS}ÀÁÂÃÇÉÊÍÓÔÕÚàáâãçéêíóôõú`,
};

const codesOf = (text: string) => [...text].map((char) => char.codePointAt(0) ?? 0);
/** Unicode's category L: a letter of some script, not a digit, sign or punctuation. */
const isLetter = (code: number) => /\p{L}/u.test(String.fromCodePoint(code));

/** The scripts of our four locales, with the signs the pages write (Intl's spaces, dashes, quotes, currencies). */
export const LOCALE_SCRIPTS: readonly Range[] = [
  [0x20, 0x7e], // Basic Latin
  [0xa0, 0xff], // Latin-1: Portuguese's accented letters, «», ×, NBSP
  [0x152, 0x153], // Œ œ
  [0x301, 0x301], // the combining acute of a Russian stress mark
  [0x400, 0x45f], // Cyrillic: Russian and the letters Kazakh shares
  ...codesOf(KAZAKH_OWN_LETTERS).map((code) => [code, code] as const), // Kazakh's own letters
  [0x2000, 0x206f], // general punctuation: dashes, quotes, ellipsis, the spaces Intl puts in numbers
  [0x2070, 0x209f], // superscripts and subscripts
  [0x20a0, 0x20c0], // currency signs: ₽ ₸ € ₹ …
  [0x2116, 0x2116], // №
  [0x2122, 0x2122], // ™
  [0x2190, 0x2193], // arrows
  [0x2212, 0x2212], // minus
];

/**
 * Cut files kept between builds, named by what made them (the source file, the characters, the options and the
 * subsetter's version): HarfBuzz takes seconds a brand, and the files change only when one of those does.
 */
export const CACHE_DIR = path.resolve(import.meta.dirname, '..', 'node_modules', '.cache', 'brand-fonts');
const SUBSETTER = JSON.parse(
  readFileSync(
    path.resolve(import.meta.dirname, '..', 'node_modules', 'subset-font', 'package.json'),
    'utf8',
  ),
) as { version: string };

async function cut(
  source: Uint8Array,
  codes: readonly number[],
  options: Parameters<typeof subsetFont>[2],
): Promise<Uint8Array> {
  const key = createHash('sha256')
    .update(source)
    .update(JSON.stringify([codes, options, SUBSETTER.version]))
    .digest('base64url')
    .slice(0, 32);
  const file = path.join(CACHE_DIR, `${key}.woff2`);
  if (existsSync(file)) return readFileSync(file);
  const out = await subsetFont(source, String.fromCodePoint(...codes), options);
  mkdirSync(CACHE_DIR, { recursive: true });
  // Written whole or not at all: a build stopped half-way leaves no half file to be read next time.
  const partial = `${file}.${process.pid}.part`;
  writeFileSync(partial, out);
  renameSync(partial, file);
  return out;
}

const LOCALES_DIR = path.resolve(import.meta.dirname, '..', 'src', 'i18n', 'locales');
const STYLES_DIR = path.resolve(import.meta.dirname, '..', 'src');

function filesUnder(dir: string, ext: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return filesUnder(full, ext);
    return name.endsWith(ext) ? [full] : [];
  });
}

/** Every character the site writes: its locales' scripts and whatever the translations hold besides. */
export function siteCharacters(localesDir = LOCALES_DIR): Set<number> {
  const characters = new Set<number>();
  for (const [first, last] of LOCALE_SCRIPTS) for (let c = first; c <= last; c += 1) characters.add(c);
  for (const file of filesUnder(localesDir, '.json'))
    for (const char of readFileSync(file, 'utf8')) {
      const code = char.codePointAt(0) ?? 0;
      if (code >= 0x20) characters.add(code);
    }
  return characters;
}

/**
 * The letters each locale's pages write: its alphabet and every letter of its translations (`<locale>/*.json`: their
 * keys' letters too, Latin, which every locale's pages write anyway). The language picker writes each language's own
 * name on every page, so an English page writes Қ too.
 */
export function localeLetters(localesDir = LOCALES_DIR): Record<Locale, ReadonlySet<number>> {
  const translations = (locale: Locale) =>
    filesUnder(path.join(localesDir, locale), '.json')
      .map((file) => readFileSync(file, 'utf8'))
      .join('');
  const letters = (locale: Locale) =>
    new Set(codesOf(LOCALE_ALPHABETS[locale] + translations(locale)).filter(isLetter));
  return { ru: letters('ru'), en: letters('en'), kz: letters('kz'), br: letters('br') };
}

/** The weights the site's stylesheets draw text in: 400 (normal), 700 (bold, headings) and each `font-weight` set. */
export function siteWeights(stylesDir = STYLES_DIR): { min: number; max: number } {
  const weights = [400, 700];
  for (const file of filesUnder(stylesDir, '.css'))
    for (const match of readFileSync(file, 'utf8').matchAll(/font-weight:\s*([^;}\n]+)/g)) {
      const value = (match[1] ?? '').trim();
      const weight = value === 'normal' ? 400 : value === 'bold' ? 700 : Number(value);
      if (!Number.isInteger(weight) || weight < 1 || weight > 1000)
        throw new Error(
          `${path.relative(stylesDir, file)}: font-weight "${value}" is not a number the font build can keep (100–900, normal or bold)`,
        );
      weights.push(weight);
    }
  return { min: Math.min(...weights), max: Math.max(...weights) };
}

/** One `@font-face` of a `@fontsource` stylesheet: its woff2 file and the characters it is fetched for. */
export interface SourceFace {
  readonly file: string;
  readonly format: string;
  readonly weight: string;
  readonly style: string;
  readonly range: readonly Range[];
}

/** The faces of a `@fontsource` package's `index.css`, each with its woff2 file. */
export function sourceFaces(css: string): SourceFace[] {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].flatMap((match) => {
    const body = match[1] ?? '';
    const value = (name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(body)?.[1]?.trim() ?? '';
    const src = /url\(\.\/files\/([\w.-]+\.woff2)\)\s*format\('([\w-]+)'\)/.exec(body);
    if (!src?.[1]) return [];
    const range = value('unicode-range');
    return [
      {
        file: src[1],
        format: src[2] ?? 'woff2',
        weight: value('font-weight') || '400',
        style: value('font-style') || 'normal',
        range: range ? codePointRanges(range) : [[0, 0x10ffff]],
      },
    ];
  });
}

/** `unicode-range` of a set of code points, as runs. */
export function unicodeRange(codes: Iterable<number>): string {
  const sorted = [...new Set(codes)].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === (sorted[j] ?? 0) + 1) j += 1;
    const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');
    const first = sorted[i] ?? 0;
    const last = sorted[j] ?? 0;
    runs.push(first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`);
    i = j + 1;
  }
  return runs.join(',');
}

/** A face cut to what the site draws: its file and the `@font-face` that names it. */
export interface SubsetFace {
  readonly file: string;
  readonly source: Uint8Array;
  /** The face, its `src` naming `url(${file})`: the caller replaces it with the file's built address. */
  readonly css: string;
  /** The characters it holds (for tests and the figures). */
  readonly characters: readonly number[];
}

export interface SiteText {
  readonly characters: ReadonlySet<number>;
  /** The letters a brand font must draw, each locale's (`localeLetters`). */
  readonly letters: Readonly<Record<Locale, ReadonlySet<number>>>;
  readonly weights: { readonly min: number; readonly max: number };
}

/** The characters, letters and weights of the site as its files are now (read once a build). */
export const siteText = (): SiteText => ({
  characters: siteCharacters(),
  letters: localeLetters(),
  weights: siteWeights(),
});

const problems = (brandId: string, role: FontRole, font: BrandFont, texts: readonly string[]) =>
  new BrandConfigError(
    `brands/${brandId}/brand.json`,
    texts.map((text) => `fonts.${role}.package ${font.package} ${text}`),
  );
const problem = (brandId: string, role: FontRole, font: BrandFont, text: string) =>
  problems(brandId, role, font, [text]);

/** At most a dozen letters a message lists: a font with no Cyrillic at all lacks some eighty. */
const LISTED_LETTERS = 12;

/** `Ғ ғ Қ қ`: the letters in code point order, the first dozen and how many more. */
function letterList(codes: readonly number[]): string {
  const listed = [...codes].sort((a, b) => a - b).slice(0, LISTED_LETTERS);
  const more = codes.length - listed.length;
  return [
    ...listed.map((code) => String.fromCodePoint(code)),
    ...(more > 0 ? [`and ${more} more`] : []),
  ].join(' ');
}

/**
 * What a font lacks of each locale's letters, one text a locale: `drawn` is what its faces draw. Its signs, digits and
 * punctuation may be missing: the fallback draws them, most between words, where another shape breaks no word.
 */
function lettersWithoutGlyph(letters: SiteText['letters'], drawn: ReadonlySet<number>): string[] {
  return LOCALES.flatMap((locale) => {
    const missing = [...letters[locale]].filter((code) => !drawn.has(code));
    return missing.length > 0 ? [`has no glyph for ${locale}'s ${letterList(missing)}`] : [];
  });
}

/**
 * The faces of one brand font, cut to `site` (the characters and weights the site draws). The faces' code points are
 * shared out so that no two overlap: each goes to the first face, Latin before Latin Extended before the others (the
 * order in which the browser picks a face among overlapping ones, the last declared first), whose font has a glyph
 * for it. A face left with no character of the site is dropped; a font whose weights do not reach the site's, or
 * with no glyph for a letter a locale writes (`site.letters`), is refused with the field named.
 */
export async function subsetFamily(
  brandId: string,
  role: FontRole,
  font: BrandFont,
  packageDir: string,
  site: SiteText,
): Promise<SubsetFace[]> {
  let css: string;
  try {
    css = readFileSync(path.join(packageDir, 'index.css'), 'utf8');
  } catch {
    throw problem(brandId, role, font, 'is not installed (no index.css)');
  }
  const faces = sourceFaces(css).filter((face) => face.style === 'normal');
  if (faces.length === 0)
    throw problem(brandId, role, font, 'names no woff2 file of normal style in its index.css');
  const taken = new Set<number>();
  const out: SubsetFace[] = [];
  // The last declared face wins an overlap in the browser: share the code points out in that order.
  for (const face of [...faces].reverse()) {
    let source: Buffer;
    try {
      source = readFileSync(path.join(packageDir, 'files', face.file));
    } catch {
      throw problem(brandId, role, font, `names files/${face.file}, which is not in the package`);
    }
    let parsed: Font;
    try {
      parsed = openFont(source) as Font;
    } catch (error) {
      throw problem(brandId, role, font, `files/${face.file} is not a font: ${(error as Error).message}`);
    }
    const glyphs = new Set(parsed.characterSet);
    const inRange = (code: number) => face.range.some(([first, last]) => code >= first && code <= last);
    const kept = [...site.characters]
      .filter((code) => !taken.has(code) && inRange(code) && glyphs.has(code))
      .sort((a, b) => a - b);
    if (kept.length === 0) continue;
    for (const code of kept) taken.add(code);
    const axis = parsed.variationAxes['wght'];
    const { min, max } = site.weights;
    let weight = face.weight;
    let woff2 = await cut(source, kept, { targetFormat: 'woff2' });
    if (axis) {
      if (axis.min > min || axis.max < max)
        throw problem(
          brandId,
          role,
          font,
          `draws weights ${axis.min}–${axis.max}; the site's stylesheets use ${min}–${max}`,
        );
      if (axis.min < min || axis.max > max) {
        const limited = await cut(source, kept, {
          targetFormat: 'woff2',
          variationAxes: { wght: { min, max } },
        });
        // Limiting the axis re-encodes its variations, which for some fonts takes more bytes than it saves.
        if (limited.length < woff2.length) {
          woff2 = limited;
          weight = `${min} ${max}`;
        }
      }
    }
    out.push({
      file: face.file,
      source: new Uint8Array(woff2),
      characters: kept,
      css: [
        '@font-face {',
        `  font-family: '${font.family}';`,
        `  font-style: ${face.style};`,
        '  font-display: swap;',
        `  font-weight: ${weight};`,
        `  src: url(${face.file}) format('${face.format}');`,
        `  unicode-range: ${unicodeRange(kept)};`,
        '}',
      ].join('\n'),
    });
  }
  const lacking = lettersWithoutGlyph(site.letters, taken);
  if (lacking.length > 0) throw problems(brandId, role, font, lacking);
  // Declared in the package's order.
  return out.reverse();
}
