/**
 * The art of a game's cover: a picture of the game and no words (issue 38), so one image serves every language and the
 * tile writes the game's name under it in the player's. Drawn at the tile's 4:3, so nothing is cropped.
 */
export const COVER_WIDTH = 400;
export const COVER_HEIGHT = 300;

const WHITE = '#ffffff';

/** What each in-house game shows: its own object, in white over its palette. */
const ORIGINALS: Readonly<Record<string, (accent: string) => string>> = {
  crash: () =>
    `<path d="M70 240 Q230 236 318 84" stroke="${WHITE}" stroke-width="14" fill="none" stroke-linecap="round"/>` +
    `<circle cx="318" cy="84" r="20" fill="${WHITE}"/>`,
  cases: (accent) =>
    `<rect x="130" y="128" width="140" height="104" rx="12" fill="${WHITE}"/>` +
    `<rect x="118" y="100" width="164" height="40" rx="10" fill="${WHITE}"/>` +
    `<rect x="188" y="100" width="24" height="132" fill="${accent}" opacity="0.7"/>`,
  miner: () =>
    `<polygon points="200,64 276,128 200,238 124,128" fill="${WHITE}"/>` +
    `<polygon points="124,128 276,128 200,238" fill="#000000" opacity="0.14"/>`,
  coinflip: (accent) =>
    `<circle cx="200" cy="150" r="84" fill="${WHITE}"/>` +
    `<circle cx="200" cy="150" r="60" fill="none" stroke="${accent}" stroke-width="10" opacity="0.7"/>`,
  keno: (accent) =>
    [0, 1, 2]
      .flatMap((row) =>
        [0, 1, 2, 3].map(
          (column) =>
            `<circle cx="${110 + column * 60}" cy="${90 + row * 60}" r="22" fill="${WHITE}" ` +
            `opacity="${(row + column) % 3 === 0 ? 1 : 0.45}"/>`,
        ),
      )
      .join('') + `<circle cx="170" cy="150" r="10" fill="${accent}"/>`,
  dice: (accent) =>
    `<rect x="130" y="80" width="140" height="140" rx="24" fill="${WHITE}"/>` +
    [
      [165, 115],
      [235, 115],
      [200, 150],
      [165, 185],
      [235, 185],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="13" fill="${accent}"/>`)
      .join(''),
  hilo: (accent) =>
    `<rect x="110" y="70" width="100" height="150" rx="12" fill="${WHITE}" opacity="0.6"/>` +
    `<rect x="180" y="84" width="100" height="150" rx="12" fill="${WHITE}"/>` +
    `<polygon points="230,110 256,146 204,146" fill="${accent}"/>` +
    `<polygon points="230,208 256,172 204,172" fill="${accent}" opacity="0.6"/>`,
  roulette: (accent) =>
    `<circle cx="200" cy="150" r="96" fill="${WHITE}"/>` +
    Array.from({ length: 12 }, (_, index) => {
      const angle = (index * Math.PI) / 6;
      const x = (200 + Math.cos(angle) * 96).toFixed(1);
      const y = (150 + Math.sin(angle) * 96).toFixed(1);
      return `<line x1="200" y1="150" x2="${x}" y2="${y}" stroke="${accent}" stroke-width="4" opacity="0.6"/>`;
    }).join('') +
    `<circle cx="200" cy="150" r="30" fill="${accent}"/>`,
  wheel: (accent) =>
    Array.from({ length: 8 }, (_, index) => {
      const from = (index * Math.PI) / 4;
      const to = ((index + 1) * Math.PI) / 4;
      const point = (angle: number) =>
        `${(200 + Math.cos(angle) * 100).toFixed(1)} ${(160 + Math.sin(angle) * 100).toFixed(1)}`;
      return `<path d="M200 160 L${point(from)} A100 100 0 0 1 ${point(to)} Z" fill="${WHITE}" opacity="${index % 2 === 0 ? 1 : 0.55}"/>`;
    }).join('') +
    `<polygon points="186,44 214,44 200,72" fill="${accent}"/><circle cx="200" cy="160" r="16" fill="${accent}"/>`,
};

/** A slot's reels; a live table's felt and chips; anything else, the palette's circles alone. */
const BY_CATEGORY: Readonly<Record<string, (accent: string) => string>> = {
  slots: (accent) =>
    [0, 1, 2]
      .map(
        (reel) =>
          `<rect x="${95 + reel * 75}" y="80" width="60" height="140" rx="10" fill="${WHITE}" opacity="0.9"/>` +
          `<circle cx="${125 + reel * 75}" cy="150" r="18" fill="${accent}"/>`,
      )
      .join(''),
  'live-casino': (accent) =>
    `<ellipse cx="200" cy="160" rx="140" ry="74" fill="${WHITE}" opacity="0.9"/>` +
    `<ellipse cx="200" cy="160" rx="110" ry="52" fill="none" stroke="${accent}" stroke-width="6" opacity="0.6"/>` +
    `<circle cx="170" cy="160" r="16" fill="${accent}"/><circle cx="230" cy="160" r="16" fill="${accent}" opacity="0.7"/>`,
};

/** A game's cover: its palette as a gradient behind its picture, with no text in it. */
export function coverArt(slug: string, category: string, palette: readonly [string, string]): string {
  const [from, to] = palette;
  const picture = ORIGINALS[slug] ?? BY_CATEGORY[category] ?? (() => '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}" width="${COVER_WIDTH}" height="${COVER_HEIGHT}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#g)"/>
<circle cx="350" cy="40" r="90" fill="${WHITE}" opacity="0.08"/><circle cx="40" cy="280" r="70" fill="#000000" opacity="0.12"/>
${picture(to)}
</svg>`;
}
