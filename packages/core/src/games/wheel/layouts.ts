import { WHEEL_LAYOUTS as PUBLISHED } from '@casino/tables';
import type { WheelRisk, WheelSegments } from '../bet.ts';

/** One wheel: the multiplier of segment 0, 1, 2 … (as published) and the RTP published next to it. */
export interface WheelLayout {
  readonly segments: readonly number[];
  /** Percent, four decimals, exactly as docs/fairness.md prints it. */
  readonly rtp: string;
}

/**
 * The wheel layouts of docs/fairness.md ("Wheel layouts", the data of `@casino/tables`): low pays often and little,
 * high has one big segment. Each returns 98 %, proven exactly by wheel.rtp.test.ts.
 */
export const WHEEL_LAYOUTS: Readonly<Record<WheelRisk, Readonly<Record<WheelSegments, WheelLayout>>>> =
  PUBLISHED;
