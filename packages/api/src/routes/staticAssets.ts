import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../deps.ts';
import { notFound } from '../http/errors.ts';

const escapeXml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );

/** A game's cover: its palette as a gradient, its title and provider; small enough to draw a whole lobby at once. */
export function gameCover(title: string, provider: string, palette: readonly [string, string]): string {
  const words = title.split(/\s+/);
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + ' ' + word).length <= 14) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const shown = lines.slice(0, 3);
  const top = 150 - (shown.length - 1) * 18;
  const text = shown
    .map((line, index) => `<tspan x="150" y="${top + index * 36}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300" width="300" height="300">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette[0]}"/><stop offset="1" stop-color="${palette[1]}"/></linearGradient></defs>
<rect width="300" height="300" rx="24" fill="url(#g)"/>
<circle cx="250" cy="50" r="80" fill="#ffffff" opacity="0.08"/><circle cx="40" cy="270" r="60" fill="#000000" opacity="0.12"/>
<text font-family="Verdana, sans-serif" font-size="30" font-weight="700" fill="#ffffff" text-anchor="middle">${text}</text>
<text x="150" y="270" font-family="Verdana, sans-serif" font-size="16" fill="#ffffff" opacity="0.8" text-anchor="middle">${escapeXml(provider)}</text>
</svg>`;
}

export function staticRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.get('/static/games/:file', (c) => {
    const match = /^([a-z0-9-]{1,64})\.svg$/.exec(c.req.param('file'));
    const game = match
      ? deps.db.get<{ title: string; provider: string; palette: string }>(
          'SELECT title, provider, palette FROM games WHERE slug = ?',
          match[1] ?? '',
        )
      : undefined;
    if (!game) throw notFound();
    c.header('Content-Type', 'image/svg+xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=86400');
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    return c.body(gameCover(game.title, game.provider, JSON.parse(game.palette) as [string, string]));
  });
}
