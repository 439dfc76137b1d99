export const WHEEL_RISKS = ['low', 'medium', 'high'] as const;
export type WheelRisk = (typeof WHEEL_RISKS)[number];
export const WHEEL_SEGMENTS = [10, 20, 30, 40, 50] as const;
export type WheelSegments = (typeof WHEEL_SEGMENTS)[number];

type Layouts = Readonly<Record<WheelSegments, readonly number[]>>;
const empty: Layouts = { 10: [], 20: [], 30: [], 40: [], 50: [] };
export const WHEEL_LAYOUTS: Readonly<Record<WheelRisk, Layouts>> = { low: empty, medium: empty, high: empty };
