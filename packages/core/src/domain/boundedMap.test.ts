import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BoundedMap } from './boundedMap.ts';

describe('BoundedMap (issue 35: what a process keeps across requests stays bounded)', () => {
  it('never holds more than its limit, whatever keys come', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.constantFrom('keep' as const, 'startAgain' as const),
        fc.array(fc.string({ maxLength: 3 }), { maxLength: 200 }),
        (limit, whenFull, keys) => {
          const map = new BoundedMap<string, number>(limit, whenFull);
          keys.forEach((key, index) => {
            map.set(key, index);
            expect(map.size).toBeLessThanOrEqual(limit);
          });
        },
      ),
    );
  });

  it('full and told to keep, it keeps its entries and stores no new key', () => {
    const map = new BoundedMap<string, string>(2, 'keep');
    map.set('a', 'A');
    map.set('b', 'B');
    map.set('c', 'C');
    expect([map.get('a'), map.get('b'), map.get('c')]).toEqual(['A', 'B', undefined]);
  });

  it('full and told to start again, it empties itself and stores the new key', () => {
    const map = new BoundedMap<string, string>(2, 'startAgain');
    map.set('a', 'A');
    map.set('b', 'B');
    map.set('c', 'C');
    expect([map.get('a'), map.get('b'), map.get('c'), map.size]).toEqual([undefined, undefined, 'C', 1]);
  });

  it('a key it holds is replaced in place, full or not', () => {
    const map = new BoundedMap<string, string>(1, 'startAgain');
    map.set('a', 'A');
    map.set('a', 'A2');
    expect([map.get('a'), map.size]).toEqual(['A2', 1]);
  });

  it('refuses a limit that holds nothing', () => {
    expect(() => new BoundedMap(0, 'keep')).toThrow(RangeError);
  });
});
