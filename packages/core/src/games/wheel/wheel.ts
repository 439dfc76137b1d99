import { WHEEL_RISKS, WHEEL_SEGMENTS, type WheelRisk, type WheelSegments } from '../bet.ts';
import { scaledIndex } from '../fairness/floats.ts';
import { tenThousandthsOf } from '../multiplier.ts';
import { WHEEL_LAYOUTS, type WheelLayout } from './layouts.ts';

export function wheelLayout(risk: WheelRisk, segments: WheelSegments): WheelLayout {
  return WHEEL_LAYOUTS[risk][segments];
}

/** floor(f × segments). */
export function wheelSegment(u32: number, segments: WheelSegments): number {
  return scaledIndex(u32, segments);
}

/** M of a segment, in ten-thousandths. */
export function wheelMultiplier(risk: WheelRisk, segments: WheelSegments, segment: number): number {
  return tenThousandthsOf(wheelLayout(risk, segments).segments[segment] ?? 0);
}

export function isWheelRisk(value: unknown): value is WheelRisk {
  return typeof value === 'string' && (WHEEL_RISKS as readonly string[]).includes(value);
}

export function isWheelSegments(value: unknown): value is WheelSegments {
  return typeof value === 'number' && (WHEEL_SEGMENTS as readonly number[]).includes(value);
}
