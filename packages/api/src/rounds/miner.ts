import { scaled } from '../fairness/fairness.ts';

/**
 * Miner as docs/fairness.md sets it: the 25 tiles shuffled (float i picks among the 25 − i tiles left, ascending), the
 * mines the first k of that order; after r safe reveals M = floor(9900 × C(25, r) / C(25 − k, r)) ten-thousandths.
 */
export const TILES = 25;
export const FIELD_FLOATS = 24;

export function minefield(integers: readonly number[], mines: number): number[] {
  const pool = Array.from({ length: TILES }, (_, tile) => tile);
  const order: number[] = [];
  for (let i = 0; i < FIELD_FLOATS; i += 1) {
    const [tile] = pool.splice(scaled(integers[i] ?? 0, TILES - i), 1);
    order.push(tile ?? 0);
  }
  return order.slice(0, mines);
}

function choose(n: number, r: number): bigint {
  let result = 1n;
  for (let i = 0; i < r; i += 1) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

/** Ten-thousandths after `reveals` safe reveals; 0 before the first. */
export function minerMultiplier(mines: number, reveals: number): number {
  if (reveals === 0) return 0;
  return Number((9900n * choose(TILES, reveals)) / choose(TILES - mines, reveals));
}
