import { describe, expect, it } from 'vitest';
import { eachAtMost, precacheRequests } from './precacheInstall.ts';

/** A task whose calls stay open until the test settles them, one by one. */
function heldTask() {
  const open = new Map<number, { resolve: () => void; reject: (cause: Error) => void }>();
  const started: number[] = [];
  let mostAtOnce = 0;
  const task = (item: number) =>
    new Promise<void>((resolve, reject) => {
      started.push(item);
      open.set(item, {
        resolve: () => {
          open.delete(item);
          resolve();
        },
        reject: (cause) => {
          open.delete(item);
          reject(cause);
        },
      });
      mostAtOnce = Math.max(mostAtOnce, open.size);
    });
  // A macrotask later, every promise chain the last step started has run.
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { task, open, started, settled, mostAtOnce: () => mostAtOnce };
}

describe('eachAtMost (the precache install)', () => {
  it('runs every item, never more than the limit at once, starting them in order', async () => {
    const held = heldTask();
    const items = Array.from({ length: 20 }, (_, index) => index);
    const done = eachAtMost(items, 6, held.task);
    await held.settled();
    expect(held.started).toEqual([0, 1, 2, 3, 4, 5]);
    // Settled out of order, as responses come back: each freed lane takes the next item.
    while (held.open.size > 0) {
      const last = [...held.open.keys()].at(-1) ?? 0;
      held.open.get(last)?.resolve();
      await held.settled();
      expect(held.open.size).toBeLessThanOrEqual(6);
    }
    await done;
    expect(held.started).toEqual(items);
    expect(held.mostAtOnce()).toBe(6);
  });

  it('rejects with the first failure and starts nothing after it', async () => {
    const held = heldTask();
    const done = eachAtMost([1, 2, 3, 4, 5], 2, held.task);
    const failure = expect(done).rejects.toThrow('refused');
    await held.settled();
    held.open.get(1)?.reject(new Error('refused'));
    await held.settled();
    held.open.get(2)?.resolve();
    await failure;
    expect(held.started).toEqual([1, 2]);
  });

  it('is done at once for no items, and runs one at a time with a limit of one', async () => {
    await expect(eachAtMost([], 6, async () => undefined)).resolves.toBeUndefined();
    const order: string[] = [];
    await eachAtMost(['a', 'b', 'c'], 1, async (item) => {
      order.push(`start ${item}`);
      await Promise.resolve();
      order.push(`end ${item}`);
    });
    expect(order).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    await expect(eachAtMost([1], 0, async () => undefined)).rejects.toThrow(RangeError);
  });
});

describe('precacheRequests', () => {
  it('asks the network past the HTTP cache for a revisioned entry, lets a hashed name come from it, same-origin', () => {
    const index = 'https://casino.example/index.html';
    const chunk = 'https://casino.example/assets/main-abc123.js';
    const keys = new Map([
      [index, `${index}?__WB_REVISION__=1f2e`],
      [chunk, chunk],
    ]);
    const requests = precacheRequests(keys, (key) => (key === chunk ? 'sha384-xyz' : undefined));
    expect(requests).toEqual([
      {
        url: index,
        cacheKey: `${index}?__WB_REVISION__=1f2e`,
        init: { cache: 'reload', credentials: 'same-origin' },
      },
      {
        url: chunk,
        cacheKey: chunk,
        init: { integrity: 'sha384-xyz', cache: 'default', credentials: 'same-origin' },
      },
    ]);
  });
});
