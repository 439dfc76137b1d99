// Lighthouse (13) with its default (mobile) preset, driving Debian's chromium through chrome-launcher. Each page is run a
// few times and the median run (Lighthouse's own pick, by performance figures) is reported: single runs are noisy.
//
// The CPU is slowed to a mid-range phone's speed, whatever machine runs the bench (issue 35, item 5): Lighthouse's
// benchmark index (its measure of how fast the machine runs a fixed piece of JavaScript) is about 1,000 on a mid-range
// phone (the figure Chrome DevTools' CPU calibration aims at for its "mid-tier mobile" preset, a Pixel 5 class phone;
// 264 for a low-end one). A calibration run measures this machine's index, and every run then slows the CPU by
// index / 1,000 (at least 1: a machine slower than the phone is not sped up), so a page's TBT means the same on a fast
// desktop and on a busy shared machine. Lighthouse's own mobile preset slows by a fixed 4x, which is a mid-range phone
// only on a desktop of index ~4,000: on this 2-core machine (index 900-1,700) it emulated a phone about three times
// slower than a mid-range one.
import { CHROMIUM, CHROMIUM_FLAGS, importFromWeb } from './paths.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const score = (lhr, category) => {
  const value = lhr.categories[category]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
};
const audit = (lhr, id) => lhr.audits[id]?.numericValue ?? null;

/**
 * What the run's Largest Contentful Paint was (Lighthouse 13's `lcp-breakdown-insight`, which replaced the
 * `largest-contentful-paint-element` audit): the element (its selector and the start of its markup) and the parts of
 * the observed, unthrottled time (time to first byte, resource load delay and duration, render delay), in ms. Names
 * where a late LCP comes from: text behind a font or a script, an image found late.
 */
export function lcpOf(lhr) {
  const lists = lhr.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const parts = lists.find((item) => item?.type === 'table')?.items ?? [];
  const node = lists.find((item) => item?.type === 'node');
  return {
    element: node
      ? { selector: node.selector ?? null, snippet: node.snippet ?? null, label: node.nodeLabel ?? null }
      : null,
    parts: Object.fromEntries(parts.map((part) => [part.subpart, Math.round(part.duration)])),
  };
}

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
    lcp: lcpOf(lhr),
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

/** A mid-range phone's Lighthouse benchmark index (Chrome DevTools' calibration target for mid-tier mobile). */
export const MID_RANGE_PHONE_INDEX = 1_000;

/** The CPU slowdown that brings a machine of benchmark index `index` to a mid-range phone's speed. */
export function cpuMultiplierFor(index) {
  if (!Number.isFinite(index) || index <= 0) return 4;
  return Math.max(1, Math.round((index / MID_RANGE_PHONE_INDEX) * 10) / 10);
}

/**
 * Runs Lighthouse `runs` times on each of `urls`; resolves with the median run (its figures and its report) per URL.
 * `calibrated`: the CPU is slowed to a mid-range phone's (a calibration run on the first URL measures the machine's
 * benchmark index first); otherwise the preset's fixed 4x. Each result says the multiplier it ran with.
 */
export async function lighthouseAll(urls, runs, { calibrated = true } = {}) {
  const [{ default: lighthouse }, chromeLauncher, { computeMedianRun }, constants] = await Promise.all([
    importFromWeb('lighthouse'),
    importFromWeb('chrome-launcher'),
    importFromWeb('lighthouse/core/lib/median-run.js'),
    importFromWeb('lighthouse/core/config/constants.js'),
  ]);
  const mobileThrottling = constants.throttling.mobileSlow4G;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    logLevel: 'silent',
  });
  try {
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
    let multiplier = 4;
    let calibrationIndex = null;
    if (calibrated && urls.length > 0) {
      const calibration = await lighthouse(urls[0], { ...flags, onlyCategories: ['performance'] });
      calibrationIndex = calibration?.lhr?.environment?.benchmarkIndex ?? null;
      multiplier = cpuMultiplierFor(calibrationIndex);
    }
    const config = {
      extends: 'lighthouse:default',
      settings: { throttling: { ...mobileThrottling, cpuSlowdownMultiplier: multiplier } },
    };
    const results = new Map();
    for (const url of urls) {
      const lhrs = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(url, flags, config);
        if (result?.lhr) lhrs.push(result.lhr);
      }
      const median = lhrs.length > 0 ? medianOf(lhrs, computeMedianRun) : null;
      results.set(
        url,
        median && { ...summarise(median), cpuMultiplier: multiplier, calibrationIndex, lhr: median },
      );
    }
    return results;
  } finally {
    await chrome.kill();
  }
}
