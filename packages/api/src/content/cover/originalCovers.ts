import { darken, lighten, n } from '../../provider/art/colour.ts';
import { starPoints } from '../../provider/art/motifs.ts';
import { INK, RED, card, chip, die, sparkle, wheel } from './coverParts.ts';

/** What an in-house game's cover shows over its palette: the game's own objects, drawn in a scene of a few parts. */
export type Scene = (from: string, to: string) => string;

const WHITE = '#ffffff';
const GOLD = '#ffd54a';

export const ORIGINAL_SCENES: Readonly<Record<string, Scene>> = {
  // Axes, the curve climbing with a glow, a rocket at its tip and the bust's burst ahead of it.
  crash: (_, to) =>
    `<path d="M60 40V250H370" fill="none" stroke="${WHITE}" stroke-width="4" opacity="0.5"/>` +
    [90, 140, 190]
      .map((y) => `<path d="M60 ${y}H370" stroke="${WHITE}" stroke-width="1.5" opacity="0.2"/>`)
      .join('') +
    `<path d="M60 250Q220 246 300 96L300 250Z" fill="${WHITE}" opacity="0.18"/>` +
    `<path d="M60 250Q220 246 300 96" fill="none" stroke="${darken(to, 0.5)}" stroke-width="18" stroke-linecap="round" opacity="0.35"/>` +
    `<path d="M60 250Q220 246 300 96" fill="none" stroke="${WHITE}" stroke-width="10" stroke-linecap="round"/>` +
    `<g transform="translate(304 88) rotate(-28)"><path d="M-14 10Q-2 30 -26 44Q-8 38 0 22Z" fill="${GOLD}"/>` +
    `<path d="M0 -34Q18 -10 14 20H-14Q-18 -10 0 -34Z" fill="${WHITE}" stroke="${INK}" stroke-width="3"/>` +
    `<circle cx="0" cy="-6" r="6" fill="${to}" stroke="${INK}" stroke-width="2"/>` +
    `<path d="M-14 8L-24 24H-12ZM14 8L24 24H12Z" fill="${RED}" stroke="${INK}" stroke-width="2"/></g>` +
    `<polygon points="${starPoints(352, 50, 26, 12, 8)}" fill="${GOLD}" opacity="0.85"/>`,
  // An open case, light pouring out, and the items it may hold rising from it.
  cases: (from, to) =>
    `<path d="M200 150L110 20H290Z" fill="${GOLD}" opacity="0.35"/>` +
    `<g transform="translate(130 50) scale(0.7)"><path d="M10 36L28 14H72L90 36L50 90Z" fill="#4fc3f7" stroke="${INK}" stroke-width="4"/></g>` +
    `<polygon points="${starPoints(250, 70, 26, 11, 5)}" fill="${GOLD}" stroke="${INK}" stroke-width="3"/>` +
    `<circle cx="205" cy="46" r="18" fill="${GOLD}" stroke="${INK}" stroke-width="3"/><circle cx="205" cy="46" r="10" fill="none" stroke="${INK}" stroke-width="2"/>` +
    `<path d="M112 150L128 108H272L288 150Z" fill="${darken(to, 0.35)}" stroke="${INK}" stroke-width="3"/>` +
    `<rect x="104" y="150" width="192" height="104" rx="14" fill="${lighten(from, 0.15)}" stroke="${INK}" stroke-width="3"/>` +
    `<rect x="104" y="170" width="192" height="14" fill="${darken(to, 0.3)}"/>` +
    `<rect x="182" y="160" width="36" height="34" rx="6" fill="${GOLD}" stroke="${INK}" stroke-width="3"/>` +
    sparkle(110, 96, 12) +
    sparkle(300, 120, 10),
  // The minefield: a grid of tiles, some turned to gems, one to a mine.
  miner: (_, to) =>
    [0, 1, 2, 3, 4]
      .flatMap((col) =>
        [0, 1, 2].map((row) => {
          const x = 60 + col * 58;
          const y = 60 + row * 62;
          const k = col + row * 5;
          const tile = `<rect x="${x}" y="${y}" width="50" height="54" rx="9" fill="${k % 4 === 1 ? darken(to, 0.45) : lighten(to, 0.35)}" stroke="${INK}" stroke-width="2.5"/>`;
          if (k === 7)
            return (
              tile +
              `<circle cx="${x + 25}" cy="${y + 29}" r="14" fill="${INK}"/><path d="M${x + 33} ${y + 15}l6 -6" stroke="${GOLD}" stroke-width="4"/>`
            );
          if (k % 4 === 1)
            return (
              tile +
              `<g transform="translate(${x + 7} ${y + 9}) scale(0.36)"><path d="M10 36L28 14H72L90 36L50 90Z" fill="#5ef2a0" stroke="${INK}" stroke-width="6"/></g>`
            );
          return tile;
        }),
      )
      .join('') + sparkle(326, 64, 12, GOLD),
  // Two coins: one face up, one turning on its edge.
  coinflip: (_, to) =>
    `<ellipse cx="240" cy="262" rx="90" ry="12" fill="#000000" opacity="0.2"/>` +
    `<circle cx="160" cy="150" r="78" fill="${GOLD}" stroke="${INK}" stroke-width="4"/><circle cx="160" cy="150" r="60" fill="none" stroke="${darken(GOLD, 0.3)}" stroke-width="6"/>` +
    `<polygon points="${starPoints(160, 150, 34, 14, 5)}" fill="${darken(GOLD, 0.25)}"/>` +
    `<ellipse cx="286" cy="140" rx="30" ry="74" fill="${lighten(to, 0.5)}" stroke="${INK}" stroke-width="4" transform="rotate(18 286 140)"/>` +
    `<ellipse cx="286" cy="140" rx="18" ry="56" fill="none" stroke="${INK}" stroke-width="3" opacity="0.4" transform="rotate(18 286 140)"/>` +
    `<path d="M330 70q20 10 18 30M336 200q18 -6 22 -26" fill="none" stroke="${WHITE}" stroke-width="4" stroke-linecap="round" opacity="0.7"/>` +
    sparkle(96, 70, 12),
  // A keno card of marked spots and the drawn balls rolling in.
  keno: (_, to) =>
    `<rect x="60" y="54" width="200" height="196" rx="16" fill="${WHITE}" stroke="${INK}" stroke-width="3"/>` +
    [0, 1, 2, 3]
      .flatMap((row) =>
        [0, 1, 2, 3].map((col) => {
          const hit = [1, 6, 11, 12, 3].includes(row * 4 + col);
          return `<circle cx="${92 + col * 45}" cy="${88 + row * 43}" r="16" fill="${hit ? to : '#e8e6ef'}" stroke="${INK}" stroke-width="2"/>`;
        }),
      )
      .join('') +
    [
      [300, 96, RED],
      [320, 160, GOLD],
      [296, 222, '#4caf50'],
    ]
      .map(
        ([x, y, c]) =>
          `<circle cx="${x}" cy="${y}" r="28" fill="${c}" stroke="${INK}" stroke-width="3"/><circle cx="${x}" cy="${y}" r="13" fill="${WHITE}"/><circle cx="${Number(x) - 9}" cy="${Number(y) - 10}" r="5" fill="${WHITE}" opacity="0.7"/>`,
      )
      .join(''),
  // Two dice mid-throw, the roll's slider under them.
  dice: (_, to) =>
    `<rect x="50" y="226" width="300" height="16" rx="8" fill="${darken(to, 0.4)}"/><rect x="50" y="226" width="190" height="16" rx="8" fill="${WHITE}" opacity="0.85"/>` +
    `<circle cx="240" cy="234" r="16" fill="${GOLD}" stroke="${INK}" stroke-width="3"/>` +
    die(150, 118, 104, 5, -14) +
    die(262, 110, 84, 3, 18, RED, WHITE) +
    `<path d="M96 60q-14 20 -6 40M318 170q16 -8 20 -30" fill="none" stroke="${WHITE}" stroke-width="4" stroke-linecap="round" opacity="0.7"/>`,
  // A fan of cards, the next one face down, and the higher and lower arrows.
  hilo: (_, to) =>
    card(140, 160, -16, 'spade', 90) +
    card(200, 146, 0, 'heart', 96) +
    card(262, 160, 16, { back: darken(to, 0.25) }, 90) +
    `<path d="M350 130L326 100L302 130Z" fill="${GOLD}" stroke="${INK}" stroke-width="3"/>` +
    `<path d="M350 170L326 200L302 170Z" fill="${WHITE}" stroke="${INK}" stroke-width="3"/>`,
  // A wheel of red and black pockets with the ball in one, and a chip on the layout.
  roulette: () => {
    const pockets = Array.from({ length: 18 }, (_, k) =>
      k === 0 ? '#1e9e57' : k % 2 === 0 ? RED : '#1d1b24',
    );
    return (
      `<ellipse cx="200" cy="266" rx="120" ry="14" fill="#000000" opacity="0.25"/>` +
      `<circle cx="200" cy="150" r="116" fill="#6d3f1d" stroke="${INK}" stroke-width="3"/>` +
      wheel(200, 150, 92, pockets, 6) +
      `<circle cx="200" cy="150" r="44" fill="#8a5a2b" stroke="${INK}" stroke-width="3"/>` +
      `<path d="M200 118V182M168 150H232" stroke="${GOLD}" stroke-width="6" stroke-linecap="round"/>` +
      `<circle cx="${n(200 + Math.cos(-1.1) * 76)}" cy="${n(150 + Math.sin(-1.1) * 76)}" r="9" fill="${WHITE}" stroke="${INK}" stroke-width="2"/>` +
      chip(338, 240, 30, '#2f80ed')
    );
  },
  // A wheel of fortune in bright segments under its pointer.
  wheel: (from, to) => {
    const colours = [
      GOLD,
      lighten(to, 0.3),
      RED,
      WHITE,
      '#4fc3f7',
      darken(from, 0.2),
      '#ab47bc',
      lighten(from, 0.4),
    ];
    return (
      `<rect x="186" y="250" width="28" height="40" fill="${darken(to, 0.4)}" stroke="${INK}" stroke-width="3"/>` +
      wheel(200, 150, 100, [...colours, ...colours], 0) +
      `<path d="M184 22H216L200 58Z" fill="${RED}" stroke="${INK}" stroke-width="3"/>` +
      sparkle(76, 72, 14, GOLD) +
      sparkle(330, 228, 12, GOLD)
    );
  },
};
