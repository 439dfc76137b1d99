const escapeXml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );

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
 * A slot's cover: its palette behind three reels of its own strip's symbols and its title; every game gets one, so a
 * card is never an empty box.
 */
export function slotThumbnail(title: string, palette: readonly [string, string], strip: string): string {
  const cells: string[] = [];
  for (let reel = 0; reel < 3; reel += 1) {
    for (let row = 0; row < 3; row += 1) {
      const symbol = strip.charAt((reel * 7 + row) % strip.length);
      const x = 45 + reel * 75;
      const y = 40 + row * 62;
      cells.push(
        `<rect x="${x}" y="${y}" width="60" height="52" rx="10" fill="#ffffff" opacity="0.9"/>` +
          `<circle cx="${x + 30}" cy="${y + 26}" r="18" fill="${SYMBOL_COLOURS[symbol] ?? '#999999'}"/>` +
          `<text x="${x + 30}" y="${y + 33}" font-family="Verdana, sans-serif" font-size="20" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeXml(symbol)}</text>`,
      );
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300" width="300" height="300">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${escapeXml(palette[0])}"/><stop offset="1" stop-color="${escapeXml(palette[1])}"/></linearGradient></defs>
<rect width="300" height="300" rx="24" fill="url(#g)"/>
${cells.join('\n')}
<rect x="0" y="236" width="300" height="64" fill="#000000" opacity="0.35"/>
<text x="150" y="276" font-family="Verdana, sans-serif" font-size="22" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeXml(title.length > 22 ? `${title.slice(0, 21)}…` : title)}</text>
</svg>`;
}
