import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onSecond, tickingClocks } from './secondTicker.ts';

describe('the live match clocks’ one shared tick (issue 35)', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  it('moves every clock on the page in the same tick, with the same time', () => {
    const seen: string[] = [];
    const stops = [onSecond((now) => seen.push(`a ${now}`)), onSecond((now) => seen.push(`b ${now}`))];
    vi.advanceTimersByTime(999);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['a 1001000', 'b 1001000']);
    expect(vi.getTimerCount()).toBe(1);
    for (const stop of stops) stop();
  });

  it('stops its timer when the last clock leaves, and starts again with the next', () => {
    let ticks = 0;
    const stop = onSecond(() => (ticks += 1));
    vi.advanceTimersByTime(2_000);
    expect(ticks).toBe(2);
    stop();
    stop();
    expect(tickingClocks()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(5_000);
    expect(ticks).toBe(2);
    const again = onSecond(() => (ticks += 1));
    vi.advanceTimersByTime(1_000);
    expect(ticks).toBe(3);
    again();
  });

  it('lets a clock leave during a tick without skipping the others', () => {
    const seen: string[] = [];
    const stopA = onSecond(() => {
      seen.push('a');
      stopA();
    });
    const stopB = onSecond(() => seen.push('b'));
    vi.advanceTimersByTime(2_000);
    expect(seen).toEqual(['a', 'b', 'b']);
    stopB();
  });
});
