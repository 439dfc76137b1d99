// The Lighthouse rows of the bench table, held to the budgets: performance and accessibility at least 95, CLS at
// most 0.05 on every page; best practices, SEO, LCP and TBT are figures only.
import { CLS_MAX, LIGHTHOUSE_ACCESSIBILITY_MIN, LIGHTHOUSE_PERFORMANCE_MIN } from '../budgets.mjs';
import { ms, row } from './table.mjs';

const pageOf = (url) => new URL(url).pathname;
const atLeast = (value, min) => value !== null && value >= min;

function pagePassed(result) {
  return (
    result !== null &&
    atLeast(result.performance, LIGHTHOUSE_PERFORMANCE_MIN) &&
    atLeast(result.accessibility, LIGHTHOUSE_ACCESSIBILITY_MIN) &&
    result.cls !== null &&
    result.cls <= CLS_MAX
  );
}

export function lighthousePassed(results) {
  return [...results.values()].every(pagePassed);
}

export function lighthouseRows(results) {
  const rows = [];
  for (const [url, result] of results) {
    const page = `lighthouse ${pageOf(url)}`;
    if (result === null) {
      rows.push(row(page, 'no result', 'a run', false));
      continue;
    }
    const shown = (value) => (value === null ? 'n/a' : String(value));
    rows.push(
      row(
        `${page} performance`,
        shown(result.performance),
        `>= ${LIGHTHOUSE_PERFORMANCE_MIN}`,
        atLeast(result.performance, LIGHTHOUSE_PERFORMANCE_MIN),
      ),
      row(
        `${page} accessibility`,
        shown(result.accessibility),
        `>= ${LIGHTHOUSE_ACCESSIBILITY_MIN}`,
        atLeast(result.accessibility, LIGHTHOUSE_ACCESSIBILITY_MIN),
      ),
      row(`${page} best practices`, shown(result.bestPractices)),
      row(`${page} SEO`, shown(result.seo)),
      row(`${page} LCP`, result.lcpMs === null ? 'n/a' : ms(result.lcpMs)),
      row(`${page} TBT`, result.tbtMs === null ? 'n/a' : ms(result.tbtMs)),
      row(
        `${page} CLS`,
        result.cls === null ? 'n/a' : result.cls.toFixed(3),
        `<= ${CLS_MAX}`,
        result.cls !== null && result.cls <= CLS_MAX,
      ),
    );
  }
  return rows;
}

/** One line per page naming the audits that cost it points, so a failure says where to look. */
export function lighthouseFindings(results) {
  const lines = [];
  for (const [url, result] of results) {
    if (!result) continue;
    if (result.runtimeError) lines.push(`${pageOf(url)}: lighthouse error: ${result.runtimeError}`);
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
