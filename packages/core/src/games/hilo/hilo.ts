import type { HiloCard } from './cards.ts';

export const HILO_GUESSES = ['higher', 'lower'] as const;
export type HiloGuess = (typeof HILO_GUESSES)[number];

/** A round may skip 52 cards and make 100 correct guesses; then it can only be cashed out. */
export const HILO_MAX_SKIPS = 52;
export const HILO_MAX_GUESSES = 100;
/** The start card, every skip and every guess: the most cards one round draws. */
export const HILO_MAX_CARDS = 1 + HILO_MAX_SKIPS + HILO_MAX_GUESSES;

const RANKS = 13;
const TOP = RANKS - 1;

export function isHiloGuess(value: unknown): value is HiloGuess {
  return typeof value === 'string' && (HILO_GUESSES as readonly string[]).includes(value);
}

/**
 * The chance of a guess in thirteenths (the deck is endless, so the next rank is any of 13 with the same chance):
 * higher means higher or same, (13 − rank)/13; lower means lower or same, (rank + 1)/13. On a two "higher" is strictly
 * higher (12/13) and on an ace "lower" is strictly lower (12/13), so no guess is ever certain; on a two "lower" is the
 * two again (1/13), on an ace "higher" the ace again (1/13).
 */
export function hiloChance(card: HiloCard, guess: HiloGuess): number {
  if (guess === 'higher') return card.rankIndex === 0 ? TOP : RANKS - card.rankIndex;
  return card.rankIndex === TOP ? TOP : card.rankIndex + 1;
}

/** Whether `next` makes the guess on `current` right, by rank only (suits do not count). */
export function hiloGuessWins(current: HiloCard, next: HiloCard, guess: HiloGuess): boolean {
  if (guess === 'higher') {
    return current.rankIndex === 0 ? next.rankIndex > 0 : next.rankIndex >= current.rankIndex;
  }
  return current.rankIndex === TOP ? next.rankIndex < TOP : next.rankIndex <= current.rankIndex;
}

/**
 * The running multiplier after correct guesses with these chances (in thirteenths): the exact product of 0.99 / p,
 * rounded down to four decimals once, at the end: floor(10000 × 99^g × 13^g / (100^g × Π chance)). 0 before any.
 */
export function hiloMultiplier(chances: readonly number[]): number {
  if (chances.length === 0) return 0;
  let numerator = 10_000n;
  let denominator = 1n;
  for (const chance of chances) {
    if (!Number.isInteger(chance) || chance < 1 || chance > TOP) throw new RangeError(`chance ${chance}/13`);
    numerator *= 99n * 13n;
    denominator *= 100n * BigInt(chance);
  }
  return Number(numerator / denominator);
}

/** What one guess pays on its own, rounded down: shown next to each button before the guess. */
export function hiloGuessMultiplier(card: HiloCard, guess: HiloGuess): number {
  return hiloMultiplier([hiloChance(card, guess)]);
}
