import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../../test/fakes/index.ts';
import { RECONNECT_CAP_MS, Reconnector, reconnectDelay } from './reconnect.ts';

describe('reconnect policy', () => {
  it('doubles the wait after each failure, half fixed and half jitter, up to 15 s', () => {
    expect([0, 1, 2, 3].map((attempt) => reconnectDelay(attempt, 0))).toEqual([250, 500, 1000, 2000]);
    expect([0, 1, 2, 3].map((attempt) => reconnectDelay(attempt, 1))).toEqual([500, 1000, 2000, 4000]);
    expect(reconnectDelay(40, 1)).toBe(RECONNECT_CAP_MS);
  });

  it('spreads clients dropped together over half of each step', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (attempt, random) => {
          const delay = reconnectDelay(attempt, random);
          const step = Math.min(RECONNECT_CAP_MS, 500 * 2 ** attempt);
          expect(delay).toBeGreaterThanOrEqual(step / 2);
          expect(delay).toBeLessThanOrEqual(step);
        },
      ),
    );
  });

  it('retries on the clock with growing waits and starts over once connected', () => {
    const clock = new FakeClock();
    const reconnector = new Reconnector(clock, () => 0);
    const attempts: number[] = [];
    const connect = () => attempts.push(clock.now());
    const start = clock.now();
    reconnector.retry(connect);
    expect(reconnector.retry(connect)).toBe(0);
    clock.advance(250);
    reconnector.retry(connect);
    clock.advance(500);
    expect(attempts).toEqual([start + 250, start + 750]);
    reconnector.connected();
    reconnector.retry(connect);
    clock.advance(249);
    expect(attempts).toHaveLength(2);
    clock.advance(1);
    expect(attempts).toHaveLength(3);
  });

  it('cancels a waiting attempt', () => {
    const clock = new FakeClock();
    const reconnector = new Reconnector(clock, () => 0.5);
    let calls = 0;
    reconnector.retry(() => (calls += 1));
    reconnector.cancel();
    clock.advance(60_000);
    expect(calls).toBe(0);
  });
});
