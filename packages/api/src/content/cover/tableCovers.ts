import { darken, hashOf, lighten, mix } from '../../provider/art/colour.ts';
import { INK, RED, card, chip, chipStack, sparkle, wheel } from './coverParts.ts';
import type { Scene } from './originalCovers.ts';

const GOLD = '#ffd54a';
const WHITE = '#ffffff';

/** The dealer's table: a felt in the table's colour with its rail, seen from the players' side. */
const felt = (colour: string) =>
  `<path d="M-10 300V150Q200 40 410 150V300Z" fill="${darken(colour, 0.2)}" stroke="#5b3a1a" stroke-width="14"/>` +
  `<path d="M40 300V176Q200 92 360 176V300" fill="none" stroke="${GOLD}" stroke-width="3" opacity="0.55"/>`;

/** A live roulette: the wheel in the felt, the ball in its track (where `turn` puts it), chips on the layout. */
const roulette =
  (turn: number): Scene =>
  (from, to) => {
    const pockets = Array.from({ length: 24 }, (_, k) =>
      k === 0 ? '#1e9e57' : k % 2 === 0 ? RED : '#1d1b24',
    );
    return (
      felt(mix(from, '#1d6b3a', 0.6)) +
      `<circle cx="200" cy="150" r="104" fill="#6d3f1d" stroke="${INK}" stroke-width="3"/>` +
      wheel(200, 150, 84, pockets, turn) +
      `<circle cx="200" cy="150" r="34" fill="#8a5a2b" stroke="${INK}" stroke-width="3"/>` +
      `<circle cx="${(200 + Math.cos(turn / 20) * 72).toFixed(1)}" cy="${(150 + Math.sin(turn / 20) * 72).toFixed(1)}" r="8" fill="${WHITE}" stroke="${INK}" stroke-width="2"/>` +
      chip(60, 250, 26, lighten(to, 0.1)) +
      chip(344, 246, 26, GOLD)
    );
  };

/** A money wheel: a big upright wheel of the table's colours with lights around it and the pointer on top. */
const moneyWheel =
  (segments: number, turn: number): Scene =>
  (from, to) => {
    const colours = [GOLD, lighten(from, 0.2), WHITE, lighten(to, 0.25), darken(from, 0.1), '#4fc3f7'];
    const ring = Array.from({ length: segments }, (_, k) => colours[k % colours.length] as string);
    const lights = Array.from({ length: 16 }, (_, k) => {
      const a = (k * Math.PI) / 8;
      return `<circle cx="${(200 + Math.cos(a) * 128).toFixed(1)}" cy="${(156 + Math.sin(a) * 128).toFixed(1)}" r="5" fill="${k % 2 === 0 ? GOLD : WHITE}"/>`;
    }).join('');
    return (
      `<circle cx="200" cy="156" r="136" fill="${darken(to, 0.45)}" stroke="${INK}" stroke-width="3"/>${lights}` +
      wheel(200, 156, 108, ring, turn) +
      `<path d="M182 8H218L200 46Z" fill="${RED}" stroke="${INK}" stroke-width="3"/>` +
      sparkle(40, 250, 14, GOLD) +
      sparkle(360, 60, 12, GOLD)
    );
  };

/** A card table: the felt, the dealt cards and the chips of a bet; `hands` sets how many hands lie on it. */
const cardTable =
  (hands: 'blackjack' | 'baccarat' | 'andarBahar'): Scene =>
  (from, to) => {
    const base = felt(mix(from, '#0f5a3a', 0.5));
    if (hands === 'blackjack')
      return (
        base +
        card(80, 76, -8, { back: darken(to, 0.2) }, 64) +
        card(120, 76, 6, 'club', 64) +
        card(190, 196, -10, 'spade', 72) +
        card(232, 192, 8, 'heart', 72) +
        chipStack(320, 226, 4, RED) +
        chipStack(330, 262, 2, GOLD)
      );
    if (hands === 'baccarat')
      return (
        base +
        card(112, 190, -8, 'diamond', 70) +
        card(150, 186, 6, 'club', 70) +
        card(252, 186, -6, 'heart', 70) +
        card(290, 190, 8, 'spade', 70) +
        `<path d="M200 120V280" stroke="${GOLD}" stroke-width="3" opacity="0.6"/>` +
        chipStack(200, 92, 3, '#2f80ed')
      );
    return (
      base +
      card(200, 96, 0, 'heart', 70) +
      [0, 1, 2].map((k) => card(88 + k * 30, 214, -6 + k * 6, k % 2 ? 'club' : 'diamond', 60)).join('') +
      [0, 1, 2].map((k) => card(252 + k * 30, 214, -6 + k * 6, k % 2 ? 'spade' : 'heart', 60)).join('') +
      chip(200, 186, 22, GOLD)
    );
  };

/** Each table's scene by its game: the roulettes, the money wheels (each its own number of segments), the card tables. */
export const TABLE_SCENES: Readonly<Record<string, Scene>> = {
  'classic-roulette': roulette(8),
  'auto-roulette': roulette(62),
  'carnival-wheel': moneyWheel(16, 0),
  'city-wheel': moneyWheel(12, 15),
  'grand-wheel': moneyWheel(24, 7),
  'candy-wheel': moneyWheel(20, 9),
  'starlight-wheel': moneyWheel(18, 10),
  'blackjack-classic': cardTable('blackjack'),
  'speed-baccarat': cardTable('baccarat'),
  'andar-bahar': cardTable('andarBahar'),
};

/** A table the list does not name: a wheel with as many segments as its name picks, so it is never blank. */
export const tableSceneOf = (slug: string): Scene =>
  TABLE_SCENES[slug] ?? moneyWheel(12 + (hashOf(slug) % 4) * 2, 0);
