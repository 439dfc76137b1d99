import { scaledIndex } from '../fairness/floats.ts';
import { PAYLINES, REELS, ROWS, SCATTER, WILD, type SlotModel } from './model.ts';

/** A line's multiple of the line bet as ten-thousandths of the total stake: ten lines share the stake. */
const LINE_SHARE = 10_000 / PAYLINES.length;
const WHOLE = 10_000;

export interface LineWin {
  /** 0-based index into PAYLINES. */
  readonly line: number;
  readonly symbol: string;
  readonly count: number;
  /** In line bets. */
  readonly pays: number;
}

export interface SlotSpin {
  readonly stops: readonly number[];
  /** window[reel][row], row 0 on top. */
  readonly window: readonly (readonly string[])[];
  readonly lines: readonly LineWin[];
  readonly scatters: number;
  /** In total stakes. */
  readonly scatterPays: number;
  /** Three or more scatters on a paid spin: the free spins follow. */
  readonly triggersFreeSpins: boolean;
  /** What the spin pays, in ten-thousandths of the stake, the free-spin multiplier included. */
  readonly multiplierTenThousandths: number;
}

/** Reel i stops at floor(f_i × length of strip i): five floats, one round of bytes. */
export function slotStops(model: SlotModel, u32s: readonly number[]): number[] {
  return model.strips.map((strip, reel) => {
    const u32 = u32s[reel];
    if (u32 === undefined) throw new RangeError('a spin needs five floats');
    return scaledIndex(u32, strip.length);
  });
}

/** The three symbols each reel shows: the stop on the top row and the next two of the strip, wrapping around. */
export function slotWindow(model: SlotModel, stops: readonly number[]): string[][] {
  return model.strips.map((strip, reel) => {
    const stop = stops[reel] ?? 0;
    return Array.from({ length: ROWS }, (_, row) => strip[(stop + row) % strip.length] ?? '');
  });
}

/** The longest run from the left: the first symbol that is not wild names it; a scatter ends it. */
export function lineRun(symbols: readonly string[], model: SlotModel): LineWin | null {
  const named = symbols.find((symbol) => symbol !== WILD) ?? WILD;
  if (named === SCATTER && symbols[0] !== WILD) return null;
  let count = 0;
  while (count < REELS && (symbols[count] === named || symbols[count] === WILD)) count += 1;
  let wilds = 0;
  while (wilds < REELS && symbols[wilds] === WILD) wilds += 1;
  const pays = (symbol: string, run: number) => (run >= 3 ? (model.linePays[symbol]?.[run - 3] ?? 0) : 0);
  const asNamed = named === SCATTER ? 0 : pays(named, count);
  const asWild = pays(WILD, wilds);
  // A run of leading wilds pays as wilds when that is worth more than the named symbol's run.
  if (asWild > asNamed) return { line: 0, symbol: WILD, count: wilds, pays: asWild };
  return asNamed > 0 ? { line: 0, symbol: named, count, pays: asNamed } : null;
}

/** Every line win, the scatters and what the spin pays; a free spin multiplies the whole win. */
export function evaluateSpin(model: SlotModel, stops: readonly number[], freeSpin: boolean): SlotSpin {
  const window = slotWindow(model, stops);
  const lines: LineWin[] = [];
  PAYLINES.forEach((rows, line) => {
    const win = lineRun(
      rows.map((row, reel) => window[reel]?.[row] ?? ''),
      model,
    );
    if (win) lines.push({ ...win, line });
  });
  const scatters = window.flat().filter((symbol) => symbol === SCATTER).length;
  const scatterPays = scatters >= 3 ? (model.scatterPays[Math.min(scatters, REELS) - 3] ?? 0) : 0;
  const base = lines.reduce((sum, win) => sum + win.pays * LINE_SHARE, 0) + scatterPays * WHOLE;
  return {
    stops,
    window,
    lines,
    scatters,
    scatterPays,
    triggersFreeSpins: !freeSpin && scatters >= 3,
    multiplierTenThousandths: Math.round(base * (freeSpin ? model.freeSpinMultiplier : 1)),
  };
}

/** One spin from the first five floats of its nonce: the stops, then the rules above. */
export function spinFromU32s(model: SlotModel, u32s: readonly number[], freeSpin: boolean): SlotSpin {
  return evaluateSpin(model, slotStops(model, u32s), freeSpin);
}
