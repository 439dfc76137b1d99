// How fast this machine's CPU is, in the units of Lighthouse's "benchmark index": the same two loops Lighthouse runs in
// the page (lighthouse/core/lib/page-functions.js, `computeBenchmarkIndex`: build a 10,000-character string; copy a
// 100,000-integer array), run here in Node. The suite is CPU-bound, so its time scales with this figure: `npm test`
// prints it beside the phase times, and a slow run on a slow machine can be told from a slower suite.

/** Strings built per second / 10 (the collector's work). */
function garbageLoop(ms) {
  const start = Date.now();
  let iterations = 0;
  while (Date.now() - start < ms) {
    let s = '';
    for (let j = 0; j < 10000; j++) s += 'a';
    if (s.length === 1) throw new Error('never: keeps the loop from being optimised away');
    iterations++;
  }
  return Math.round(iterations / 10 / ((Date.now() - start) / 1000));
}

/** Array copies per second / 10 (no garbage). */
function copyLoop(ms) {
  const a = [];
  const b = [];
  for (let i = 0; i < 100000; i++) a[i] = b[i] = i;
  const start = Date.now();
  let iterations = 0;
  while (iterations % 10 !== 0 || Date.now() - start < ms) {
    const src = iterations % 2 === 0 ? a : b;
    const tgt = iterations % 2 === 0 ? b : a;
    for (let j = 0; j < src.length; j++) tgt[j] = src[j];
    iterations++;
  }
  return Math.round(iterations / 10 / ((Date.now() - start) / 1000));
}

/**
 * The mean of the two loops, as Lighthouse reports it, each run for `ms` (Lighthouse: 500 ms). Node's figure is not
 * Chromium's for the same machine (another engine build, no page around it): compare it with other runs of itself.
 */
export function benchmarkIndex(ms = 500) {
  return Math.round((garbageLoop(ms) + copyLoop(ms)) / 2);
}

/** The median of three, after a first run that lets the engine compile the loops (its figure is a fifth lower). */
export function steadyBenchmarkIndex(ms = 500) {
  benchmarkIndex(Math.min(ms, 200));
  const runs = [benchmarkIndex(ms), benchmarkIndex(ms), benchmarkIndex(ms)].sort((a, b) => a - b);
  return runs[1];
}
