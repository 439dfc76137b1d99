// The Lighthouse table of the bench: one line per page with the median run's scores and times, the JavaScript the page
// ran before it was ready, the machine's benchmark index of that run (Lighthouse's measure of how fast the machine
// was, so figures from a busy machine read as such) and the CPU slowdown that brought it to a mid-range phone
// (lib/lighthouse.mjs). Each figure is held to issue 15's budget; `unmet` names misses.
import {
  CLS_MAX,
  INTERACTIVE_JS_GZIP_TARGET_BYTES,
  LCP_MAX_MS,
  LIGHTHOUSE_ACCESSIBILITY_MIN,
  LIGHTHOUSE_BEST_PRACTICES_MIN,
  LIGHTHOUSE_PERFORMANCE_MIN,
  LIGHTHOUSE_SEO_MIN,
  TBT_MAX_MS,
} from '../budgets.mjs';
import { kB, ms, renderGrid } from './table.mjs';

const pageOf = (url) => new URL(url).pathname;
const atLeast = (min) => (value) => value !== null && value >= min;
const atMost = (max) => (value) => value !== null && value <= max;

/** Each budget: the figure it reads, how it is shown, and whether a value meets it. */
const BUDGETS = [
  ['performance', 'perf', (v) => String(v), atLeast(LIGHTHOUSE_PERFORMANCE_MIN)],
  ['lcpMs', 'LCP', ms, atMost(LCP_MAX_MS)],
  ['tbtMs', 'TBT', ms, atMost(TBT_MAX_MS)],
  ['cls', 'CLS', (v) => v.toFixed(3), atMost(CLS_MAX)],
  ['accessibility', 'a11y', (v) => String(v), atLeast(LIGHTHOUSE_ACCESSIBILITY_MIN)],
  ['bestPractices', 'best practices', (v) => String(v), atLeast(LIGHTHOUSE_BEST_PRACTICES_MIN)],
  ['seo', 'SEO', (v) => String(v), atLeast(LIGHTHOUSE_SEO_MIN)],
  ['interactiveJsGzip', 'JS before ready (gzip)', kB, atMost(INTERACTIVE_JS_GZIP_TARGET_BYTES)],
];

const COLUMNS = [
  ['page', 'page'],
  ...BUDGETS.map(([key, heading]) => [key, heading]),
  ['benchmarkIndex', 'benchmark index'],
  ['cpuMultiplier', 'CPU slowdown'],
  ['unmet', 'unmet budgets'],
];

/** The budgets a page misses (a missing figure misses its budget). */
function unmet(figures) {
  return BUDGETS.filter(([key, , , meets]) => !meets(figures[key] ?? null)).map(([, heading]) => heading);
}

/** `lighthouse`: URL → median run's figures or null; `interactiveJs`: URL → gzip bytes of the JS run before ready. */
export function pageFigures(lighthouse, interactiveJs) {
  return [...lighthouse].map(([url, result]) => ({
    url,
    ...(result ?? {}),
    interactiveJsGzip: interactiveJs.get(url) ?? null,
  }));
}

export function pagesPassed(pages) {
  return pages.every((figures) => unmet(figures).length === 0);
}

export function lighthouseTable(pages, runs) {
  const rows = pages.map((figures) => {
    const cells = { page: pageOf(figures.url) };
    for (const [key, , show] of BUDGETS) {
      const value = figures[key] ?? null;
      cells[key] = value === null ? 'n/a' : show(value);
    }
    cells.benchmarkIndex =
      figures.benchmarkIndex == null ? 'n/a' : String(Math.round(figures.benchmarkIndex));
    cells.cpuMultiplier = figures.cpuMultiplier == null ? 'n/a' : `${figures.cpuMultiplier}x`;
    const misses = unmet(figures);
    cells.unmet = misses.length === 0 ? 'none' : misses.join(', ');
    return cells;
  });
  const budgets = [
    `perf >= ${LIGHTHOUSE_PERFORMANCE_MIN}`,
    `LCP <= ${ms(LCP_MAX_MS)}`,
    `TBT <= ${ms(TBT_MAX_MS)}`,
    `CLS <= ${CLS_MAX}`,
    `a11y, best practices, SEO ${LIGHTHOUSE_ACCESSIBILITY_MIN}`,
    `JS <= ${kB(INTERACTIVE_JS_GZIP_TARGET_BYTES)}`,
  ].join(', ');
  return renderGrid(
    `Lighthouse 13, mobile preset at a mid-range phone's CPU, median of ${runs} runs a page (budgets: ${budgets})`,
    COLUMNS,
    rows,
  );
}

/** One line per page naming the audits that cost it points, so a failure says where to look. */
export function lighthouseFindings(results) {
  const lines = [];
  for (const [url, result] of results) {
    if (!result) continue;
    if (result.runtimeError) lines.push(`${pageOf(url)}: lighthouse error: ${result.runtimeError}`);
    if (result.lcp?.element) {
      const parts = Object.entries(result.lcp.parts ?? {})
        .map(([part, value]) => `${part} ${ms(value)}`)
        .join(', ');
      const { selector, snippet, label } = result.lcp.element;
      const text = label ? ` "${label.slice(0, 60)}"` : '';
      lines.push(
        `${pageOf(url)} LCP element: ${selector ?? '?'} ${snippet ?? ''}${text} (observed: ${parts || 'no parts'})`,
      );
    }
    const groups = [
      ['performance', result.failingPerformance],
      ['accessibility', result.failingAccessibility],
      ['best practices', result.failingBestPractices],
      ['SEO', result.failingSeo],
    ];
    for (const [name, audits] of groups) {
      if (audits.length > 0)
        lines.push(`${pageOf(url)} ${name} audits below full marks: ${audits.join(', ')}`);
    }
  }
  return lines;
}
