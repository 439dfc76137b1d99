import { describe, expect, it } from 'vitest';
import { SEED_GAMES } from '../../seed/games.ts';
import { coverArt } from '../../content/coverArt.ts';
import { slotArtFile } from './slotArt.ts';
import { SLOT_THEMES } from './slotThemes.ts';
import { SLOT_SYMBOLS } from './slotSymbols.ts';
import { svgProblems } from './svgCheck.ts';

const slots = SEED_GAMES.filter((game) => game.category === 'slots');

describe('the slots’ generated art', () => {
  it('gives every slot of the lobby a theme of its own: no two share an emblem and high symbols', () => {
    const themes = slots.map((game) => SLOT_THEMES[game.slug]);
    expect(themes.every(Boolean)).toBe(true);
    const signatures = themes.map((theme) => [theme?.emblem, ...(theme?.high ?? [])].join());
    expect(new Set(signatures).size).toBe(slots.length);
  });

  it('draws ten distinct symbols per slot, each a valid SVG with no words, the same every time', () => {
    for (const game of slots) {
      const files = SLOT_SYMBOLS.map((code) => slotArtFile(game.slug, game.palette, `${code}.svg`) ?? '');
      expect(new Set(files).size).toBe(SLOT_SYMBOLS.length);
      for (const file of files) expect(svgProblems(file)).toEqual([]);
      expect(SLOT_SYMBOLS.map((code) => slotArtFile(game.slug, game.palette, `${code}.svg`))).toEqual(files);
    }
  });

  it('gives each slot its own symbols, backdrop, frame and cover: no two slots draw the same file', () => {
    for (const file of [...SLOT_SYMBOLS.map((code) => `${code}.svg`), 'background.svg', 'frame.svg']) {
      const drawn = slots.map((game) => slotArtFile(game.slug, game.palette, file) ?? '');
      for (const svg of drawn) expect(svgProblems(svg)).toEqual([]);
      // The wild carries the slot's emblem; the scatter is the same sign in every slot, on the slot's own colours.
      expect(new Set(drawn).size, file).toBe(slots.length);
    }
  });

  it('keeps the wild and the scatter recognisable: a gold burst and a pink sun in every slot', () => {
    for (const game of slots) {
      expect(slotArtFile(game.slug, game.palette, 'W.svg')).toContain('#ffc93c');
      expect(slotArtFile(game.slug, game.palette, 'S.svg')).toContain('#ff3d9a');
    }
  });

  it('answers null for a file that is not a symbol, the backdrop or the frame', () => {
    expect(slotArtFile('sky-forge', ['#000000', '#ffffff'], 'X.svg')).toBeNull();
    expect(slotArtFile('sky-forge', ['#000000', '#ffffff'], '../W.svg')).toBeNull();
  });
});

describe('the covers', () => {
  it('are valid 4:3 SVGs with no words, one distinct picture per game of the lobby', () => {
    const covers = SEED_GAMES.map((game) => coverArt(game.slug, game.category, game.palette));
    for (const cover of covers) {
      expect(svgProblems(cover)).toEqual([]);
      expect(cover).toContain('viewBox="0 0 400 300"');
    }
    expect(new Set(covers).size).toBe(SEED_GAMES.length);
  });

  it('draws a palette that is not a colour as a neutral one, never as markup', () => {
    const cover = coverArt('crash', 'originals', ['"><script>', 'red']);
    expect(svgProblems(cover)).toEqual([]);
    expect(cover).not.toContain('script');
  });
});
