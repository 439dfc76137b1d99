import { WHEEL_LAYOUTS as PUBLISHED, WHEEL_RISKS, WHEEL_SEGMENTS } from '@casino/tables';

/**
 * Wheel layouts (docs/fairness.md, "Wheel layouts", the data of `@casino/tables`):
 * `WHEEL_LAYOUTS[risk][segments][segment]` is the published multiplier in ten-thousandths, segment 0 first; the
 * engine test recomputes every layout's RTP (the mean of its segments) and finds the published figure.
 */
export { WHEEL_RISKS, WHEEL_SEGMENTS };
export type WheelRisk = (typeof WHEEL_RISKS)[number];
export type WheelSegments = (typeof WHEEL_SEGMENTS)[number];

type Layouts = Readonly<Record<WheelSegments, readonly number[]>>;

const inTenThousandths = (risk: WheelRisk): Layouts => ({
  10: PUBLISHED[risk][10].segments.map((m) => Math.round(m * 10_000)),
  20: PUBLISHED[risk][20].segments.map((m) => Math.round(m * 10_000)),
  30: PUBLISHED[risk][30].segments.map((m) => Math.round(m * 10_000)),
  40: PUBLISHED[risk][40].segments.map((m) => Math.round(m * 10_000)),
  50: PUBLISHED[risk][50].segments.map((m) => Math.round(m * 10_000)),
});

export const WHEEL_LAYOUTS: Readonly<Record<WheelRisk, Layouts>> = {
  low: inTenThousandths('low'),
  medium: inTenThousandths('medium'),
  high: inTenThousandths('high'),
};
