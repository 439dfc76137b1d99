import { darken, hashOf, lighten, mix, safeColour } from './colour.ts';
import { MOTIFS, starPoints, type Ink } from './motifs.ts';
import { slotThemeOf } from './slotThemes.ts';

/** The symbols of every slot (packages/tables, slots.ts): W wild, S scatter, B C D high, A K Q J T low. */
export const SLOT_SYMBOLS = ['W', 'S', 'B', 'C', 'D', 'A', 'K', 'Q', 'J', 'T'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

const LINE = '#15131c';
const GOLD = '#ffc93c';

/** Relative luminance (WCAG), to lift a dark palette colour until a motif in it reads on a dark plate. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const value = parseInt(hex.slice(at, at + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

export function vivid(hex: string): string {
  let colour = safeColour(hex);
  for (let step = 0; step < 8 && luminance(colour) < 0.25; step += 1) colour = lighten(colour, 0.2);
  return colour;
}

/** The five low symbols: cut stones, each slot with its own order of colours and cuts. */
const JEWELS = ['#e53950', '#2f80ed', '#27ae60', '#9b51e0', '#f2994a', '#00b8d4'];
const CUTS = [
  (c: string) =>
    `<circle cx="50" cy="50" r="30" fill="${c}" stroke="${LINE}" stroke-width="3"/>` +
    `<polygon points="${starPoints(50, 50, 30, 16, 8)}" fill="#ffffff" opacity="0.25"/><circle cx="50" cy="50" r="12" fill="${lighten(c, 0.35)}"/>`,
  (c: string) =>
    `<polygon points="34,18 66,18 82,34 82,66 66,82 34,82 18,66 18,34" fill="${c}" stroke="${LINE}" stroke-width="3"/>` +
    `<rect x="32" y="32" width="36" height="36" fill="${lighten(c, 0.3)}"/>`,
  (c: string) =>
    `<path d="M50 84L16 48A18 18 0 0 1 50 26A18 18 0 0 1 84 48Z" fill="${c}" stroke="${LINE}" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="M30 40A8 8 0 0 1 44 36" stroke="#ffffff" stroke-width="5" fill="none" stroke-linecap="round" opacity="0.7"/>`,
  (c: string) =>
    `<path d="M50 14L88 80H12Z" fill="${c}" stroke="${LINE}" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="M50 36L68 68H32Z" fill="${lighten(c, 0.35)}"/>`,
  (c: string) =>
    `<path d="M50 12C58 30 78 46 78 62A28 28 0 0 1 22 62C22 46 42 30 50 12Z" fill="${c}" stroke="${LINE}" stroke-width="3"/>` +
    `<ellipse cx="50" cy="62" rx="12" ry="14" fill="${lighten(c, 0.35)}"/>`,
  (c: string) =>
    `<polygon points="${starPoints(50, 52, 36, 16, 5)}" fill="${c}" stroke="${LINE}" stroke-width="3" stroke-linejoin="round"/>`,
];

function rotated<T>(items: readonly T[], by: number): T[] {
  return items.map((_, index) => items[(index + by) % items.length] as T);
}

/** The plate a symbol sits on: a rounded tile in the slot's own colours, with an id of its own for the gradient. */
function plate(id: string, from: string, to: string, rim: string): string {
  return (
    `<defs><radialGradient id="${id}" cx="0.4" cy="0.35" r="0.75"><stop offset="0" stop-color="${from}"/>` +
    `<stop offset="1" stop-color="${to}"/></radialGradient></defs>` +
    `<rect x="3" y="3" width="94" height="94" rx="18" fill="url(#${id})" stroke="${rim}" stroke-width="3"/>`
  );
}

/** The inside of one symbol in a 100 × 100 box (no `<svg>` around it), so a cover can place several. */
export function symbolBody(
  slug: string,
  palette: readonly [string, string],
  code: SlotSymbol,
  id = 'p',
): string {
  const theme = slotThemeOf(slug);
  const [first, second] = [safeColour(palette[0]), safeColour(palette[1])];
  const dark = darken(mix(first, second, 0.5), 0.6);
  const hash = hashOf(slug);
  if (code === 'W') {
    const ink: Ink = { main: vivid(first), accent: vivid(second), line: LINE };
    return (
      `<polygon points="${starPoints(50, 50, 49, 36, 16)}" fill="${GOLD}" stroke="${LINE}" stroke-width="3" stroke-linejoin="round"/>` +
      `<circle cx="50" cy="50" r="34" fill="${dark}" stroke="${GOLD}" stroke-width="5"/>` +
      `<g transform="translate(22 22) scale(0.56)">${MOTIFS[theme.emblem](ink)}</g>`
    );
  }
  if (code === 'S') {
    return (
      `<circle cx="50" cy="50" r="46" fill="#ff3d9a" stroke="${LINE}" stroke-width="3"/>` +
      Array.from(
        { length: 12 },
        (_, k) =>
          `<path d="M50 50L${50 + 44 * Math.cos((k * Math.PI) / 6)} ${50 + 44 * Math.sin((k * Math.PI) / 6)}" stroke="#ffe0f0" stroke-width="5" opacity="0.6"/>`,
      ).join('') +
      `<circle cx="50" cy="50" r="26" fill="${dark}" stroke="#ffffff" stroke-width="3"/>` +
      `<polygon points="${starPoints(50, 50, 24, 7, 4)}" fill="#ffffff" stroke="${LINE}" stroke-width="2" stroke-linejoin="round"/>`
    );
  }
  const highIndex = ['B', 'C', 'D'].indexOf(code);
  if (highIndex >= 0) {
    const motif = theme.high[highIndex] ?? theme.emblem;
    const mains = [vivid(first), vivid(second), vivid(mix(first, GOLD, 0.55))];
    const ink: Ink = {
      main: mains[highIndex] ?? GOLD,
      accent: mains[(highIndex + 1) % 3] ?? GOLD,
      line: LINE,
    };
    return (
      plate(`${id}-${code}`, lighten(dark, 0.25), darken(dark, 0.2), GOLD) +
      `<g transform="translate(12 12) scale(0.76)">${MOTIFS[motif](ink)}</g>`
    );
  }
  const lowIndex = ['A', 'K', 'Q', 'J', 'T'].indexOf(code);
  const cut = rotated(CUTS, hash % CUTS.length)[lowIndex] ?? CUTS[0];
  const jewel = mix(rotated(JEWELS, (hash >>> 3) % JEWELS.length)[lowIndex] ?? '#888888', first, 0.15);
  return (
    plate(`${id}-${code}`, lighten(dark, 0.12), darken(dark, 0.3), lighten(dark, 0.35)) + (cut?.(jewel) ?? '')
  );
}

/** One symbol of one slot as an SVG file, drawn on the slot's page and on its cover. No words: a picture only. */
export function symbolSvg(slug: string, palette: readonly [string, string], code: SlotSymbol): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100">${symbolBody(slug, palette, code)}</svg>`;
}
