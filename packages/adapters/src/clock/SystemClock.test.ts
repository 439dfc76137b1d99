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
    const handle = clock.setInterval(() => {
      ticks += 1;
      if (ticks === 3) handle.cancel();
    }, 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ticks).toBe(3);
  });
});
