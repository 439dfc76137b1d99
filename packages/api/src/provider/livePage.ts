import { INTL_LOCALE, type GameLocale } from './gameTexts.ts';
import { dataAttribute, escapeHtml, pageHead } from './pageHead.ts';
import { LIVE_TEXTS } from './liveTexts.ts';
import type { TableGame } from './tableGame.ts';

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

/** The pockets as the felt lays them out: 0 on top, then three numbers a row; each says its colour in words. */
function numberButtons(texts: Readonly<Record<string, string>>): string {
  const colour = (pocket: number) =>
    pocket === 0 ? '' : RED.has(pocket) ? (texts['red'] ?? '') : (texts['black'] ?? '');
  const button = (pocket: number) =>
    `<button type="button" class="pocket pocket--${pocket === 0 ? 'zero' : RED.has(pocket) ? 'red' : 'black'}" data-kind="straight" data-pockets="${pocket}" aria-label="${escapeHtml(`${pocket} ${colour(pocket)}`.trim())}">${pocket}</button>`;
  return Array.from({ length: 37 }, (_, pocket) => button(pocket)).join('');
}

function outsideButtons(texts: Readonly<Record<string, string>>): string {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  const numbers = range(1, 36);
  const bets: [string, string, number[]][] = [
    ['red', texts['red'] ?? '', [...RED]],
    ['black', texts['black'] ?? '', numbers.filter((n) => !RED.has(n))],
    ['odd', texts['odd'] ?? '', numbers.filter((n) => n % 2 === 1)],
    ['even', texts['even'] ?? '', numbers.filter((n) => n % 2 === 0)],
    ['low', texts['low'] ?? '', range(1, 18)],
    ['high', texts['high'] ?? '', range(19, 36)],
    ['dozen', (texts['dozen'] ?? '').replace('{n}', '1'), range(1, 12)],
    ['dozen', (texts['dozen'] ?? '').replace('{n}', '2'), range(13, 24)],
    ['dozen', (texts['dozen'] ?? '').replace('{n}', '3'), range(25, 36)],
  ];
  return bets
    .map(
      ([kind, label, pockets]) =>
        `<button type="button" class="outside" data-kind="${kind}" data-pockets="${pockets.join(',')}">${escapeHtml(label)}</button>`,
    )
    .join('');
}

type Texts = Readonly<Record<string, string>>;
/** What the empty chips line tells a player to do, by the table's game. */
const NO_CHIPS: Readonly<Record<TableGame['kind'], string>> = {
  roulette: 'noChips',
  wheel: 'noChipsWheel',
  baccarat: 'noChipsSides',
  'andar-bahar': 'noChipsSides',
  blackjack: 'noChipsHand',
};
const fill = (template: string, values: Readonly<Record<string, string | number>>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));

/** The felt of a table: the places a chip can go, each a button that says what it is. */
function feltOf(game: TableGame, texts: Texts): string {
  if (game.kind === 'roulette')
    return `<div class="numbers">${numberButtons(texts)}</div><div class="outsides">${outsideButtons(texts)}</div>`;
  if (game.kind === 'blackjack')
    return `<div class="spots"><button type="button" class="spot spot--hand" data-kind="hand" data-pockets="">${escapeHtml(texts['dealMeIn'] ?? '')}</button></div>`;
  if (game.kind === 'wheel')
    return `<div class="spots spots--wheel">${game.spots
      .map((spot) => {
        const n = spot.pockets[0] ?? 0;
        return `<button type="button" class="spot spot--${n}" data-kind="segment" data-pockets="${n}" aria-label="${escapeHtml(fill(texts['segmentBet'] ?? '', { n }))}">${n}</button>`;
      })
      .join('')}</div>`;
  return `<div class="spots">${game.spots
    .map(
      (spot) =>
        `<button type="button" class="spot spot--${spot.kind}" data-kind="${spot.kind}" data-pockets="">${escapeHtml(texts[spot.kind] ?? spot.kind)}</button>`,
    )
    .join('')}</div>`;
}

/** The table's published rules: how a round is drawn, and what each bet returns with its exact RTP. */
function rulesOf(game: TableGame, texts: Texts, locale: GameLocale): string {
  const intl = INTL_LOCALE[locale];
  const multiplier = new Intl.NumberFormat(intl, { maximumFractionDigits: 2 });
  const percent = new Intl.NumberFormat(intl, { style: 'percent', minimumFractionDigits: 2 });
  const summary =
    game.kind === 'roulette'
      ? (texts['ruleRoulette'] ?? '')
      : game.kind === 'wheel'
        ? fill(texts['ruleWheel'] ?? '', { n: game.segments })
        : game.kind === 'baccarat'
          ? (texts['ruleBaccarat'] ?? '')
          : game.kind === 'blackjack'
            ? (texts['ruleBlackjack'] ?? '')
            : (texts['ruleAndar'] ?? '');
  const label = (spot: TableGame['spots'][number]) =>
    game.kind === 'roulette'
      ? fill(texts['rouletteSpot'] ?? '', { n: spot.pays[1] })
      : game.kind === 'wheel'
        ? fill(texts['segmentName'] ?? '', { n: spot.pockets[0] ?? 0 })
        : (texts[spot.kind] ?? spot.kind);
  const lines = game.spots.map(
    (spot) =>
      `<li>${escapeHtml(
        fill(texts['ruleLine'] ?? '', {
          b: label(spot),
          x: multiplier.format(spot.pays[0] / spot.pays[1]),
          r: percent.format(Math.floor(spot.rtp * 10_000) / 10_000),
        }),
      )}</li>`,
  );
  return `<details class="rules"><summary>${escapeHtml(texts['rules'] ?? '')}</summary><p>${escapeHtml(summary)}</p><ul>${lines.join('')}</ul></details>`;
}

/**
 * The live table's page: plain HTML, one stylesheet, one script, nothing inline (the provider's policy forbids it).
 * The felt is buttons, so the table plays by keyboard and reads out to a screen reader; colours are said in words.
 */
export function livePage(input: {
  title: string;
  token: string;
  locale: GameLocale;
  parentOrigin: string;
  slug: string;
  game: TableGame;
}): string {
  const texts = LIVE_TEXTS[input.locale];
  const say = (key: string) => escapeHtml(texts[key] ?? '');
  const data = dataAttribute;
  return `${pageHead(input.locale, input.title, 'live')}
<body ${data('game', input.game.kind)} ${data('table', input.slug)} ${data('lang', input.locale)} ${data('token', input.token)} ${data('parent', input.parentOrigin)} ${data('intl', INTL_LOCALE[input.locale])} ${data('texts', JSON.stringify(texts))}>
<main class="table">
  <header class="bar"><h1>${escapeHtml(input.title)}</h1><p class="demo" hidden>${say('demo')}</p>
    <button type="button" class="close">${say('close')}</button></header>
  <section class="stage">
    <p class="round"></p>
    <p class="ball ball--${input.game.kind}" aria-hidden="true">–</p>
    <p class="hands" aria-hidden="true" hidden></p>
    ${input.game.kind === 'blackjack' ? `<div class="moves" hidden>${['hit', 'stand', 'double'].map((move) => `<button type="button" data-move="${move}">${say(move)}</button>`).join('')}</div>` : ''}
    <p class="countdown" aria-hidden="true"></p>
    <p class="status" role="status" aria-live="polite">${say('loading')}</p>
    <p class="players"></p>
  </section>
  <section class="controls">
    <p class="meter"><span>${say('balance')}</span> <output class="balance">—</output></p>
    <div class="chip"><button type="button" class="lower" aria-label="${say('lower')}">−</button>
      <p class="meter"><span>${say('chip')}</span> <output class="chip-value">—</output></p>
      <button type="button" class="higher" aria-label="${say('higher')}">+</button></div>
    <button type="button" class="deposit" hidden>${say('deposit')}</button>
  </section>
  <section class="felt" aria-label="${escapeHtml(input.title)}">
    ${feltOf(input.game, texts)}
  </section>
  ${rulesOf(input.game, texts, input.locale)}
  <section class="mine"><h2>${say('yourChips')}</h2><ul class="chips"></ul><p class="no-chips">${say(NO_CHIPS[input.game.kind])}</p></section>
  <section class="past"><h2>${say('history')}</h2><p class="past-hint">${say('verifyHint')}</p><ol class="history"></ol><p class="proof"></p></section>
</main>
</body>
</html>`;
}
