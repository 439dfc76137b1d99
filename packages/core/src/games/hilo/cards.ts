import { scaledIndex } from '../fairness/floats.ts';

export const HILO_SUITS = ['diamonds', 'hearts', 'spades', 'clubs'] as const;
export type HiloSuit = (typeof HILO_SUITS)[number];
export const HILO_RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;
export type HiloRank = (typeof HILO_RANKS)[number];
export const HILO_DECK_SIZE = 52;

/** Card c of CARDS (0..51): ♦2 ♥2 ♠2 ♣2 ♦3 … ♣A, so its rank index is c ÷ 4 (0 = two, 12 = ace) and its suit c mod 4. */
export interface HiloCard {
  readonly index: number;
  readonly rank: HiloRank;
  readonly rankIndex: number;
  readonly suit: HiloSuit;
}

export function hiloCard(index: number): HiloCard {
  if (!Number.isInteger(index) || index < 0 || index >= HILO_DECK_SIZE) throw new RangeError(`card ${index}`);
  const rankIndex = Math.floor(index / 4);
  return {
    index,
    rankIndex,
    rank: HILO_RANKS[rankIndex] as HiloRank,
    suit: HILO_SUITS[index % 4] as HiloSuit,
  };
}

/** Card n of a round is CARDS[floor(f_n × 52)]: the deck is endless, every card is drawn from all 52. */
export function hiloCardOf(u32: number): HiloCard {
  return hiloCard(scaledIndex(u32, HILO_DECK_SIZE));
}
