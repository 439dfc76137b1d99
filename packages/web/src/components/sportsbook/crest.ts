/**
 * A team's crest, generated from its name (issue 36): the name picks the shape, the colours, the pattern and the
 * emblem, so a side always wears the same crest on every page, and no two of the line's sides wear the same one. The
 * teams are invented and have no colours of their own: their colours are the name's. Drawn here, from our own shapes
 * (no club's mark), with no letters in it: the side's name is written beside it.
 */

/** Team colours: each a colour a kit is made in, dark enough to carry white and light enough to show on black. */
const COLOURS = [
  '#c62828',
  '#1565c0',
  '#2e7d32',
  '#6a1b9a',
  '#ef6c00',
  '#00838f',
  '#ad1457',
  '#283593',
  '#5d4037',
  '#f9a825',
  '#37474f',
  '#00695c',
  '#d84315',
  '#4e342e',
];
const TRIMS = ['#ffffff', '#ffd54a', '#111111', '#b0bec5'];

const SHAPES = [
  'M16 3H84V46Q84 82 50 97Q16 82 16 46Z',
  'M50 3A47 47 0 1 1 49.9 3Z',
  'M50 3L90 20V60L50 97L10 60V20Z',
  'M10 8H90L84 64Q72 88 50 97Q28 88 16 64Z',
  'M50 3L97 50L50 97L3 50Z',
];

const PATTERNS: readonly ((trim: string) => string)[] = [
  () => '',
  (trim) => `<path d="M30 0V100M50 0V100M70 0V100" stroke="${trim}" stroke-width="8"/>`,
  (trim) => `<rect x="50" y="0" width="50" height="100" fill="${trim}"/>`,
  (trim) => `<rect x="0" y="38" width="100" height="22" fill="${trim}"/>`,
  (trim) => `<path d="M0 10L90 100H70L0 30Z" fill="${trim}"/>`,
  (trim) => `<path d="M0 30L50 60L100 30V48L50 78L0 48Z" fill="${trim}"/>`,
  (trim) =>
    `<rect x="50" y="0" width="50" height="50" fill="${trim}"/><rect x="0" y="50" width="50" height="50" fill="${trim}"/>`,
];

/** Emblems in a 40 × 40 box, drawn in the badge's centre. */
const EMBLEMS: readonly ((fill: string, line: string) => string)[] = [
  (f, l) =>
    `<path d="M2 14L20 26L38 14V24L20 36L2 24Z" fill="${f}" stroke="${l}" stroke-width="2" stroke-linejoin="round"/><path d="M2 4L20 16L38 4" fill="none" stroke="${f}" stroke-width="4"/>`,
  (f, l) =>
    `<circle cx="20" cy="20" r="15" fill="none" stroke="${f}" stroke-width="6"/><circle cx="20" cy="20" r="15" fill="none" stroke="${l}" stroke-width="1.5"/><circle cx="20" cy="20" r="5" fill="${f}" stroke="${l}" stroke-width="2"/>`,
  (f, l) =>
    `<polygon points="20,2 25,15 39,15 28,24 32,38 20,30 8,38 12,24 1,15 15,15" fill="${f}" stroke="${l}" stroke-width="2"/>`,
  (f, l) =>
    `<circle cx="20" cy="20" r="16" fill="${f}" stroke="${l}" stroke-width="2.5"/><polygon points="20,11 28,17 25,27 15,27 12,17" fill="${l}"/>`,
  (f, l) =>
    `<path d="M24 2L8 22H19L15 38L32 16H21Z" fill="${f}" stroke="${l}" stroke-width="2" stroke-linejoin="round"/>`,
  (f, l) =>
    `<path d="M4 32L2 10L12 20L20 6L28 20L38 10L36 32Z" fill="${f}" stroke="${l}" stroke-width="2" stroke-linejoin="round"/>`,
  (f, l) =>
    `<path d="M8 38V12H14V6H26V12H32V38Z" fill="${f}" stroke="${l}" stroke-width="2"/><rect x="16" y="26" width="8" height="12" fill="${l}"/>`,
  (f, l) =>
    `<path d="M2 26Q11 14 20 26T38 26V36H2Z" fill="${f}" stroke="${l}" stroke-width="2"/><circle cx="28" cy="10" r="6" fill="${f}" stroke="${l}" stroke-width="2"/>`,
  (f, l) =>
    `<path d="M20 2L36 20L20 38L4 20Z" fill="${f}" stroke="${l}" stroke-width="2"/><path d="M20 12L28 20L20 28L12 20Z" fill="${l}"/>`,
  (f, l) =>
    `<path d="M6 30Q14 6 34 8Q30 20 20 22Q30 24 34 34Q18 38 6 30Z" fill="${f}" stroke="${l}" stroke-width="2" stroke-linejoin="round"/>`,
];

/** A small stable hash (FNV-1a) of the name. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  // A final mix (MurmurHash3's), so names that differ in one letter differ in every choice.
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** Picks a place in a list of `count` with the next digits of the hash, so each choice uses its own part of it. */
function picker(seed: number) {
  let rest = seed;
  return (count: number): number => {
    const index = rest % count;
    rest = Math.floor(rest / count);
    return index;
  };
}

/**
 * The choices that make a side's crest, written as six characters: the shape, the colour (base 36), the trim, the
 * pattern, the emblem and the second trim, each an index into its list. The key says everything the picture needs, so
 * the picture can be served and cached by it (`crestSrc`), and only a key these lists can make draws one.
 */
export function crestKey(name: string): string {
  const hash = hashOf(name.normalize('NFC'));
  const pick = picker(hash);
  const shape = pick(SHAPES.length);
  const colour = pick(COLOURS.length);
  const trim = pick(TRIMS.length);
  const pattern = pick(PATTERNS.length);
  const emblem = pick(EMBLEMS.length);
  const others = TRIMS.map((_, index) => index).filter((index) => index !== trim);
  const second = others[picker(Math.imul(hash, 0x9e3779b1) >>> 0)(others.length)] ?? 0;
  return `${shape}${colour.toString(36)}${trim}${pattern}${emblem}${second}`;
}

const KEY = /^([0-4])([0-9a-d])([0-3])([0-6])([0-9])([0-3])$/;

/** The crest a key names as an SVG document (100 × 100), with no text in it; null for a key no name makes. */
export function crestSvgOf(key: string): string | null {
  const [, shapeAt, colourAt, trimAt, patternAt, emblemAt, secondAt] = KEY.exec(key) ?? [];
  if (secondAt === undefined || trimAt === secondAt) return null;
  const shape = SHAPES[Number(shapeAt)];
  const colour = COLOURS[parseInt(colourAt ?? '', 36)];
  const trim = TRIMS[Number(trimAt)];
  const pattern = PATTERNS[Number(patternAt)];
  const emblem = EMBLEMS[Number(emblemAt)];
  const second = TRIMS[Number(secondAt)];
  if (!shape || !colour || !trim || !pattern || !emblem || !second) return null;
  const line = trim === '#111111' ? '#ffffff' : '#111111';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100">` +
    `<defs><clipPath id="c"><path d="${shape}"/></clipPath></defs>` +
    `<g clip-path="url(#c)"><rect width="100" height="100" fill="${colour}"/>${pattern(trim)}</g>` +
    `<path d="${shape}" fill="none" stroke="${line}" stroke-width="5" stroke-linejoin="round"/>` +
    `<circle cx="50" cy="50" r="25" fill="${colour}" stroke="${second}" stroke-width="4"/>` +
    `<g transform="translate(30 30)">${emblem(second, line)}</g></svg>`
  );
}

/** The crest of a side as an SVG document (100 × 100), with no text in it. */
export function crestSvg(name: string): string {
  return crestSvgOf(crestKey(name)) ?? '';
}

/**
 * Where the site's server draws crests (`siteServer`). The number is the drawing's: change it with the drawing, as
 * browsers keep a crest for a year.
 */
export const CREST_PATH = '/crests/1/';

/**
 * The crest as an image address on the site, for an `<img>`: a few dozen bytes in the page instead of the picture (as
 * data URLs the crests were 190 of the 458 kB of `/betting`'s HTML, all parsed before the first paint), loaded lazily
 * and once for every page that shows the side.
 */
export const crestSrc = (name: string) => `${CREST_PATH}${crestKey(name)}.svg`;
