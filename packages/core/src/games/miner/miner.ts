import { err, ok, type Result } from '../../domain/result.ts';
import { shuffleDraw, type ShuffleStep } from '../fairness/shuffle.ts';

/** A 5 × 5 grid, tiles 0..24 read row by row. */
export const MINER_TILES = 25;
export const MINER_MIN_MINES = 1;
export const MINER_MAX_MINES = 24;
/** The whole shuffle of 25 tiles: 24 floats (the last tile is what is left), three rounds of bytes. */
export const MINER_FLOATS = MINER_TILES - 1;

/** 0.99 in ten-thousandths: the 1 % edge. */
const EDGE = 9900n;

const GRID: readonly number[] = Array.from({ length: MINER_TILES }, (_, tile) => tile);

/**
 * The minefield of docs/fairness.md: the 25 tiles shuffled by the shuffle rule (float i picks among the 25 − i tiles
 * left, ascending), the mines are the first `mines` tiles of that order.
 */
export function minerField(
  u32s: readonly number[],
  mines: number,
): {
  readonly mines: readonly number[];
  readonly order: readonly number[];
  readonly steps: readonly ShuffleStep<number>[];
} {
  if (u32s.length !== MINER_FLOATS) throw new RangeError(`the minefield takes ${MINER_FLOATS} floats`);
  if (!isMineCount(mines)) throw new RangeError(`${mines} mines`);
  const { drawn, steps } = shuffleDraw(GRID, u32s);
  const order = [...drawn, ...GRID.filter((tile) => !drawn.includes(tile))];
  return { mines: order.slice(0, mines), order, steps };
}

export function isMineCount(value: unknown): value is number {
  return (
    Number.isInteger(value) && (value as number) >= MINER_MIN_MINES && (value as number) <= MINER_MAX_MINES
  );
}

export function isTile(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) < MINER_TILES;
}

export function validateMineCount(value: unknown): Result<number, 'mines'> {
  return isMineCount(value) ? ok(value) : err('mines');
}

/** C(n, r) on big integers. */
export function binomial(n: number, r: number): bigint {
  if (r < 0 || r > n) return 0n;
  let result = 1n;
  for (let i = 0; i < r; i += 1) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

/** How many safe tiles a field with `mines` mines has: the most reveals a round can make. */
export function safeTiles(mines: number): number {
  return MINER_TILES - mines;
}

/**
 * M after `reveals` safe reveals with `mines` mines: 0.99 × C(25, r) / C(25 − k, r) rounded down to four decimals,
 * i.e. floor(9900 × C(25, r) / C(25 − k, r)) ten-thousandths, computed on integers. 0 before the first reveal.
 */
export function minerMultiplier(mines: number, reveals: number): number {
  if (!isMineCount(mines)) throw new RangeError(`${mines} mines`);
  if (!Number.isInteger(reveals) || reveals < 0 || reveals > safeTiles(mines))
    throw new RangeError(`${reveals} reveals with ${mines} mines`);
  if (reveals === 0) return 0;
  return Number((EDGE * binomial(MINER_TILES, reveals)) / binomial(safeTiles(mines), reveals));
}

/** The whole table for a number of mines: M after 1, 2 … 25 − k safe reveals. */
export function minerTable(mines: number): readonly number[] {
  return Array.from({ length: safeTiles(mines) }, (_, i) => minerMultiplier(mines, i + 1));
}
