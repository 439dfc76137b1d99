import { SLOT_PAYLINES } from '@casino/tables';
import { MULTIPLIER_ONE } from '../game.ts';

/** A 5 × 3 slot as data (docs/fairness.md, "Slots"): strips, ten lines, pays in line bets, a wild and a scatter. */
export interface SlotMaths {
  readonly id: string;
  readonly volatility: 'low' | 'medium' | 'high';
  readonly strips: readonly string[];
  readonly linePays: Readonly<Record<string, readonly number[]>>;
  /** For 3, 4 and 5 scatters, in stakes. */
  readonly scatterPays: readonly number[];
  readonly freeSpins: number;
  readonly freeSpinMultiplier: number;
  /** Percent, four decimals. */
  readonly rtp: string;
}

const WILD = 'W';
const SCATTER = 'S';
const ROWS = 3;

/** Rows of reels 1 to 5 for each of the ten lines (`@casino/tables`). */
export const LINES: readonly (readonly number[])[] = SLOT_PAYLINES;

export interface SpinResult {
  readonly stops: number[];
  readonly window: string[][];
  readonly lines: { line: number; symbol: string; count: number; pays: number }[];
  readonly scatters: number;
  readonly freeSpinsWon: boolean;
  /** Ten-thousandths of the stake, the free-spin multiplier included. */
  readonly multiplier: number;
}

/** Pays of a row of five symbols read from the left, in line bets: the best of the named run and the wild run. */
export function linePay(
  maths: SlotMaths,
  symbols: readonly string[],
): { symbol: string; count: number; pays: number } | null {
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === WILD) wilds += 1;
  const named = symbols[wilds];
  let run = wilds;
  if (named !== undefined && named !== SCATTER) {
    while (run < symbols.length && (symbols[run] === named || symbols[run] === WILD)) run += 1;
  }
  const table = (symbol: string, count: number) =>
    count < 3 ? 0 : (maths.linePays[symbol]?.[count - 3] ?? 0);
  const namedPays = named === undefined || named === SCATTER ? 0 : table(named, run);
  const wildPays = table(WILD, wilds);
  if (namedPays === 0 && wildPays === 0) return null;
  return wildPays > namedPays
    ? { symbol: WILD, count: wilds, pays: wildPays }
    : { symbol: named ?? WILD, count: run, pays: namedPays };
}

/** The stops of one spin (reel i at floor(u32_i × length / 2^32)) and what they pay. */
export function spin(maths: SlotMaths, integers: readonly number[], freeSpin: boolean): SpinResult {
  const stops = maths.strips.map((strip, reel) =>
    Math.floor(((integers[reel] ?? 0) * strip.length) / 2 ** 32),
  );
  const window = maths.strips.map((strip, reel) =>
    [0, 1, 2].map((row) => strip.charAt(((stops[reel] ?? 0) + row) % strip.length)),
  );
  const lines = LINES.flatMap((rows, line) => {
    const win = linePay(
      maths,
      rows.map((row, reel) => window[reel]?.[row] ?? ''),
    );
    return win ? [{ line, ...win }] : [];
  });
  const scatters = window.flat().filter((symbol) => symbol === SCATTER).length;
  const scatterPays = scatters >= ROWS ? (maths.scatterPays[Math.min(scatters, 5) - 3] ?? 0) : 0;
  const lineTotal = lines.reduce((sum, win) => sum + win.pays, 0);
  const multiplier =
    ((lineTotal * MULTIPLIER_ONE) / LINES.length + scatterPays * MULTIPLIER_ONE) *
    (freeSpin ? maths.freeSpinMultiplier : 1);
  return { stops, window, lines, scatters, freeSpinsWon: !freeSpin && scatters >= 3, multiplier };
}
