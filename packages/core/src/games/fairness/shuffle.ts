import { scaledIndex } from './floats.ts';

/** One draw: how many items were left, the index the float chose among them, and the item taken. */
export interface ShuffleStep<T> {
  readonly remaining: number;
  readonly index: number;
  readonly picked: T;
}

/**
 * The shuffle draw of docs/fairness.md: float i picks index floor(f_i × (n − i)) among the items not drawn yet, kept
 * in their original order, and takes it out. Keno draws 10 of 40 squares with it; any game that deals from a pool
 * (a minefield's 25 tiles) can use it as it is.
 */
export function shuffleDraw<T>(
  pool: readonly T[],
  u32s: readonly number[],
): { readonly drawn: readonly T[]; readonly steps: readonly ShuffleStep<T>[] } {
  if (u32s.length > pool.length) throw new RangeError(`cannot draw ${u32s.length} of ${pool.length}`);
  const left = [...pool];
  const steps = u32s.map((u32) => {
    const remaining = left.length;
    const index = scaledIndex(u32, remaining);
    const [picked] = left.splice(index, 1) as [T];
    return { remaining, index, picked };
  });
  return { drawn: steps.map((step) => step.picked), steps };
}
