import { darken, lighten, n } from '../../provider/art/colour.ts';
import { starPoints } from '../../provider/art/motifs.ts';

/** Pieces the covers of the originals and the live tables are drawn from: cards, chips, dice, wheels, sparkles. */

export const INK = '#16131f';
export const CARD = '#fbf8f1';
export const RED = '#d8343f';

export type Suit = 'heart' | 'diamond' | 'club' | 'spade';

/** A suit's sign around (x, y), `size` wide, with no letter: the card's corner is a sign, not a rank. */
export function suit(kind: Suit, x: number, y: number, size: number): string {
  const s = size / 20;
  const at = `transform="translate(${n(x - size / 2)} ${n(y - size / 2)}) scale(${n(s)})"`;
  const fill = kind === 'heart' || kind === 'diamond' ? RED : INK;
  switch (kind) {
    case 'heart':
      return `<path ${at} d="M10 18L2 9A4.5 4.5 0 0 1 10 4A4.5 4.5 0 0 1 18 9Z" fill="${fill}"/>`;
    case 'diamond':
      return `<path ${at} d="M10 1L17 10L10 19L3 10Z" fill="${fill}"/>`;
    case 'club':
      return `<g ${at} fill="${fill}"><circle cx="10" cy="6" r="4.2"/><circle cx="5.5" cy="11.5" r="4.2"/><circle cx="14.5" cy="11.5" r="4.2"/><path d="M10 10L13 19H7Z"/></g>`;
    case 'spade':
      return `<path ${at} d="M10 1L18 11A4.5 4.5 0 0 1 11 14L13 19H7L9 14A4.5 4.5 0 0 1 2 11Z" fill="${fill}"/>`;
  }
}

/** A playing card face up (a big suit and two corner suits), or face down in `back`'s colour. */
export function card(x: number, y: number, turn: number, face: Suit | { back: string }, w = 84): string {
  const h = w * 1.4;
  const body =
    typeof face === 'string'
      ? suit(face, w / 2, h / 2, w * 0.5) +
        suit(face, w * 0.17, h * 0.13, w * 0.18) +
        suit(face, w * 0.83, h * 0.87, w * 0.18)
      : `<rect x="${n(w * 0.1)}" y="${n(w * 0.1)}" width="${n(w * 0.8)}" height="${n(h - w * 0.2)}" rx="6" fill="${face.back}"/>` +
        `<path d="M${n(w * 0.1)} ${n(w * 0.1)}L${n(w * 0.9)} ${n(h - w * 0.1)}M${n(w * 0.9)} ${n(w * 0.1)}L${n(w * 0.1)} ${n(h - w * 0.1)}" stroke="#ffffff" stroke-width="3" opacity="0.35"/>`;
  return (
    `<g transform="translate(${x} ${y}) rotate(${turn})">` +
    `<g transform="translate(${n(-w / 2)} ${n(-h / 2)})"><rect width="${w}" height="${n(h)}" rx="9" fill="${CARD}" stroke="${INK}" stroke-width="3"/>${body}</g></g>`
  );
}

/** A casino chip seen from above: its colour, a white-notched rim and an inner ring. */
export function chip(x: number, y: number, r: number, colour: string): string {
  const notches = Array.from({ length: 6 }, (_, k) => {
    const a = (k * Math.PI) / 3;
    return `<path d="M${n(x + Math.cos(a) * r * 0.72)} ${n(y + Math.sin(a) * r * 0.72)}L${n(x + Math.cos(a) * r * 0.98)} ${n(y + Math.sin(a) * r * 0.98)}" stroke="#ffffff" stroke-width="${n(r * 0.28)}"/>`;
  }).join('');
  return (
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}" stroke="${INK}" stroke-width="3"/>${notches}` +
    `<circle cx="${x}" cy="${y}" r="${n(r * 0.55)}" fill="${lighten(colour, 0.2)}" stroke="#ffffff" stroke-width="2" stroke-dasharray="4 3"/>`
  );
}

/** A stack of chips seen from the side. */
export function chipStack(x: number, y: number, count: number, colour: string): string {
  return Array.from({ length: count }, (_, k) => {
    const top = y - k * 9;
    return (
      `<ellipse cx="${x}" cy="${top + 4}" rx="30" ry="11" fill="${darken(colour, 0.3)}" stroke="${INK}" stroke-width="2.5"/>` +
      `<ellipse cx="${x}" cy="${top}" rx="30" ry="11" fill="${colour}" stroke="${INK}" stroke-width="2.5"/>` +
      `<ellipse cx="${x}" cy="${top}" rx="18" ry="6" fill="none" stroke="#ffffff" stroke-width="2" stroke-dasharray="5 4"/>`
    );
  }).join('');
}

/** A die: a rounded square with its pips for `face` (1 to 6), turned by `turn` degrees. */
export function die(
  x: number,
  y: number,
  size: number,
  face: number,
  turn: number,
  colour = CARD,
  pip = INK,
): string {
  const q = size / 4;
  const spots: Record<number, [number, number][]> = {
    1: [[2, 2]],
    2: [
      [1, 1],
      [3, 3],
    ],
    3: [
      [1, 1],
      [2, 2],
      [3, 3],
    ],
    4: [
      [1, 1],
      [3, 1],
      [1, 3],
      [3, 3],
    ],
    5: [
      [1, 1],
      [3, 1],
      [2, 2],
      [1, 3],
      [3, 3],
    ],
    6: [
      [1, 1],
      [3, 1],
      [1, 2],
      [3, 2],
      [1, 3],
      [3, 3],
    ],
  };
  return (
    `<g transform="translate(${x} ${y}) rotate(${turn}) translate(${-size / 2} ${-size / 2})">` +
    `<rect width="${size}" height="${size}" rx="${n(size * 0.18)}" fill="${colour}" stroke="${INK}" stroke-width="3"/>` +
    (spots[face] ?? [])
      .map(
        ([col, row]) => `<circle cx="${n(col * q)}" cy="${n(row * q)}" r="${n(size * 0.09)}" fill="${pip}"/>`,
      )
      .join('') +
    '</g>'
  );
}

/** A wheel of `colours.length` segments around (cx, cy), with a hub and pegs; `turn` rotates it. */
export function wheel(cx: number, cy: number, r: number, colours: readonly string[], turn = 0): string {
  const count = colours.length;
  const point = (k: number, radius: number) => {
    const a = ((turn + (k * 360) / count - 90) * Math.PI) / 180;
    return `${n(cx + Math.cos(a) * radius)} ${n(cy + Math.sin(a) * radius)}`;
  };
  const segments = colours
    .map(
      (colour, k) =>
        `<path d="M${cx} ${cy}L${point(k, r)}A${r} ${r} 0 0 1 ${point(k + 1, r)}Z" fill="${colour}"/>`,
    )
    .join('');
  const pegs = colours
    .map(
      (_, k) =>
        `<circle cx="${point(k, r + 6).split(' ')[0]}" cy="${point(k, r + 6).split(' ')[1]}" r="3.5" fill="#ffe9a8"/>`,
    )
    .join('');
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r + 12}" fill="${INK}"/>${segments}` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${INK}" stroke-width="3"/>${pegs}` +
    `<circle cx="${cx}" cy="${cy}" r="${n(r * 0.2)}" fill="#ffd54a" stroke="${INK}" stroke-width="3"/>`
  );
}

/** A four-point sparkle. */
export const sparkle = (x: number, y: number, size: number, colour = '#ffffff', opacity = 0.9) =>
  `<polygon points="${starPoints(x, y, size, size * 0.28, 4)}" fill="${colour}" opacity="${opacity}"/>`;

/** The cover's ground: the game's palette as a gradient, a soft light and shadow, and scattered sparkles. */
export function ground(from: string, to: string, width: number, height: number): string {
  return (
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
    `<radialGradient id="light" cx="0.5" cy="0.45" r="0.6"><stop offset="0" stop-color="#ffffff" stop-opacity="0.3"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="shade" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.4"/></radialGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/><rect width="${width}" height="${height}" fill="url(#light)"/>` +
    sparkle(40, 44, 10, '#ffffff', 0.5) +
    sparkle(362, 250, 8, '#ffffff', 0.4) +
    sparkle(352, 52, 6, '#ffffff', 0.6)
  );
}
