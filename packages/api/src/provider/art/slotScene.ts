import { darken, lighten, mix, n, safeColour } from './colour.ts';
import { starPoints } from './motifs.ts';
import { slotThemeOf, type Backdrop, type FrameStyle } from './slotThemes.ts';
import { symbolBody } from './slotSymbols.ts';

/** The slot page's canvas: five reels of three rows (slot.js draws in this box). */
export const REELS_WIDTH = 500;
export const REELS_HEIGHT = 300;

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>`;

/** A pattern over a whole box, in white at low opacity, so it reads on any palette. */
function pattern(kind: Backdrop, width: number, height: number): string {
  const shapes: string[] = [];
  const grid = (step: number, draw: (x: number, y: number, k: number) => string) => {
    let k = 0;
    for (let y = 0; y <= height + step; y += step)
      for (let x = 0; x <= width + step; x += step) shapes.push(draw(x, y, (k += 1)));
  };
  const cx = width / 2;
  const cy = height / 2;
  switch (kind) {
    case 'rays':
      for (let k = 0; k < 24; k += 2) {
        const a = (k * Math.PI) / 12;
        const b = ((k + 1) * Math.PI) / 12;
        const r = width;
        shapes.push(
          `<path d="M${cx} ${cy}L${n(cx + Math.cos(a) * r)} ${n(cy + Math.sin(a) * r)}L${n(cx + Math.cos(b) * r)} ${n(cy + Math.sin(b) * r)}Z"/>`,
        );
      }
      break;
    case 'dots':
      grid(40, (x, y, k) => `<circle cx="${x + ((y / 40) % 2) * 20}" cy="${y}" r="${k % 3 === 0 ? 9 : 5}"/>`);
      break;
    case 'waves':
      for (let y = 20; y < height + 30; y += 34)
        shapes.push(
          `<path d="M0 ${y}${Array.from({ length: Math.ceil(width / 40) + 1 }, (_, k) => `Q${k * 40 + 10} ${y - 12} ${k * 40 + 20} ${y}T${k * 40 + 40} ${y}`).join('')}" fill="none" stroke="#ffffff" stroke-width="5"/>`,
        );
      break;
    case 'hexes':
      grid(
        46,
        (x, y) =>
          `<polygon points="${starPoints(x + ((y / 46) % 2) * 23, y, 20, 20, 3, 0)}" fill="none" stroke="#ffffff" stroke-width="3"/>`,
      );
      break;
    case 'stars':
      grid(
        60,
        (x, y, k) =>
          `<polygon points="${starPoints(x + ((k * 37) % 30), y + ((k * 23) % 26), k % 4 === 0 ? 9 : 5, k % 4 === 0 ? 3.5 : 2, 4)}"/>`,
      );
      break;
    case 'bricks':
      for (let y = 0, row = 0; y < height; y += 30, row += 1)
        for (let x = row % 2 === 0 ? 0 : -30; x < width; x += 60)
          shapes.push(`<rect x="${x + 2}" y="${y + 2}" width="56" height="26" rx="3"/>`);
      break;
    case 'diamonds':
      grid(50, (x, y) => `<path d="M${x} ${y - 16}L${x + 12} ${y}L${x} ${y + 16}L${x - 12} ${y}Z"/>`);
      break;
    case 'stripes':
      for (let x = -height; x < width; x += 48)
        shapes.push(`<path d="M${x} ${height}L${x + height} 0H${x + height + 22}L${x + 22} ${height}Z"/>`);
      break;
  }
  return `<g fill="#ffffff" opacity="0.1">${shapes.join('')}</g>`;
}

/** The slot's backdrop: its palette deepened, its pattern and a vignette, at any size. */
function backdrop(slug: string, palette: readonly [string, string], width: number, height: number): string {
  const from = darken(safeColour(palette[0]), 0.35);
  const to = darken(safeColour(palette[1]), 0.55);
  return (
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
    `<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.7"><stop offset="0.55" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.45"/></radialGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>${pattern(slotThemeOf(slug).backdrop, width, height)}` +
    `<rect width="${width}" height="${height}" fill="url(#vignette)"/>`
  );
}

export const slotBackgroundSvg = (slug: string, palette: readonly [string, string]) =>
  svg(REELS_WIDTH, REELS_HEIGHT, backdrop(slug, palette, REELS_WIDTH, REELS_HEIGHT));

const METALS: Readonly<Record<FrameStyle, readonly [string, string]>> = {
  gold: ['#ffe08a', '#b7791f'],
  silver: ['#f1f5f9', '#7b8794'],
  copper: ['#f6b38a', '#9c4a1a'],
  wood: ['#c68a4e', '#5d3a1a'],
  neon: ['#ffffff', '#ff3d9a'],
  iron: ['#9aa5b1', '#323f4b'],
};

/** The reel frame over the reels: a rim in the slot's metal, the reels' dividers and its corners; the inside is clear. */
export function slotFrameSvg(slug: string, palette: readonly [string, string]): string {
  const style = slotThemeOf(slug).frame;
  const [light, deep] = METALS[style];
  const tint = mix(deep, safeColour(palette[0]), 0.25);
  const w = REELS_WIDTH;
  const h = REELS_HEIGHT;
  const dividers = [1, 2, 3, 4]
    .map(
      (k) =>
        `<rect x="${k * 100 - 2}" y="8" width="4" height="${h - 16}" fill="url(#metal)" opacity="0.85"/>`,
    )
    .join('');
  const corner = (x: number, y: number) =>
    style === 'gold' || style === 'neon'
      ? `<polygon points="${starPoints(x, y, 12, 5, 4)}" fill="${light}" stroke="${deep}" stroke-width="2"/>`
      : `<circle cx="${x}" cy="${y}" r="6" fill="${light}" stroke="${deep}" stroke-width="2"/>`;
  const glow =
    style === 'neon'
      ? `<rect x="9" y="9" width="${w - 18}" height="${h - 18}" rx="14" fill="none" stroke="${tint}" stroke-width="4" opacity="0.6"/>`
      : '';
  return svg(
    w,
    h,
    `<defs><linearGradient id="metal" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="0.5" stop-color="${tint}"/><stop offset="1" stop-color="${lighten(deep, 0.2)}"/></linearGradient></defs>` +
      `<rect x="4" y="4" width="${w - 8}" height="${h - 8}" rx="18" fill="none" stroke="url(#metal)" stroke-width="8"/>` +
      glow +
      dividers +
      [corner(14, 14), corner(w - 14, 14), corner(14, h - 14), corner(w - 14, h - 14)].join(''),
  );
}

/** A placed symbol: its body scaled into a square at (x, y). */
const placed = (
  slug: string,
  palette: readonly [string, string],
  code: 'W' | 'B' | 'C' | 'S',
  x: number,
  y: number,
  size: number,
) =>
  `<g transform="translate(${x} ${y}) scale(${size / 100})">${symbolBody(slug, palette, code, `c${code}`)}</g>`;

/** A slot's cover at the tile's 4:3: its backdrop, a window of its frame, and its wild between two high symbols. */
export function slotCoverSvg(slug: string, palette: readonly [string, string]): string {
  const [light, deep] = METALS[slotThemeOf(slug).frame];
  return svg(
    400,
    300,
    backdrop(slug, palette, 400, 300) +
      `<rect x="34" y="56" width="332" height="188" rx="22" fill="#000000" opacity="0.35" stroke="${light}" stroke-width="6"/>` +
      `<rect x="40" y="62" width="320" height="176" rx="18" fill="none" stroke="${deep}" stroke-width="2"/>` +
      placed(slug, palette, 'B', 50, 96, 100) +
      placed(slug, palette, 'C', 250, 96, 100) +
      placed(slug, palette, 'S', 300, 20, 64) +
      placed(slug, palette, 'W', 130, 60, 140),
  );
}
