import { ROULETTE_POCKETS, ROULETTE_RED_NUMBERS } from '@casino/tables';
import type { RouletteBetKind } from '../bet.ts';

/** European wheel: 0 and 1..36 (docs/fairness.md, "Roulette"; the data of `@casino/tables`). */
export { ROULETTE_POCKETS };
export const RED_NUMBERS: readonly number[] = ROULETTE_RED_NUMBERS;
export type PocketColour = 'green' | 'red' | 'black';

export function pocketColour(pocket: number): PocketColour {
  if (pocket === 0) return 'green';
  return RED_NUMBERS.includes(pocket) ? 'red' : 'black';
}

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);
const ONE_TO_36 = range(1, 36);

export type OutsideBetKind = 'red' | 'black' | 'odd' | 'even' | 'low' | 'high';

/** The 18 numbers each even-money bet covers; zero is never among them. */
export const OUTSIDE_NUMBERS: Readonly<Record<OutsideBetKind, readonly number[]>> = {
  red: RED_NUMBERS,
  black: ONE_TO_36.filter((n) => !RED_NUMBERS.includes(n)),
  odd: ONE_TO_36.filter((n) => n % 2 === 1),
  even: ONE_TO_36.filter((n) => n % 2 === 0),
  low: range(1, 18),
  high: range(19, 36),
};

/** Dozen 1, 2 or 3: 1..12, 13..24, 25..36. */
export function dozenNumbers(dozen: 1 | 2 | 3): readonly number[] {
  return range(12 * (dozen - 1) + 1, 12 * dozen);
}

/** Column 1, 2 or 3: the numbers n with n % 3 = 1, 2 or 0 (the layout's bottom, middle and top rows). */
export function columnNumbers(column: 1 | 2 | 3): readonly number[] {
  return ONE_TO_36.filter((n) => n % 3 === column % 3);
}

/** A street (three numbers) starting at a, a % 3 = 1. */
export const streetNumbers = (a: number): readonly number[] => [a, a + 1, a + 2];
/** A corner of four numbers whose smallest is a, a % 3 ≠ 0. */
export const cornerNumbers = (a: number): readonly number[] => [a, a + 1, a + 3, a + 4];
/** A line (two streets) starting at a, a % 3 = 1. */
export const lineNumbers = (a: number): readonly number[] => range(a, a + 5);

interface LayoutBet {
  readonly kind: RouletteBetKind;
  readonly numbers: readonly number[];
}

function legalBets(): readonly LayoutBet[] {
  const bets: LayoutBet[] = range(0, 36).map((p) => ({ kind: 'straight', numbers: [p] }));
  const add = (kind: RouletteBetKind, numbers: readonly number[]) => bets.push({ kind, numbers });
  for (const a of range(1, 35)) if (a % 3 !== 0) add('split', [a, a + 1]);
  for (const a of range(1, 33)) add('split', [a, a + 3]);
  for (const numbers of [
    [0, 1],
    [0, 2],
    [0, 3],
  ])
    add('split', numbers);
  for (const a of range(1, 34)) if (a % 3 === 1) add('street', streetNumbers(a));
  for (const numbers of [
    [0, 1, 2],
    [0, 2, 3],
  ])
    add('street', numbers);
  for (const a of range(1, 32)) if (a % 3 !== 0) add('corner', cornerNumbers(a));
  add('corner', [0, 1, 2, 3]);
  for (const a of range(1, 31)) if (a % 3 === 1) add('line', lineNumbers(a));
  for (const k of [1, 2, 3] as const) add('dozen', dozenNumbers(k));
  for (const k of [1, 2, 3] as const) add('column', columnNumbers(k));
  for (const kind of Object.keys(OUTSIDE_NUMBERS) as OutsideBetKind[]) add(kind, OUTSIDE_NUMBERS[kind]);
  return bets;
}

/** Every bet the layout allows (each kind with the exact pockets it covers, ascending). */
export const LEGAL_ROULETTE_BETS: readonly LayoutBet[] = legalBets();

const keyOf = (kind: string, numbers: readonly number[]): string => `${kind}:${numbers.join(',')}`;
const LEGAL_KEYS: ReadonlySet<string> = new Set(
  LEGAL_ROULETTE_BETS.map((bet) => keyOf(bet.kind, bet.numbers)),
);

/** Whether a kind with these pockets (ascending, as the contract sends them) is a bet of the layout. */
export function isLegalRouletteBet(kind: unknown, numbers: unknown): boolean {
  if (typeof kind !== 'string' || !Array.isArray(numbers)) return false;
  if (!numbers.every((n) => typeof n === 'number')) return false;
  return LEGAL_KEYS.has(keyOf(kind, numbers as number[]));
}
