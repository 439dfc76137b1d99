// Lighthouse (13) with its default (mobile) preset, driving Debian's chromium through chrome-launcher. Each page is run a
// few times and the median run (Lighthouse's own pick, by performance figures) is reported: single runs are noisy.
import { CHROMIUM, CHROMIUM_FLAGS, importFromWeb } from './paths.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const score = (lhr, category) => {
  const value = lhr.categories[category]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
};
const audit = (lhr, id) => lhr.audits[id]?.numericValue ?? null;

/** The figures of one run, and the failed audits of the categories with a budget, to say what to fix. */
function summarise(lhr) {
  const failing = (category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${ref.id} (${lhr.audits[ref.id]?.displayValue || lhr.audits[ref.id]?.score})`);
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: audit(lhr, 'largest-contentful-paint'),
    tbtMs: audit(lhr, 'total-blocking-time'),
    cls: audit(lhr, 'cumulative-layout-shift'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    runtimeError: lhr.runtimeError?.message ?? null,
    failingAccessibility: failing('accessibility'),
    failingPerformance: failing('performance'),
    failingBestPractices: failing('best-practices'),
    failingSeo: failing('seo'),
  };
}

/** Lighthouse's median run; its first run when the runs lack the figures the median is picked by. */
function medianOf(lhrs, computeMedianRun) {
  try {
    return computeMedianRun(lhrs);
  } catch {
    return lhrs[0];
  }
}

/** Runs Lighthouse `runs` times on each of `urls`; resolves with the median run (its figures and its report) per URL. */
export async function lighthouseAll(urls, runs) {
  const [{ default: lighthouse }, chromeLauncher, { computeMedianRun }] = await Promise.all([
    importFromWeb('lighthouse'),
    importFromWeb('chrome-launcher'),
    importFromWeb('lighthouse/core/lib/median-run.js'),
  ]);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    logLevel: 'silent',
  });
  try {
    const results = new Map();
    for (const url of urls) {
      const lhrs = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        });
        if (result?.lhr) lhrs.push(result.lhr);
      }
      const median = lhrs.length > 0 ? medianOf(lhrs, computeMedianRun) : null;
      results.set(url, median && { ...summarise(median), lhr: median });
    }
    return results;
  } finally {
    await chrome.kill();
  }
}
