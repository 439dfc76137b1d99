import { describe, expect, it } from 'vitest';
import { benchmarkIndex } from '../../scripts/lib/benchmarkIndex.mjs';

describe('the machine’s benchmark index that npm test prints', () => {
  it('is a positive whole number from Lighthouse’s two loops', () => {
    const index = benchmarkIndex(50);
    expect(Number.isInteger(index)).toBe(true);
    expect(index).toBeGreaterThan(0);
  });
});
