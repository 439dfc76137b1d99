// Requests one page over loopback, a given number of requests in flight, for a fixed time: the time to first byte of
// each answer (request sent → status line and headers back) and the answers per second. The body is read to its end,
// as a browser would, before the connection takes the next request.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { percentile } from './betLoad.mjs';

/** What a browser sends for a page: HTML first, compressed. */
const PAGE_HEADERS = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'br, gzip' };

/** One GET; resolves with its status and time to first byte once the body has been read. */
function timedGet(agent, url, headers = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(url, { agent, headers: { ...PAGE_HEADERS, ...headers } }, (response) => {
      const ttfbMs = performance.now() - started;
      response.on('end', () => resolve({ status: response.statusCode ?? 0, ttfbMs }));
      response.on('error', reject);
      response.resume();
    });
    request.on('error', reject);
  });
}

/**
 * Keeps `concurrency` requests for `url` in flight (each worker on its own kept-alive socket) for `durationMs`, after
 * `warmUp` requests that are not counted. Every answer must be a 2xx: a figure over errors would flatter the server.
 * `headers` go with every request (a player's `Cookie`).
 */
export async function pageLoad(url, { concurrency, durationMs, warmUp = 0, headers = {} }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  try {
    for (let index = 0; index < warmUp; index += 1) await timedGet(agent, url, headers);
    const ttfbs = [];
    const started = performance.now();
    const deadline = started + durationMs;
    const worker = async () => {
      while (performance.now() < deadline) {
        const { status, ttfbMs } = await timedGet(agent, url, headers);
        if (status < 200 || status > 299) throw new Error(`GET ${url} answered ${status}`);
        ttfbs.push(ttfbMs);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    return { wallMs: performance.now() - started, ttfbs };
  } finally {
    agent.destroy();
  }
}

/** The figures of one run: median and 95th percentile time to first byte, answers per second. */
export function loadFigures({ wallMs, ttfbs }) {
  if (ttfbs.length === 0) return { requests: 0, p50Ms: null, p95Ms: null, perSecond: 0 };
  return {
    requests: ttfbs.length,
    p50Ms: percentile(ttfbs, 0.5),
    p95Ms: percentile(ttfbs, 0.95),
    perSecond: (ttfbs.length * 1000) / wallMs,
  };
}
