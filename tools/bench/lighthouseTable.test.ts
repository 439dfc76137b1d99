import { describe, expect, it } from 'vitest';
import { lcpOf } from '../../scripts/bench/lib/lighthouse.mjs';
import {
  lighthouseFindings,
  lighthouseTable,
  pageFigures,
  pagesPassed,
} from '../../scripts/bench/lib/lighthouseRows.mjs';

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

  it("names the page's Largest Contentful Paint element and the parts of its time", () => {
    const lhr = {
      audits: {
        'lcp-breakdown-insight': {
          details: {
            type: 'list',
            items: [
              {
                type: 'table',
                items: [
                  { subpart: 'timeToFirstByte', duration: 130.4 },
                  { subpart: 'elementRenderDelay', duration: 3_524.2 },
                ],
              },
              {
                type: 'node',
                selector: 'div.pwa-notices > section.pwa-notice > p.pwa-notice__body',
                snippet: '<p class="pwa-notice__body">',
                nodeLabel: 'Open the casino from your home screen',
              },
            ],
          },
        },
      },
    };
    const lcp = lcpOf(lhr);
    expect(lcp.parts).toEqual({ timeToFirstByte: 130, elementRenderDelay: 3_524 });
    const [line] = lighthouseFindings(
      new Map([
        [
          URL_DICE,
          {
            ...fullMarks,
            lcp,
            failingPerformance: [],
            failingAccessibility: [],
            failingBestPractices: [],
            failingSeo: [],
          },
        ],
      ]),
    );
    expect(line).toBe(
      '/games/dice LCP element: div.pwa-notices > section.pwa-notice > p.pwa-notice__body <p class="pwa-notice__body">' +
        ' "Open the casino from your home screen" (observed: timeToFirstByte 130 ms, elementRenderDelay 3,524 ms)',
    );
  });
});
