// `pnpm bench:crowd`: N headless players (crowd/player.mjs: the core's use cases over Node-side adapters) visit the
// site through the production rendering server at once: the home page, a sign-up and a login, a deposit, a player's
// page, dice bets, the betting page and a sportsbook single, then their dice bets verified with the core's verifier.
// For each N (100, 1 000 and 5 000 by default, or the numbers given) it prints pages/s, bets/s, p50/p95/p99 of each
// step, the API calls the server made per page view (from its /metrics), the errors, and the server's and the API's
// memory. A crowd that does not finish within the limit, or fails for more than half its players, is the last one run.
//
// Usage: pnpm bench:crowd [N ...] [--bets N] [--limit-s S]
// Ports: BENCH_API_PORT, BENCH_WEB_PORT (else free ones); the server's workers: WEB_WORKERS (else one per core).
import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CrowdRecord, parseMetrics, serverDelta } from './crowd/figures.mjs';
import { playerVisit } from './crowd/player.mjs';
import { coldBuild } from './lib/build.mjs';
import { WEB_DIR } from './lib/paths.mjs';
import { portFromEnv, startSite, stopAll } from './lib/processes.mjs';
import { renderGrid } from './lib/table.mjs';

const step = (text) => console.error(`bench:crowd: ${text}`);
const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const index = argv.indexOf(name);
  const value = Number(index === -1 ? fallback : argv[index + 1]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const BETS = option('--bets', 3);
const LIMIT_MS = option('--limit-s', 600) * 1000;
const optionValues = new Set(
  ['--bets', '--limit-s']
    .map((name) => argv.indexOf(name))
    .flatMap((index) => (index === -1 ? [] : [index + 1])),
);
const sizes = argv
  .filter((value, index) => !optionValues.has(index) && !value.startsWith('--'))
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0);
/** Connections the crowd shares to each server, as a load balancer in front of them would. */
const SOCKETS = 256;

/** The API in a process of its own (the live bench's: relaxed limits for one address), on BENCH_API_PORT or a free one. */
async function startApiProcess(port) {
  const child = fork(fileURLToPath(new URL('./live/server.mjs', import.meta.url)), {
    stdio: 'inherit',
    env: { ...process.env, BENCH_API_PORT: String(port) },
  });
  const url = await new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('message', (message) => resolve(message.url));
  });
  const usage = () =>
    new Promise((resolve) => {
      child.once('message', resolve);
      child.send('usage');
    });
  const stop = () =>
    new Promise((resolve) => {
      child.once('exit', resolve);
      child.send('stop');
    });
  return { url: url.replace('127.0.0.1', 'localhost'), usage, stop };
}

function get(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        let text = '';
        response.setEncoding('utf8').on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode, text }));
      })
      .on('error', reject);
  });
}

/** Runs `count` players at once; resolves with their record, the wall time and whether all ended within the limit. */
async function crowd(count, apiUrl, siteUrl, runId) {
  const record = new CrowdRecord();
  const apiAgent = new http.Agent({ keepAlive: true, maxSockets: SOCKETS });
  const siteAgent = new http.Agent({ keepAlive: true, maxSockets: SOCKETS });
  let bets = 0;
  let finished = 0;
  const started = performance.now();
  const visits = Array.from({ length: count }, (_, index) =>
    playerVisit({
      apiUrl,
      siteUrl,
      index,
      runId,
      bets: BETS,
      apiAgent,
      siteAgent,
      record: record.record,
    }).then(
      (visit) => {
        bets += visit.bets;
        finished += 1;
      },
      (error) => {
        record.fail(error);
        finished += 1;
      },
    ),
  );
  let timer;
  const limit = new Promise((resolve) => (timer = setTimeout(() => resolve(false), LIMIT_MS)));
  const complete = await Promise.race([Promise.all(visits).then(() => true), limit]);
  clearTimeout(timer);
  const wallMs = performance.now() - started;
  apiAgent.destroy();
  siteAgent.destroy();
  return { record, wallMs, bets, finished, complete };
}

const mb = (bytes) => `${Math.round(bytes / 1024 / 1024)} MB`;
const ms = (value) => (value === undefined ? '-' : `${Math.round(value)} ms`);

async function main() {
  const distDir = path.join(WEB_DIR, 'dist');
  if (
    !existsSync(path.join(WEB_DIR, 'dist-server', 'main.js')) ||
    !existsSync(path.join(distDir, 'index.html'))
  ) {
    step('no production build: building the site and its server once ...');
    await coldBuild(distDir, {});
  }
  const servers = [];
  const api = await startApiProcess(await portFromEnv('BENCH_API_PORT'));
  try {
    const webPort = await portFromEnv('BENCH_WEB_PORT');
    const siteUrl = `http://localhost:${webPort}`;
    step(`API at ${api.url}; rendering server at ${siteUrl} ...`);
    const site = {
      command: process.execPath,
      args: [path.join(WEB_DIR, 'dist-server', 'main.js')],
      cwd: WEB_DIR,
    };
    servers.push(
      await startSite(site, webPort, { PORT: String(webPort), HOST: 'localhost', VITE_API_URL: api.url }),
    );
    const ready = await get(`${siteUrl}/readyz`);
    if (ready.status !== 200) throw new Error(`the server is not ready: ${ready.text}`);

    const runId = Date.now().toString(36);
    for (const count of sizes.length > 0 ? sizes : [100, 1_000, 5_000]) {
      step(`${count} players, ${BETS} dice bets each ...`);
      const before = parseMetrics((await get(`${siteUrl}/metrics`)).text);
      const run = await crowd(count, api.url, siteUrl, `${runId}-${count}`);
      const server = serverDelta(before, parseMetrics((await get(`${siteUrl}/metrics`)).text));
      const apiUsage = await api.usage();
      const seconds = run.wallMs / 1000;
      const pageCount = [...run.record.steps]
        .filter(([name]) => name.startsWith('page'))
        .reduce((n, [, t]) => n + t.length, 0);
      printCrowd(count, run, server, apiUsage, seconds, pageCount);
      const failedMost = run.record.errorCount > count / 2;
      if (!run.complete || failedMost) {
        console.log(
          `note: stopped after ${count} players: ${run.complete ? `${run.record.errorCount} of them failed` : `${count - run.finished} had not finished after ${LIMIT_MS / 1000} s`}`,
        );
        break;
      }
    }
  } finally {
    await stopAll(servers);
    await api.stop();
  }
}

function printCrowd(count, run, server, apiUsage, seconds, pageCount) {
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
  const summary = [
    `${count} players: ${run.finished} ended${run.complete ? '' : ' (limit reached)'}, ${run.record.errorCount} of them on an error, in ${seconds.toFixed(1)} s`,
    `pages/s ${(pageCount / seconds).toFixed(1)} · bets/s ${(run.bets / seconds).toFixed(1)} (dice and sports, by the players who finished)`,
    `upstream requests per page view ${server.upstreamPerPage?.toFixed(2) ?? '-'} (on the wire)${server.upstreamCallsPerPage === null ? '' : ` · render path's calls per page ${server.upstreamCallsPerPage.toFixed(2)}`}`,
    `memory: server ${mb(server.serverRssBytes)} (${server.workers} workers and the primary) · API ${mb(apiUsage.rss)}`,
    `machine: ${os.availableParallelism()} CPUs, load ${load}, node ${process.version}`,
  ];
  const rows = run.record
    .percentiles()
    .map((one) => ({ ...one, p50: ms(one.p50), p95: ms(one.p95), p99: ms(one.p99) }));
  console.log(
    renderGrid(
      summary.join('\n'),
      [
        ['step', 'step'],
        ['count', 'count'],
        ['p50', 'p50'],
        ['p95', 'p95'],
        ['p99', 'p99'],
      ],
      rows,
    ),
  );
  for (const [name, entry] of run.record.errors)
    console.log(`errors in ${name}: ${entry.count} (e.g. ${entry.example})`);
  console.log('');
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
});
