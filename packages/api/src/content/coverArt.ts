import { safeColour } from '../provider/art/colour.ts';
import { slotCoverSvg } from '../provider/art/slotScene.ts';
import { ground } from './cover/coverParts.ts';
import { ORIGINAL_SCENES } from './cover/originalCovers.ts';
import { tableSceneOf } from './cover/tableCovers.ts';

/**
 * The art of a game's cover: a picture of the game and no words (issue 38), so one image serves every language and the
 * tile writes the game's name under it in the player's. Drawn at the tile's 4:3, so nothing is cropped. Everything is
 * drawn here from our own shapes (cover/): no image we did not make.
 */
export const COVER_WIDTH = 400;
export const COVER_HEIGHT = 300;

/** A game's cover: an original's own scene, a slot's symbols in its frame, a table's felt or wheel, over its palette. */
export function coverArt(slug: string, category: string, palette: readonly [string, string]): string {
  if (category === 'slots') return slotCoverSvg(slug, palette);
  const from = safeColour(palette[0]);
  const to = safeColour(palette[1]);
  const scene = ORIGINAL_SCENES[slug] ?? (category === 'live-casino' ? tableSceneOf(slug) : () => '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}" width="${COVER_WIDTH}" height="${COVER_HEIGHT}">
${ground(from, to, COVER_WIDTH, COVER_HEIGHT)}
${scene(from, to)}
<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#shade)"/>
</svg>`;
}
