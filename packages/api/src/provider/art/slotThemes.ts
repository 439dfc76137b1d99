import type { MotifName } from './motifs.ts';

/** The pattern behind a slot's reels. */
export type Backdrop = 'rays' | 'dots' | 'waves' | 'hexes' | 'stars' | 'bricks' | 'diamonds' | 'stripes';

/** The metal (or wood) of a slot's reel frame, and how its corners are finished. */
export type FrameStyle = 'gold' | 'silver' | 'copper' | 'wood' | 'neon' | 'iron';

/**
 * A slot's look: the emblem its wild carries, its three high symbols, the pattern behind its reels and its frame. The
 * palette is the game's own (the catalogue's); everything is drawn from our own motifs (motifs.ts).
 */
export interface SlotTheme {
  readonly emblem: MotifName;
  readonly high: readonly [MotifName, MotifName, MotifName];
  readonly backdrop: Backdrop;
  readonly frame: FrameStyle;
}

/** Each slot's theme, chosen from what its title promises. */
export const SLOT_THEMES: Readonly<Record<string, SlotTheme>> = {
  'sky-forge': { emblem: 'anvil', high: ['hammer', 'flame', 'gear'], backdrop: 'rays', frame: 'iron' },
  'candy-orchard': { emblem: 'candy', high: ['cherry', 'apple', 'leaf'], backdrop: 'dots', frame: 'neon' },
  'happy-hounds': { emblem: 'paw', high: ['bone', 'kennel', 'sun'], backdrop: 'stripes', frame: 'wood' },
  'honey-comet': { emblem: 'comet', high: ['bee', 'honeycomb', 'drop'], backdrop: 'hexes', frame: 'gold' },
  'river-catch': { emblem: 'fish', high: ['hook', 'boat', 'drop'], backdrop: 'waves', frame: 'wood' },
  'sandstone-scroll': {
    emblem: 'eye',
    high: ['scroll', 'pyramid', 'scarab'],
    backdrop: 'bricks',
    frame: 'gold',
  },
  'jelly-lab': { emblem: 'blob', high: ['flask', 'atom', 'drop'], backdrop: 'dots', frame: 'neon' },
  'prism-drift': {
    emblem: 'prism',
    high: ['crystal', 'rainbow', 'gem'],
    backdrop: 'diamonds',
    frame: 'silver',
  },
  'jungle-stairs': { emblem: 'mask', high: ['ziggurat', 'leaf', 'sun'], backdrop: 'stripes', frame: 'wood' },
  'dust-and-spurs': {
    emblem: 'spur',
    high: ['horseshoe', 'cactus', 'mesa'],
    backdrop: 'rays',
    frame: 'copper',
  },
  'outlaw-mesa': { emblem: 'mesa', high: ['cactus', 'key', 'horseshoe'], backdrop: 'bricks', frame: 'iron' },
  'paint-riot': { emblem: 'splat', high: ['brush', 'palette', 'rainbow'], backdrop: 'dots', frame: 'neon' },
  'ward-thirteen': { emblem: 'ghost', high: ['candle', 'key', 'moon'], backdrop: 'diamonds', frame: 'iron' },
  'iron-yard': { emblem: 'gear', high: ['nut', 'hammer', 'anvil'], backdrop: 'bricks', frame: 'iron' },
  'berry-jars': { emblem: 'jar', high: ['berry', 'cherry', 'leaf'], backdrop: 'stripes', frame: 'wood' },
  'night-express': { emblem: 'train', high: ['lantern', 'moon', 'key'], backdrop: 'stars', frame: 'copper' },
  'gold-quarry': { emblem: 'nugget', high: ['pickaxe', 'cart', 'gem'], backdrop: 'rays', frame: 'gold' },
  'fjord-raiders': {
    emblem: 'longship',
    high: ['axe', 'roundShield', 'crown'],
    backdrop: 'waves',
    frame: 'wood',
  },
  'pond-crooner': { emblem: 'lily', high: ['note', 'crown', 'leaf'], backdrop: 'waves', frame: 'silver' },
  'paper-planes': { emblem: 'plane', high: ['cloud', 'kite', 'sun'], backdrop: 'stripes', frame: 'silver' },
  'deep-shaft': { emblem: 'lantern', high: ['pickaxe', 'cart', 'crystal'], backdrop: 'hexes', frame: 'iron' },
  'reef-hunter': { emblem: 'anchor', high: ['shell', 'fish', 'gem'], backdrop: 'waves', frame: 'copper' },
  'moon-howl': { emblem: 'wolf', high: ['moon', 'paw', 'flame'], backdrop: 'stars', frame: 'silver' },
  'tomb-lanterns': {
    emblem: 'lantern',
    high: ['scarab', 'pyramid', 'eye'],
    backdrop: 'bricks',
    frame: 'gold',
  },
};

/** A slot the table does not list still gets a look: the forge's, so a new game is never blank. */
export const slotThemeOf = (slug: string): SlotTheme =>
  SLOT_THEMES[slug] ?? (SLOT_THEMES['sky-forge'] as SlotTheme);
