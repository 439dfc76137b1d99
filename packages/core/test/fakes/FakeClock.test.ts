import { describe, expect, it } from 'vitest';
import { FakeClock } from './FakeClock.ts';

describe('FakeClock', () => {
  it('fires due timeouts and intervals in time order as it advances', () => {
    const clock = new FakeClock(0);
    const fired: string[] = [];
    clock.setInterval(() => fired.push(`tick@${clock.now()}`), 1_000);
    clock.setTimeout(() => fired.push(`once@${clock.now()}`), 1_500);
    clock.advance(2_999);
    expect(fired).toEqual(['tick@1000', 'once@1500', 'tick@2000']);
    expect(clock.now()).toBe(2_999);
  });

  it('fires timers scheduled by a timer when they fall due within the same advance', () => {
    const clock = new FakeClock(0);
    const fired: number[] = [];
    clock.setTimeout(() => clock.setTimeout(() => fired.push(clock.now()), 500), 500);
    clock.advance(1_000);
    expect(fired).toEqual([1_000]);
  });

  it('never fires a cancelled timer', () => {
    const clock = new FakeClock(0);
    const fired: string[] = [];
    clock.setTimeout(() => fired.push('timeout'), 10).cancel();
    const interval = clock.setInterval(() => fired.push('interval'), 10);
    clock.advance(10);
    interval.cancel();
    clock.advance(100);
    expect(fired).toEqual(['interval']);
    expect(clock.pendingTimers()).toBe(0);
  });
});
