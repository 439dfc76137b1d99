import { handValue } from '../../src/provider/liveBlackjack.ts';
import { dealerFinals } from '../../src/provider/liveBlackjackRtp.ts';

/** A card's blackjack value, 2 to 11 (the ace 11), as `dealerFinals` takes an up card. */
export const valueOf = (card: number): number => {
  const rank = Math.floor(card / 4);
  return rank === 12 ? 11 : rank >= 8 ? 10 : rank + 2;
};

const finalsCache = new Map<number, Map<number, number>>();
const finalsOf = (up: number) => {
  let finals = finalsCache.get(up);
  if (!finals) finalsCache.set(up, (finals = dealerFinals(up)));
  return finals;
};

/** What standing on `total` returns net per unit staked against the dealer's up card (no hole-card peek). */
export function standValue(total: number, up: number): number {
  if (total > 21) return -1;
  const finals = finalsOf(up);
  const chance = (key: number) => finals.get(key) ?? 0;
  let ev = chance(22) - chance(0);
  for (let dealer = 17; dealer <= 21; dealer += 1)
    ev += dealer < total ? chance(dealer) : dealer > total ? -chance(dealer) : 0;
  return ev;
}

/**
 * The moves of a player who believes the next hit cards are `predicted` (the demo peek): of standing now, doubling,
 * or hitting 1, 2 … times, the one that returns most on those cards.
 */
export function peekMoves(player: readonly number[], up: number, predicted: readonly number[]): string {
  if (handValue(player).total === 21) return '';
  let best = { moves: 's', ev: standValue(handValue(player).total, up) };
  const doubled = handValue([...player, predicted[0] ?? 0]).total;
  const double = 2 * standValue(doubled, up);
  if (double > best.ev) best = { moves: 'd', ev: double };
  for (let hits = 1; hits <= predicted.length; hits += 1) {
    const total = handValue([...player, ...predicted.slice(0, hits)]).total;
    if (total > 21) break;
    const moves = total === 21 ? 'h'.repeat(hits) : `${'h'.repeat(hits)}s`;
    const ev = standValue(total, up);
    if (ev > best.ev) best = { moves, ev };
    if (total === 21) break;
  }
  return best.moves;
}

/** The best move with no knowledge of the cards to come: the move blackjackRtp counts at every hand. */
const moveCache = new Map<string, 'h' | 's' | 'd'>();

export function bestMove(cards: readonly number[], up: number): 'h' | 's' | 'd' {
  const { total, soft } = handValue(cards);
  const cacheKey = `${total}:${soft}:${up}:${cards.length === 2}`;
  const cached = moveCache.get(cacheKey);
  if (cached) return cached;
  const move = computeBestMove(cards, total, soft, up);
  moveCache.set(cacheKey, move);
  return move;
}

function computeBestMove(
  cards: readonly number[],
  total: number,
  soft: boolean,
  up: number,
): 'h' | 's' | 'd' {
  const draws = [2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10, 11];
  const memo = new Map<string, number>();
  const add = (t: number, s: boolean, value: number) => {
    let sum = t + value;
    let elevens = (s ? 1 : 0) + (value === 11 ? 1 : 0);
    while (sum > 21 && elevens > 0) {
      sum -= 10;
      elevens -= 1;
    }
    return { total: sum, soft: elevens > 0 };
  };
  const best = (t: number, s: boolean): number => {
    if (t > 21) return -1;
    if (t === 21) return standValue(21, up);
    const key = `${t}:${s}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const hit = draws.reduce((sum, value) => {
      const next = add(t, s, value);
      return sum + best(next.total, next.soft) / 13;
    }, 0);
    const value = Math.max(standValue(t, up), hit);
    memo.set(key, value);
    return value;
  };
  const hit = draws.reduce((sum, value) => {
    const next = add(total, soft, value);
    return sum + best(next.total, next.soft) / 13;
  }, 0);
  const double =
    cards.length === 2
      ? draws.reduce((sum, value) => sum + (2 * standValue(add(total, soft, value).total, up)) / 13, 0)
      : -Infinity;
  const stand = standValue(total, up);
  if (double >= hit && double >= stand) return 'd';
  return hit > stand ? 'h' : 's';
}
