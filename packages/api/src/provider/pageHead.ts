import type { GameLocale } from './gameTexts.ts';

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** An attribute of the page's body that its script reads (`data-<name>`), escaped. */
export const dataAttribute = (name: string, value: string) => `data-${name}="${escapeHtml(value)}"`;

/**
 * The head of a provider page (a slot's or a live table's): its language, title, one stylesheet and its script, after
 * the scripts it uses (`before`: a slot's reels' motion, reels.js).
 */
export function pageHead(
  locale: GameLocale,
  title: string,
  asset: 'slot' | 'live',
  before: readonly string[] = [],
): string {
  return `<!doctype html>
<html lang="${locale === 'br' ? 'pt-BR' : locale === 'kz' ? 'kk' : locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/assets/${asset}.css">
${before.map((script) => `<script src="/assets/${script}.js" defer></script>\n`).join('')}<script src="/assets/${asset}.js" defer></script>
</head>`;
}
