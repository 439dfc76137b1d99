import { describe, expect, it } from 'vitest';
import { seoBudgetFromEnv } from './seoBudget.ts';

describe('seoBudgetFromEnv', () => {
  it('takes SSR_SEO_BUDGET_MS in whole milliseconds up to a minute, and leaves the default otherwise', () => {
    expect(seoBudgetFromEnv({ SSR_SEO_BUDGET_MS: '20000' })).toBe(20_000);
    expect(seoBudgetFromEnv({})).toBeUndefined();
    for (const value of ['', '0', '-5', '1.5', '60001', 'soon'])
      expect(seoBudgetFromEnv({ SSR_SEO_BUDGET_MS: value })).toBeUndefined();
  });
});
