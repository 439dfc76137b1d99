/** The colour of each symbol, shared with the game page so a cover shows the reels the game shows. */
export const SYMBOL_COLOURS: Readonly<Record<string, string>> = {
  W: '#ffd54a',
  S: '#ff4fa3',
  B: '#e53935',
  C: '#8e24aa',
  D: '#1e88e5',
  A: '#43a047',
  K: '#fb8c00',
  Q: '#00acc1',
  J: '#6d4c41',
  T: '#546e7a',
};

/**
 * A slot's cover: its palette behind three reels of its own strip's symbols, as coloured counters with no letters or
 * title (issue 38: the tile names the game in the player's language); every game gets one, so a card is never an empty
 * box. Drawn at the tile's 4:3, so nothing is cropped.
 */
export function slotThumbnail(palette: readonly [string, string], strip: string): string {
  const cells: string[] = [];
  for (let reel = 0; reel < 3; reel += 1) {
    for (let row = 0; row < 3; row += 1) {
      const symbol = strip.charAt((reel * 7 + row) % strip.length);
      const x = 80 + reel * 85;
      const y = 45 + row * 72;
      cells.push(
        `<rect x="${x}" y="${y}" width="70" height="62" rx="10" fill="#ffffff" opacity="0.9"/>` +
          `<circle cx="${x + 35}" cy="${y + 31}" r="21" fill="${SYMBOL_COLOURS[symbol] ?? '#999999'}"/>`,
      );
    }
  }
  const colour = (value: string) => (/^#[0-9a-f]{3,8}$/i.test(value) ? value : '#444444');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour(palette[0])}"/><stop offset="1" stop-color="${colour(palette[1])}"/></linearGradient></defs>
<rect width="400" height="300" fill="url(#g)"/>
${cells.join('\n')}
</svg>`;
}
