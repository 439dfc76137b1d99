import type { Money } from '../../domain/money.ts';
import type { SeedPair } from '../bet.ts';
import type { HiloCard } from '../hilo/cards.ts';
import type { HiloGuess } from '../hilo/hilo.ts';

export const ROUND_GAMES = ['miner', 'hilo'] as const;
export type RoundGame = (typeof ROUND_GAMES)[number];

/** Open until a cash-out (or the last safe tile) or a loss (a mine, a wrong guess) finishes it. */
export type RoundStatus = 'open' | 'cashedOut' | 'lost';

/** A drawn hilo card and the action that drew it: the start card, a skip, or a guess and whether it was right. */
export interface HiloStep {
  readonly card: HiloCard;
  readonly action: 'start' | 'skip' | HiloGuess;
  readonly correct: boolean | null;
}

export type RoundState =
  | {
      readonly game: 'miner';
      readonly mines: number;
      /** The safe tiles revealed, in the order revealed. */
      readonly revealed: readonly number[];
      /** The mine that ended a lost round, else null. */
      readonly hitMine: number | null;
      /** Every mine, shown once the round is finished; null while it is open. */
      readonly minePositions: readonly number[] | null;
    }
  | { readonly game: 'hilo'; readonly steps: readonly HiloStep[] };

/** A round as the API keeps it: the balance is the player's after the step that gave this answer. */
export interface Round {
  readonly id: string;
  readonly status: RoundStatus;
  readonly stake: Money;
  /** Ten-thousandths; 0 before the first safe reveal or correct guess. */
  readonly multiplierTenThousandths: number;
  readonly payout: Money;
  readonly state: RoundState;
  /** The pair's commitment, the client seed and the round's one nonce; the server seed once the pair is rotated. */
  readonly fairness: SeedPair & { readonly serverSeed: string | null };
  readonly balance: Money | null;
}

/** An action on an open round. */
export type RoundAction =
  | { readonly kind: 'reveal'; readonly tile: number }
  | { readonly kind: 'skip' }
  | { readonly kind: 'guess'; readonly guess: HiloGuess };

/** What starts a round: miner needs the number of mines, hilo nothing more than the stake. */
export type RoundStart = { readonly game: 'miner'; readonly mines: number } | { readonly game: 'hilo' };
