import { describe, expect, it } from 'vitest';
import { SystemClock } from './SystemClock.ts';

describe('SystemClock', () => {
  it('tells the real time', () => {
    const before = Date.now();
    const now = new SystemClock().now();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it('fires a timeout once and not after it is cancelled', async () => {
    const clock = new SystemClock();
    const fired: string[] = [];
    clock.setTimeout(() => fired.push('kept'), 1);
    clock.setTimeout(() => fired.push('cancelled'), 1).cancel();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fired).toEqual(['kept']);
  });

  it('repeats an interval until it is cancelled', async () => {
    const clock = new SystemClock();
    let ticks = 0;
    // Waits for the third tick however long the machine takes: a fixed 50 ms saw one tick on a busy machine (a timer
    // late by more than its interval fires once, not once for each interval missed).
    await new Promise<void>((resolve) => {
      const handle = clock.setInterval(() => {
        ticks += 1;
        if (ticks < 3) return;
        handle.cancel();
        resolve();
      }, 1);
    });
    // A tick not cancelled would be due before this timeout, and Node fires due timers in order.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ticks).toBe(3);
  });
});
