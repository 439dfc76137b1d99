import type { BlackjackHand, BlackjackRound } from './liveBlackjack.ts';

/**
 * The games of the provider's live tables (docs/fairness.md, "Live tables"): what a round's seed draws and what each
 * chip is paid on it. Every table plays the same schedule and takes chips the same way (liveTable.ts,
 * liveTableBets.ts); only the draw and the pay differ. Money stays in integer minor units: a payout is
 * `floor(stake × numerator / denominator)`.
 */
export type TableKind = 'roulette' | 'wheel' | 'baccarat' | 'andar-bahar' | 'blackjack';

export type TableOutcome =
  | { readonly kind: 'roulette'; readonly pocket: number }
  | { readonly kind: 'wheel'; readonly segment: number; readonly value: number }
  | {
      readonly kind: 'baccarat';
      readonly player: readonly number[];
      readonly banker: readonly number[];
      readonly player_total: number;
      readonly banker_total: number;
      readonly winner: 'player' | 'banker' | 'tie';
    }
  | {
      readonly kind: 'andar-bahar';
      readonly joker: number;
      readonly andar: readonly number[];
      readonly bahar: readonly number[];
      readonly winner: 'andar' | 'bahar' | 'none';
    }
  | BlackjackRound
  | BlackjackHand;

/** A place on the felt a chip can go: its kind and numbers, and what it returns per unit staked on average. */
export interface TableSpot {
  readonly kind: string;
  readonly pockets: readonly number[];
  /** What a winning chip returns, stake included, as a fraction. */
  readonly pays: readonly [numerator: number, denominator: number];
  readonly rtp: number;
}

export interface TableGame {
  readonly kind: TableKind;
  /** The round's draw from its seed: client seed = the table's slug, nonce = the round id. */
  outcome(serverSeed: string, slug: string, roundId: number): TableOutcome;
  /** Whether a chip of this kind may cover exactly these numbers (ascending). */
  legal(kind: string, pockets: readonly number[]): boolean;
  /**
   * What the chip returns on this outcome, stake included, in minor units (0 when it loses). `moves` are a blackjack
   * hand's decisions, and its outcome the hand's own (`blackjackHand`); a doubled hand's stake is twice `stakeMinor`.
   */
  payout(
    stakeMinor: number,
    kind: string,
    pockets: readonly number[],
    outcome: TableOutcome,
    moves?: string,
  ): number;
  /** The felt's spots for the rules the page publishes (roulette: its kinds of chip). */
  readonly spots: readonly TableSpot[];
  /** A wheel's number of segments (0 for the other games). */
  readonly segments: number;
}

/** What a winning chip returns, stake included: `floor(stake × numerator / denominator)`. */
export const pay = (stakeMinor: number, [numerator, denominator]: readonly [number, number]) =>
  Math.floor((stakeMinor * numerator) / denominator);
