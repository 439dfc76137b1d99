import { KENO_RISKS, ROULETTE_BET_KINDS, WHEEL_RISKS, WHEEL_SEGMENTS } from '@casino/tables';
import type { Money } from '../domain/money.ts';

export { KENO_RISKS, ROULETTE_BET_KINDS, WHEEL_RISKS, WHEEL_SEGMENTS };

/**
 * The instant originals (issue: the game platform): one request, one settled bet. The wire contract is in
 * docs/contract.md ("Games"), the derivation of every outcome in docs/fairness.md.
 */
export const INSTANT_GAMES = ['dice', 'coinflip', 'roulette', 'keno', 'wheel'] as const;
export type InstantGame = (typeof INSTANT_GAMES)[number];

export type DiceDirection = 'over' | 'under';
export type CoinSide = 'heads' | 'tails';
export type KenoRisk = (typeof KENO_RISKS)[number];
export type WheelRisk = (typeof WHEEL_RISKS)[number];
export type WheelSegments = (typeof WHEEL_SEGMENTS)[number];
export type RouletteBetKind = (typeof ROULETTE_BET_KINDS)[number];

/** One chip on the roulette layout: the pockets it covers, ascending, and its stake. */
export interface RouletteChip {
  readonly kind: RouletteBetKind;
  readonly numbers: readonly number[];
  readonly amount: Money;
}

/** What the player chose before the bet. Dice targets are integer hundredths (50.5 → 5050). */
export type BetParams =
  | { readonly game: 'dice'; readonly targetHundredths: number; readonly direction: DiceDirection }
  | { readonly game: 'coinflip'; readonly side: CoinSide }
  | { readonly game: 'roulette'; readonly chips: readonly RouletteChip[] }
  | { readonly game: 'keno'; readonly picks: readonly number[]; readonly risk: KenoRisk }
  | { readonly game: 'wheel'; readonly risk: WheelRisk; readonly segments: WheelSegments };

/** What the fairness derivation produced. A dice roll is integer hundredths (0..10000). */
export type BetOutcome =
  | { readonly game: 'dice'; readonly rollHundredths: number }
  | { readonly game: 'coinflip'; readonly side: CoinSide }
  | { readonly game: 'roulette'; readonly pocket: number }
  /** The ten drawn squares in the order they were drawn. */
  | { readonly game: 'keno'; readonly drawn: readonly number[] }
  | { readonly game: 'wheel'; readonly segment: number };

/** The player's active seed pair: the commitment, the client seed and the nonce of the next bet. */
export interface SeedPair {
  readonly serverSeedHashed: string;
  readonly clientSeed: string;
  readonly nonce: number;
}

/**
 * The active pair as the seeds call shows it (docs/fairness.md "The seed pair"): with the commitment to the server seed
 * of the pair after it, shown before the player chooses the client seed that will go with it, and whether the client
 * seed is the player's own (made in their browser) or the API's default.
 */
export interface ActiveSeedPair extends SeedPair {
  readonly nextServerSeedHashed: string;
  readonly clientSeedByPlayer: boolean;
}

/** A pair after rotation: the server seed is revealed; `nonce` is the number of bets made with it. */
export interface RevealedSeedPair extends SeedPair {
  readonly serverSeed: string;
}

/** The proof of one bet: the pair it used and its nonce; `serverSeed` is null until that pair is rotated. */
export interface BetFairness {
  readonly serverSeedHashed: string;
  readonly clientSeed: string;
  readonly nonce: number;
  readonly serverSeed: string | null;
}

/** A bet as the API settled it. Multipliers are integer ten-thousandths (1.98× → 19800). */
export interface SettledBet {
  readonly id: string;
  readonly params: BetParams;
  readonly stake: Money;
  readonly payout: Money;
  readonly multiplierTenThousandths: number;
  readonly outcome: BetOutcome;
  readonly fairness: BetFairness;
  /** The player's balance right after this bet (absent in history rows). */
  readonly balance: Money | null;
  /** Epoch milliseconds. */
  readonly createdAt: number;
}
