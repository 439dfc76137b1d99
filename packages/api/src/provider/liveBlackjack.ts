import { betIntegers, scaled } from '../fairness/fairness.ts';

/**
 * The live blackjack table (`blackjack-classic`, docs/fairness.md, "Live tables"): every player at the table is dealt
 * the same first two cards against the same dealer, each making their own decisions, as in the "infinite" live
 * blackjack games. A round deals from the endless deck of the originals: cards 0 and 1 are every player's first two,
 * card 2 the dealer's up card, and from card 22 the dealer's second card and draws, dealt when the players are done
 * (no hole card). The hit cards are each hand's own (issue 33): drawn from the same round seed with the hand's key in
 * the client seed, so no hand, demo or real, sees a card another hand has still to decide on. (Cards 3 to 21 of the
 * round's own stream are not dealt.) The dealer stands on all 17s. A player may hit, stand, or double on the first two
 * cards (one more card); there is no split and no insurance. A blackjack pays 3 to 2; a dealer's blackjack beats
 * every hand but a blackjack, doubled stakes included. The table's return for the best play is `liveBlackjackRtp.ts`.
 */
export const PLAYER_CARDS = [0, 1] as const;
export const DEALER_UP_CARD = 2;
export const FIRST_HIT_CARD = 3;
/** Twenty-one aces after two: no hand takes more hits. */
export const MAX_HITS = 19;
export const DEALER_FROM = FIRST_HIT_CARD + MAX_HITS;
/** Enough for the dealer's longest hand: 17 small cards after the up card. */
const DEALER_CARDS = 17;
export const ROUND_CARDS = DEALER_FROM + DEALER_CARDS;

export type BlackjackMove = 'h' | 's' | 'd';

/** What a round deals every hand alike: the round's outcome, public once it ends. */
export interface BlackjackRound {
  readonly kind: 'blackjack';
  /** Every player's first two cards. */
  readonly player: readonly number[];
  /** The dealer's hand as dealt: the up card, then the second card and draws. */
  readonly dealer: readonly number[];
  readonly dealer_total: number;
}

/** One hand's round: the shared cards and its own hit cards, in the order it takes them. */
export interface BlackjackHand extends BlackjackRound {
  readonly hits: readonly number[];
}

/** A card's blackjack value: twos to nines their pips, tens and faces 10, the ace 11 (or 1, see `handValue`). */
const cardValue = (card: number): number => {
  const rank = Math.floor(card / 4);
  return rank === 12 ? 11 : rank >= 8 ? 10 : rank + 2;
};

/** A hand's best total, and whether an ace still counts 11 in it. */
export function handValue(cards: readonly number[]): { total: number; soft: boolean } {
  let total = 0;
  let elevens = 0;
  for (const card of cards) {
    const value = cardValue(card);
    total += value;
    if (value === 11) elevens += 1;
  }
  while (total > 21 && elevens > 0) {
    total -= 10;
    elevens -= 1;
  }
  return { total, soft: elevens > 0 };
}

export const isBlackjack = (cards: readonly number[]): boolean =>
  cards.length === 2 && handValue(cards).total === 21;

/** The round's cards from its seed: client seed = the table's slug, nonce = the round id. */
export function blackjackRound(seed: string, slug: string, roundId: number): BlackjackRound {
  const cards = betIntegers(seed, slug, roundId, ROUND_CARDS).map((u32) => scaled(u32, 52));
  const dealer = [cards[DEALER_UP_CARD] ?? 0];
  for (let next = DEALER_FROM; next < ROUND_CARDS; next += 1) {
    // The dealer's second card always comes; then draws to 17, standing on a soft 17.
    if (dealer.length >= 2 && handValue(dealer).total >= 17) break;
    dealer.push(cards[next] ?? 0);
  }
  return {
    kind: 'blackjack',
    player: PLAYER_CARDS.map((index) => cards[index] ?? 0),
    dealer,
    dealer_total: handValue(dealer).total,
  };
}

/**
 * A hand's key (docs/fairness.md, "Live tables"): a real hand's is its player's (`p<player id>`, one hand a player a
 * round, so no two hands of a round share it, and the server cannot pick it for the round), a demo hand's its chip's
 * (`d<chip id>`; demo rounds have seeds of their own).
 */
export const handKeyOf = (chip: { readonly id: number; readonly player_id: number | null }): string =>
  chip.player_id === null ? `d${chip.id}` : `p${chip.player_id}`;

/** A hand's hit cards: the round's seed, client seed `<slug>:<hand key>`, nonce the round id, card k from float k. */
export function handHits(seed: string, slug: string, roundId: number, handKey: string): number[] {
  return betIntegers(seed, `${slug}:${handKey}`, roundId, MAX_HITS).map((u32) => scaled(u32, 52));
}

export function blackjackHand(seed: string, slug: string, roundId: number, handKey: string): BlackjackHand {
  return { ...blackjackRound(seed, slug, roundId), hits: handHits(seed, slug, roundId, handKey) };
}

/** Whether a hand of these cards after these moves takes no more moves: stood, doubled, bust, 21, or a blackjack. */
export function handDone(cards: readonly number[], moves: string): boolean {
  return moves.endsWith('s') || moves.includes('d') || handValue(cards).total >= 21;
}

/**
 * A player's hand after their moves, or null for moves the rules do not allow (a move after the hand is done, a
 * double after a hit, a letter that is not a move).
 */
export function playerHand(round: Pick<BlackjackHand, 'player' | 'hits'>, moves: string): number[] | null {
  const cards = [...round.player];
  let hits = 0;
  for (let i = 0; i < moves.length; i += 1) {
    const move = moves[i];
    if (handDone(cards, moves.slice(0, i))) return null;
    if (move === 's') continue;
    if (move === 'd' && i > 0) return null;
    if (move !== 'h' && move !== 'd') return null;
    cards.push(round.hits[hits] ?? 0);
    hits += 1;
  }
  return cards;
}

/**
 * What a hand returns, in units of its first stake (a doubled hand staked two): 2.5 for a blackjack, 2 per unit for a
 * win, 1 per unit for a push, 0 for a loss. A hand the player left unfinished stands where it is.
 */
export function handReturn(round: BlackjackHand, moves: string): { units: number; staked: number } | null {
  const cards = playerHand(round, moves);
  if (!cards) return null;
  const staked = moves.includes('d') ? 2 : 1;
  const player = handValue(cards).total;
  const dealerBlackjack = isBlackjack(round.dealer);
  if (isBlackjack(cards)) return { units: dealerBlackjack ? 1 : 2.5, staked };
  if (player > 21 || dealerBlackjack) return { units: 0, staked };
  const dealer = round.dealer_total;
  if (dealer > 21 || player > dealer) return { units: 2 * staked, staked };
  return { units: player === dealer ? staked : 0, staked };
}
