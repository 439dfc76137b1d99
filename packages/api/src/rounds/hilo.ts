import { scaled } from '../fairness/fairness.ts';

/**
 * Hilo as docs/fairness.md sets it: card n of a round is floor(f_n × 52) in the order ♦2 ♥2 ♠2 ♣2 ♦3 … ♣A (rank
 * card ÷ 4, 0 the two, 12 the ace); "higher" is higher or same (strictly higher on a two), "lower" lower or same
 * (strictly lower on an ace), winning with q of 13 ranks; the running multiplier is the exact product of 0.99 × 13 / q
 * rounded down once.
 */
export const GUESSES = ['higher', 'lower'] as const;
export type Guess = (typeof GUESSES)[number];
export const MAX_SKIPS = 52;
export const MAX_GUESSES = 100;
const ACE = 12;

export const cardOf = (integer: number): number => scaled(integer, 52);
const rankOf = (card: number): number => Math.floor(card / 4);

/** The guess's chance in thirteenths. */
export function chanceOf(card: number, guess: Guess): number {
  const rank = rankOf(card);
  if (guess === 'higher') return rank === 0 ? 12 : 13 - rank;
  return rank === ACE ? 12 : rank + 1;
}

export function guessWins(card: number, next: number, guess: Guess): boolean {
  const rank = rankOf(card);
  const nextRank = rankOf(next);
  if (guess === 'higher') return rank === 0 ? nextRank > 0 : nextRank >= rank;
  return rank === ACE ? nextRank < ACE : nextRank <= rank;
}

/** floor(10000 × Π (99 × 13) / Π (100 × q)); 0 with no correct guess. */
export function hiloMultiplier(chances: readonly number[]): number {
  if (chances.length === 0) return 0;
  let numerator = 10_000n;
  let denominator = 1n;
  for (const q of chances) {
    numerator *= 1287n;
    denominator *= 100n * BigInt(q);
  }
  return Number(numerator / denominator);
}
