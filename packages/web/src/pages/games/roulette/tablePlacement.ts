import type { CSSProperties } from 'react';

/** Row, column, row span and column span of a cell in the table's grid. */
type Area = readonly [row: number, column: number, rows: number, columns: number];

/**
 * Where a cell of the table sits: `wide` is the classic layout (zero on the left, three rows of twelve, then the
 * dozens and the even-money bets below); `narrow` is the same table stood upright for a phone (zero on top, twelve
 * rows of three, dozens and even-money bets at the side). The stylesheet picks one by the screen's width.
 */
function placed(wide: Area, narrow: Area): CSSProperties {
  const vars: Record<string, number> = {};
  for (const [prefix, area] of [
    ['w', wide],
    ['n', narrow],
  ] as const) {
    [vars[`--${prefix}r`], vars[`--${prefix}c`], vars[`--${prefix}rs`], vars[`--${prefix}cs`]] = area;
  }
  return vars as CSSProperties;
}

export const zeroCell = (): CSSProperties => placed([1, 1, 3, 1], [1, 1, 1, 3]);

/** 1 is bottom-left in the wide table and top-left in the narrow one; each street is a column, or a row. */
export function numberCell(number: number): CSSProperties {
  const street = Math.floor((number - 1) / 3);
  const inStreet = (number - 1) % 3;
  return placed([3 - inStreet, 2 + street, 1, 1], [2 + street, 1 + inStreet, 1, 1]);
}

/** Column 1 (1, 4 … 34) ends the bottom row of the wide table, and sits under the first column of the narrow. */
export const columnCell = (column: 1 | 2 | 3): CSSProperties =>
  placed([4 - column, 14, 1, 1], [14, column, 1, 1]);

export const dozenCell = (dozen: 1 | 2 | 3): CSSProperties =>
  placed([4, 2 + 4 * (dozen - 1), 1, 4], [2 + 4 * (dozen - 1), 4, 4, 1]);

/** The six even-money bets, two streets wide (or tall) each. */
export const outsideCell = (index: number): CSSProperties =>
  placed([5, 2 + 2 * index, 1, 2], [2 + 2 * index, 5, 2, 1]);
