import { SLOT_PAYLINES } from '@casino/tables';

/**
 * A 5 × 3 video slot as data (docs/fairness.md, "Slots"): five reel strips, ten paylines, a paytable in multiples of
 * the line bet, a wild that stands in for every paying symbol, and a scatter that pays anywhere and starts free spins.
 */
export const REELS = 5;
export const ROWS = 3;

/** The wild and the scatter have the same code in every slot. */
export const WILD = 'W';
export const SCATTER = 'S';

/** Row (0 top … 2 bottom) of each reel, left to right; the same ten lines in every slot. */
export const PAYLINES: readonly (readonly number[])[] = SLOT_PAYLINES;

export type Volatility = 'low' | 'medium' | 'high';

export interface SlotModel {
  readonly id: string;
  readonly volatility: Volatility;
  /** One string per reel, one character a stop: a symbol code. */
  readonly strips: readonly string[];
  /** Symbol code → pays for 3, 4 and 5 in a row from the left, in line bets; the wild has its own row. */
  readonly linePays: Readonly<Record<string, readonly [number, number, number]>>;
  /** Pays for 3, 4 and 5 scatters anywhere, in total stakes. */
  readonly scatterPays: readonly [number, number, number];
  /** Three or more scatters start this many free spins, played at once on the same strips and stake. */
  readonly freeSpins: number;
  /** Every win of a free spin is multiplied by this; free spins do not start more free spins. */
  readonly freeSpinMultiplier: number;
  /** The return to player in percent, four decimals, as computed by enumerating the strips. */
  readonly rtp: string;
}
