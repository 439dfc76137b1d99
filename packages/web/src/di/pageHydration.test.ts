import { describe, expect, it } from 'vitest';
import { pageHydration } from './pageHydration.ts';

describe('pageHydration', () => {
  it('lets a navigation go at once when nothing hydrates, and holds it while the page hydrates', async () => {
    await expect(pageHydration.settled()).resolves.toBeUndefined();
    pageHydration.begin();
    let settled = false;
    const waiting = pageHydration.settled().then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    pageHydration.end();
    await waiting;
    expect(settled).toBe(true);
  });
});
