import { ROULETTE_BET_KINDS, ROULETTE_POCKETS, ROULETTE_RED_NUMBERS } from '@casino/tables';

/**
 * The legal chips of European roulette (docs/fairness.md; the kinds, pockets and reds are the data of
 * `@casino/tables`): for each kind, every set of pockets a chip of that kind may cover, numbers ascending. A chip is
 * legal when its numbers are exactly one of these.
 */
export const ROULETTE_KINDS = ROULETTE_BET_KINDS;
export type RouletteKind = (typeof ROULETTE_KINDS)[number];

export const POCKETS = ROULETTE_POCKETS;
const RED: number[] = [...ROULETTE_RED_NUMBERS];

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const numbers = range(1, 36);
const startsOf = (last: number, keep: (a: number) => boolean) => range(1, last).filter(keep);

const layouts: Record<RouletteKind, number[][]> = {
  straight: range(0, 36).map((p) => [p]),
  split: [
    ...startsOf(35, (a) => a % 3 !== 0).map((a) => [a, a + 1]),
    ...range(1, 33).map((a) => [a, a + 3]),
    [0, 1],
    [0, 2],
    [0, 3],
  ],
  street: [...startsOf(34, (a) => a % 3 === 1).map((a) => [a, a + 1, a + 2]), [0, 1, 2], [0, 2, 3]],
  corner: [...startsOf(32, (a) => a % 3 !== 0).map((a) => [a, a + 1, a + 3, a + 4]), [0, 1, 2, 3]],
  line: startsOf(31, (a) => a % 3 === 1).map((a) => range(a, a + 5)),
  dozen: [range(1, 12), range(13, 24), range(25, 36)],
  column: [1, 2, 0].map((rest) => numbers.filter((n) => n % 3 === rest)),
  red: [RED],
  black: [numbers.filter((n) => !RED.includes(n))],
  odd: [numbers.filter((n) => n % 2 === 1)],
  even: [numbers.filter((n) => n % 2 === 0)],
  low: [range(1, 18)],
  high: [range(19, 36)],
};

const LEGAL: ReadonlyMap<RouletteKind, ReadonlySet<string>> = new Map(
  ROULETTE_KINDS.map((kind) => [kind, new Set(layouts[kind].map((set) => set.join(',')))]),
);

/** Whether a chip of this kind may cover exactly these pockets (given ascending). */
export function isLegalChip(kind: RouletteKind, pockets: readonly number[]): boolean {
  return LEGAL.get(kind)?.has(pockets.join(',')) ?? false;
}

/** The largest number of pockets one chip covers (an outside bet: 18). */
export const MAX_CHIP_POCKETS = 18;
