import { GAME_TEXTS, INTL_LOCALE, type GameLocale } from './gameTexts.ts';
import { dataAttribute, escapeHtml, pageHead } from './pageHead.ts';

/**
 * The game's page: plain HTML, one stylesheet, its script and the reels' (reels.js), a canvas and the slot's art
 * (art/). Everything the script needs (token, texts, the site's origin to post to) is in data attributes, so the page
 * needs no inline script.
 */
export function gamePage(input: {
  title: string;
  token: string;
  locale: GameLocale;
  parentOrigin: string;
}): string {
  const texts = GAME_TEXTS[input.locale];
  const data = dataAttribute;
  return `${pageHead(input.locale, input.title, 'slot', ['reels'])}
<body ${data('token', input.token)} ${data('parent', input.parentOrigin)} ${data('intl', INTL_LOCALE[input.locale])} ${data('lang', input.locale)} ${data('texts', JSON.stringify(texts))}>
<main class="slot">
  <header class="bar"><h1>${escapeHtml(input.title)}</h1><p class="demo" hidden>${escapeHtml(texts['demo'] ?? '')}</p>
    <button type="button" class="close">${escapeHtml(texts['close'] ?? '')}</button></header>
  <canvas class="reels" width="500" height="300" role="img" aria-label="${escapeHtml(input.title)}"></canvas>
  <p class="status" role="status" aria-live="polite">${escapeHtml(texts['loading'] ?? '')}</p>
  <section class="controls">
    <p class="meter"><span>${escapeHtml(texts['balance'] ?? '')}</span> <output class="balance">—</output></p>
    <p class="meter"><span>${escapeHtml(texts['win'] ?? '')}</span> <output class="win">—</output></p>
    <div class="stake"><button type="button" class="lower" aria-label="${escapeHtml(texts['lower'] ?? '')}">−</button>
      <p class="meter"><span>${escapeHtml(texts['stake'] ?? '')}</span> <output class="stake-value">—</output></p>
      <button type="button" class="higher" aria-label="${escapeHtml(texts['higher'] ?? '')}">+</button></div>
    <button type="button" class="free" hidden></button>
    <button type="button" class="spin" disabled>${escapeHtml(texts['spin'] ?? '')}</button>
    <button type="button" class="paid" hidden>${escapeHtml(texts['paidInstead'] ?? '')}</button>
    <button type="button" class="deposit" hidden>${escapeHtml(texts['deposit'] ?? '')}</button>
  </section>
  <p class="proof"></p>
  <p><a class="verify" hidden target="_blank" rel="noopener">${escapeHtml(texts['verify'] ?? '')}</a></p>
</main>
</body>
</html>`;
}
