import { describe, expect, it } from 'vitest';
import { lighthouseTable, pageFigures, pagesPassed } from '../../scripts/bench/lib/lighthouseRows.mjs';

const URL_HOME = 'http://localhost:1/';
const URL_DICE = 'http://localhost:1/games/dice';

const fullMarks = {
  performance: 97,
  lcpMs: 1_500,
  tbtMs: 90,
  cls: 0.01,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  benchmarkIndex: 812.4,
};

describe('the Lighthouse table of the bench', () => {
  it('passes a page that meets every budget of issue 15', () => {
    const pages = pageFigures(new Map([[URL_HOME, fullMarks]]), new Map([[URL_HOME, 170_000]]));
    expect(pagesPassed(pages)).toBe(true);
    expect(lighthouseTable(pages, 3)).toMatch(/\/\s+\| 97 .*\| 812 .*\| none/);
  });

  it('names each budget a page misses, the JS it ran before ready included', () => {
    const slow = { ...fullMarks, performance: 78, lcpMs: 4_500, seo: 92 };
    const pages = pageFigures(new Map([[URL_DICE, slow]]), new Map([[URL_DICE, 265_000]]));
    expect(pagesPassed(pages)).toBe(false);
    expect(lighthouseTable(pages, 3)).toContain('perf, LCP, SEO, JS before ready (gzip)');
  });

  it('fails a page Lighthouse gave no result for, rather than reading it as a pass', () => {
    const pages = pageFigures(new Map([[URL_HOME, null]]), new Map());
    expect(pagesPassed(pages)).toBe(false);
    expect(lighthouseTable(pages, 3)).toContain('n/a');
  });
});
