/**
 * The crash stage's axes: a multiplier axis from 1.00× up to a top, and a time axis from 0 to a span. Both grow in
 * steps (never every frame), so their labels stay put while the curve climbs and only move when it nears the edge.
 */
export interface CrashScale {
  /** The multiplier at the top edge, in hundredths. */
  readonly topHundredths: number;
  /** The multipliers labelled on the vertical axis, in hundredths, from 1.00× up. */
  readonly multiplierTicks: readonly number[];
  /** The time at the right edge, in ms. */
  readonly spanMs: number;
  /** The times labelled on the horizontal axis, in ms, from 0. */
  readonly timeTicks: readonly number[];
}

/** The tops of the multiplier axis with the tick between 1.00× and the top (hundredths); beyond the last, ×10. */
const TOPS: readonly (readonly [number, number])[] = [
  [200, 150],
  [300, 200],
  [500, 300],
  [1_000, 500],
  [2_000, 1_000],
  [5_000, 2_500],
  [10_000, 5_000],
];

/**
 * The shortest time axis, in units of the curve's pace: the time it takes to reach about 1.82× (10 s at the default
 * 0.00006 per ms, 3 s at 0.0002); it doubles as the round runs past it.
 */
const FIRST_SPAN_GROWTH = 0.6;
/** The curve keeps this share of the stage free above and to its right. */
const HEADROOM = 1.1;

function multiplierAxis(hundredths: number): Pick<CrashScale, 'topHundredths' | 'multiplierTicks'> {
  const wanted = hundredths * HEADROOM;
  for (const [top, middle] of TOPS)
    if (top >= wanted) return { topHundredths: top, multiplierTicks: [100, middle, top] };
  let top = 10_000;
  while (top < wanted) top *= 10;
  return { topHundredths: top, multiplierTicks: [100, top / 2, top] };
}

function timeAxis(elapsedMs: number, growthPerMs: number): Pick<CrashScale, 'spanMs' | 'timeTicks'> {
  // In whole tenths of a second, so the labels stay short.
  let span = Math.max(100, Math.round(FIRST_SPAN_GROWTH / growthPerMs / 100) * 100);
  while (span < elapsedMs * HEADROOM) span *= 2;
  return { spanMs: span, timeTicks: [0, span / 2, span] };
}

/**
 * The axes for a curve of pace `growthPerMs` (the table's) that has reached `hundredths` after `elapsedMs` (the start
 * of a round: 100 and 0). Before the round and at its start the stage shows 1.00× to 2.00× over the time the curve
 * takes to about 1.82×: ten seconds at the default pace.
 */
export function crashScale(hundredths: number, elapsedMs: number, growthPerMs: number): CrashScale {
  return {
    ...multiplierAxis(Math.max(100, hundredths)),
    ...timeAxis(Math.max(0, elapsedMs), growthPerMs),
  };
}
