import { describe, expect, it } from 'vitest';
import { gamePath } from './gameRoutes.ts';

describe('gamePath', () => {
  it('leads the miner and hilo cards of the home page and the hub to their tables (issue 16)', () => {
    expect(gamePath({ slug: 'miner', category: 'originals', hasDemo: true })).toBe('/games/miner');
    expect(gamePath({ slug: 'hilo', category: 'originals', hasDemo: true })).toBe('/games/hilo');
    expect(gamePath({ slug: 'cases', category: 'originals', hasDemo: true })).toBe('/games/cases');
  });

  it('leads an original without a page nowhere', () => {
    expect(gamePath({ slug: 'plinko', category: 'originals', hasDemo: true })).toBeNull();
  });
});
