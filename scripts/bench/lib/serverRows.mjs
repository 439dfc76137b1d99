// The server rows of the bench: `/` requested over loopback at concurrency 1, 16 and 64 (lib/pageLoad.mjs), each level
// for a few seconds after a short warm-up, with the time to first byte (p50, p95) and the answers per second.
import { TTFB_P95_AT_16_MAX_MS } from '../budgets.mjs';
import { loadFigures, pageLoad } from './pageLoad.mjs';
import { ms, row } from './table.mjs';

export const LOAD_LEVELS = [1, 16, 64];
const LEVEL_MS = 5_000;
const WARM_UP_REQUESTS = 20;

/** Loads `url` at each level in turn; resolves with each level's figures. */
export async function serverLoad(url) {
  const levels = [];
  for (const concurrency of LOAD_LEVELS) {
    const run = await pageLoad(url, { concurrency, durationMs: LEVEL_MS, warmUp: WARM_UP_REQUESTS });
    levels.push({ concurrency, ...loadFigures(run) });
  }
  return levels;
}

export function serverPassed(levels) {
  const at16 = levels.find((level) => level.concurrency === 16);
  return at16 !== undefined && at16.p95Ms !== null && at16.p95Ms <= TTFB_P95_AT_16_MAX_MS;
}

export function serverRows(levels, servedByLabel) {
  return levels.flatMap((level) => {
    const name = `server / at concurrency ${level.concurrency} (${servedByLabel})`;
    const budgeted = level.concurrency === 16;
    return [
      row(
        `${name}: TTFB p50 / p95`,
        level.p50Ms === null ? 'n/a' : `${ms(level.p50Ms)} / ${ms(level.p95Ms)}`,
        budgeted ? `p95 <= ${ms(TTFB_P95_AT_16_MAX_MS)}` : '',
        budgeted ? serverPassed(levels) : null,
      ),
      row(`${name}: requests/s (${level.requests} in ${LEVEL_MS / 1000} s)`, level.perSecond.toFixed(1)),
    ];
  });
}
