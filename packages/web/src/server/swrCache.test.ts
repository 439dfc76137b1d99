import { describe, expect, it } from 'vitest';
import { SwrCache } from './swrCache.ts';

/** A clock the test moves by hand, and an upstream whose calls it counts and settles when it says. */
function world(keep?: (value: string) => boolean) {
  let now = 1_000;
  const counted: string[] = [];
  const cache = new SwrCache<string>({
    name: 'test',
    freshMs: 10_000,
    staleMs: 30_000,
    maxEntries: 3,
    now: () => now,
    ...(keep && { keep }),
    metrics: { count: (name) => counted.push(name) },
  });
  let calls = 0;
  const waiting: ((value: string) => void)[] = [];
  const upstream = () => {
    calls += 1;
    return new Promise<string>((resolve) => waiting.push(resolve));
  };
  return {
    cache,
    counted,
    upstream,
    calls: () => calls,
    answer: (value: string) => waiting.shift()?.(value),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('SwrCache', () => {
  it('coalesces concurrent misses of one key into one upstream call', async () => {
    const w = world();
    const asks = [w.cache.get('k', w.upstream), w.cache.get('k', w.upstream), w.cache.get('k', w.upstream)];
    expect(w.calls()).toBe(1);
    w.answer('one');
    expect(await Promise.all(asks)).toEqual(['one', 'one', 'one']);
    expect(w.counted.filter((name) => name === 'ssr_cache_misses_total')).toHaveLength(1);
  });

  it('serves a fresh answer without calling, until its time to live ends', async () => {
    const w = world();
    const first = w.cache.get('k', w.upstream);
    w.answer('one');
    await first;
    w.advance(9_999);
    expect(await w.cache.get('k', w.upstream)).toBe('one');
    expect(w.calls()).toBe(1);
    expect(w.counted).toContain('ssr_cache_hits_total');
  });

  it('serves a stale answer at once while one call revalidates it in the background', async () => {
    const w = world();
    const first = w.cache.get('k', w.upstream);
    w.answer('one');
    await first;
    w.advance(10_000);
    expect(await w.cache.get('k', w.upstream)).toBe('one');
    expect(await w.cache.get('k', w.upstream)).toBe('one');
    expect(w.calls()).toBe(2);
    expect(w.counted.filter((name) => name === 'ssr_cache_stale_total')).toHaveLength(2);
    w.answer('two');
    await Promise.resolve();
    await Promise.resolve();
    expect(await w.cache.get('k', w.upstream)).toBe('two');
    expect(w.calls()).toBe(2);
  });

  it('waits for a new answer once the stale window is over too', async () => {
    const w = world();
    const first = w.cache.get('k', w.upstream);
    w.answer('one');
    await first;
    w.advance(40_000);
    const late = w.cache.get('k', w.upstream);
    expect(w.calls()).toBe(2);
    w.answer('two');
    expect(await late).toBe('two');
  });

  it('keeps no answer its keep rule refuses (a transient failure), so the next ask calls again', async () => {
    const w = world((value) => value !== 'failed');
    const first = w.cache.get('k', w.upstream);
    w.answer('failed');
    expect(await first).toBe('failed');
    const second = w.cache.get('k', w.upstream);
    expect(w.calls()).toBe(2);
    w.answer('ok');
    expect(await second).toBe('ok');
  });

  it('keeps no rejected load', async () => {
    const w = world();
    await expect(w.cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    const next = w.cache.get('k', w.upstream);
    w.answer('back');
    expect(await next).toBe('back');
  });

  it('keeps answers of different keys apart and forgets the least recently used beyond its size', async () => {
    const w = world();
    for (const key of ['a', 'b', 'c']) {
      const asked = w.cache.get(key, w.upstream);
      w.answer(key);
      await asked;
    }
    await w.cache.get('a', w.upstream);
    const d = w.cache.get('d', w.upstream);
    w.answer('d');
    await d;
    expect(w.cache.size).toBe(3);
    expect(await w.cache.get('a', w.upstream)).toBe('a');
    const b = w.cache.get('b', w.upstream);
    expect(w.calls()).toBe(5);
    w.answer('b again');
    expect(await b).toBe('b again');
  });
});
