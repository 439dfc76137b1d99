import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BALL_TURNS,
  WHEEL_ORDER,
  WHEEL_TURNS,
  pocketAngle,
  pocketUnderBall,
  spinTo,
} from './rouletteWheel.ts';

const pocket = fc.integer({ min: 0, max: 36 });
const angle = fc.double({ min: -1e6, max: 1e6, noNaN: true });
const pose = fc.record({ wheel: angle, ball: angle });
const mod = (value: number) => ((value % 360) + 360) % 360;

describe('the roulette wheel', () => {
  it('holds each of the 37 pockets once', () => {
    expect([...WHEEL_ORDER].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, n) => n));
    expect(() => pocketAngle(37)).toThrow(RangeError);
  });

  it('stops with the ball in the pocket of the outcome, whatever spin came before', () => {
    fc.assert(
      fc.property(pose, pocket, fc.boolean(), (before, outcome, animated) => {
        const after = spinTo(before, outcome, animated);
        expect(pocketUnderBall(after)).toBe(outcome);
        // The pocket and the ball both stop under the pointer at the top.
        expect(Math.min(mod(after.ball), 360 - mod(after.ball))).toBeLessThan(1e-6);
        const pocketOnScreen = mod(pocketAngle(outcome) + after.wheel);
        expect(Math.min(pocketOnScreen, 360 - pocketOnScreen)).toBeLessThan(1e-6);
      }),
    );
  });

  it('turns the wheel forward and the ball backward by whole turns when animated', () => {
    fc.assert(
      fc.property(pose, pocket, (before, outcome) => {
        const after = spinTo(before, outcome, true);
        expect(after.wheel - before.wheel).toBeGreaterThanOrEqual(WHEEL_TURNS * 360 - 1e-6);
        expect(after.wheel - before.wheel).toBeLessThan((WHEEL_TURNS + 1) * 360 + 1e-6);
        expect(before.ball - after.ball).toBeGreaterThanOrEqual(BALL_TURNS * 360 - 1e-6);
        expect(before.ball - after.ball).toBeLessThan((BALL_TURNS + 1) * 360 + 1e-6);
      }),
    );
  });

  it('draws an instant spin where it stops, with no turns', () => {
    expect(spinTo({ wheel: 5_000, ball: -9_000 }, 0, false)).toEqual({ wheel: -0, ball: 0 });
    expect(spinTo({ wheel: 0, ball: 0 }, 32, false).wheel).toBeCloseTo(-360 / 37);
  });
});
