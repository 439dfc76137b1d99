import { err, ok, type Result } from '../../domain/result.ts';
import { KENO_RISKS, type KenoRisk } from '../bet.ts';
import { shuffleDraw, type ShuffleStep } from '../fairness/shuffle.ts';
import { tenThousandthsOf } from '../multiplier.ts';
import { KENO_PAYTABLES, type KenoPaytableRow } from './paytables.ts';

export const KENO_SQUARES = 40;
export const KENO_DRAWN = 10;
export const KENO_MAX_PICKS = 10;

const BOARD: readonly number[] = Array.from({ length: KENO_SQUARES }, (_, i) => i + 1);

/** The ten squares drawn by the shuffle rule, in draw order, with each step for the verifier. */
export function kenoDraw(u32s: readonly number[]): {
  readonly drawn: readonly number[];
  readonly steps: readonly ShuffleStep<number>[];
} {
  if (u32s.length !== KENO_DRAWN) throw new RangeError(`keno draws with ${KENO_DRAWN} floats`);
  return shuffleDraw(BOARD, u32s);
}

export function kenoHits(picks: readonly number[], drawn: readonly number[]): number {
  return picks.filter((square) => drawn.includes(square)).length;
}

/** The paytable row for a risk and a number of picks (1..10). */
export function kenoPaytableRow(risk: KenoRisk, picks: number): KenoPaytableRow {
  const row = KENO_PAYTABLES[risk][picks - 1];
  if (!row) throw new RangeError(`keno has no row for ${picks} picks`);
  return row;
}

/** M for a number of hits with so many picks, in ten-thousandths. */
export function kenoMultiplier(risk: KenoRisk, picks: number, hits: number): number {
  return tenThousandthsOf(kenoPaytableRow(risk, picks).pays[hits] ?? 0);
}

export function isKenoRisk(value: unknown): value is KenoRisk {
  return typeof value === 'string' && (KENO_RISKS as readonly string[]).includes(value);
}

/** 1 to 10 distinct whole squares of 1..40. */
export function validateKenoPicks(picks: unknown): Result<readonly number[], 'picks'> {
  if (!Array.isArray(picks) || picks.length < 1 || picks.length > KENO_MAX_PICKS) return err('picks');
  const squares = picks as readonly unknown[];
  const onBoard = squares.every(
    (n) => Number.isInteger(n) && (n as number) >= 1 && (n as number) <= KENO_SQUARES,
  );
  if (!onBoard || new Set(squares).size !== squares.length) return err('picks');
  return ok(squares as readonly number[]);
}
