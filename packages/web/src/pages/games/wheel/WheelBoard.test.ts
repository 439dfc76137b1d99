import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { WHEEL_SEGMENTS, tenThousandthsOf, wheelLayout } from '@casino/core';
import { usd } from '@casino/core/test/factories';
import { settledBetFactory } from '../../../testing/betFactories.ts';
import { WheelBoard } from './WheelBoard.ts';

const spin = (segment: number) =>
  settledBetFactory.build({
    params: { game: 'wheel', risk: 'low', segments: 10 },
    outcome: { game: 'wheel', segment },
  });

describe('WheelBoard', () => {
  it('draws the core’s published layout of the risk and size', () => {
    const board = new WheelBoard();
    board.chooseRisk('high');
    board.chooseSegments(30);
    expect(board.multipliers).toEqual(wheelLayout('high', 30).segments.map(tenThousandthsOf));
    expect(board.requestFor(usd(0.01)).params).toEqual({ game: 'wheel', risk: 'high', segments: 30 });
  });

  it('stops the segment under the pointer, turning forward a few times when animated', () => {
    const board = new WheelBoard();
    board.show(spin(2), true);
    expect(board.stop?.rotation).toBe(-90);
    board.show(spin(0), false);
    const rotation = board.stop?.rotation ?? 0;
    expect(((rotation % 360) + 360) % 360).toBe(342);
    expect(rotation).toBeGreaterThanOrEqual(-90 + 4 * 360);
  });

  it('turns at least four full turns onto the segment it rests on, not a rounding error less', () => {
    // The property's counterexample: on 50 segments, 38 then 10 then 10 again turned 1439.9999999999995 degrees.
    const board = new WheelBoard();
    board.chooseSegments(50);
    const land = (segment: number) =>
      board.show(
        settledBetFactory.build({
          params: { game: 'wheel', risk: 'low', segments: 50 },
          outcome: { game: 'wheel', segment },
        }),
        false,
      );
    land(38);
    land(10);
    const before = board.stop?.rotation ?? 0;
    land(10);
    const rotation = board.stop?.rotation ?? 0;
    expect(rotation - before).toBeGreaterThanOrEqual(4 * 360);
    expect(Math.floor((((-rotation % 360) + 360) % 360) / 7.2)).toBe(10);
  });

  it('stops every segment of every size under the pointer, whatever spin came before (issue 36)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...WHEEL_SEGMENTS),
        fc.nat(),
        fc.array(fc.tuple(fc.nat(), fc.boolean()), { minLength: 1, maxLength: 6 }),
        (segments, seed, spins) => {
          const board = new WheelBoard();
          board.chooseSegments(segments);
          let before = board.stop?.rotation ?? 0;
          for (const [index, [pick, instant]] of spins.entries()) {
            const segment = (pick + seed + index) % segments;
            board.show(
              settledBetFactory.build({
                params: { game: 'wheel', risk: 'low', segments },
                outcome: { game: 'wheel', segment },
              }),
              instant,
            );
            const rotation = board.stop?.rotation ?? 0;
            // The pointer at the top reads the segment whose span holds the angle the wheel turned back.
            const under = Math.floor((((-rotation % 360) + 360) % 360) / (360 / segments));
            expect(under).toBe(segment);
            if (!instant) expect(rotation - before).toBeGreaterThanOrEqual(4 * 360);
            before = rotation;
          }
        },
      ),
    );
  });

  it('cycles the risk with R and the size with G', () => {
    const board = new WheelBoard();
    board.pressKey('r');
    expect(board.risk).toBe('medium');
    board.pressKey('g');
    board.pressKey('g');
    expect(board.segments).toBe(30);
  });
});
