// `pnpm bench:crowd`: N headless players (crowd/player.mjs: the core's use cases over Node-side adapters) visit the
// site through the production rendering server: the home page, a sign-up and a login, a deposit, a player's page, dice
// bets, the betting page and a sportsbook single, then their dice bets verified with the core's verifier. The players
// arrive as a crowd does, a steady number a second (`--rate`, 20 by default; 0: all at the same instant), and are run
// by load-generator processes of their own (crowd/generator.mjs, one a core by default), each sharing keep-alive
// connections among its players, so the generator is not one event loop's bottleneck and its CPU is measured apart.
// For each N (100, 1 000 and 5 000 by default, or the numbers given) it prints pages/s, bets/s, p50/p95/p99 of each
// step and of the whole visit, the API calls the server made per page view (from its /metrics), the players out at
// once, why each failed player failed, the CPU time the server, the API and the generator each used (per player, a
// figure a busy machine does not blur) and their memory. Each crowd is bounded in time (`--limit-s`, from its first
// arrival): players still out then are counted with the step they were in. A crowd that does not finish within the
// limit, or fails for more than half its players, is the last one run.
//
// Usage: pnpm bench:crowd [N ...] [--bets N] [--rate R] [--limit-s S] [--generators K]
// Ports: BENCH_API_PORT, BENCH_WEB_PORT (else free ones); the server's workers: WEB_WORKERS (else one per core).
import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CrowdRecord, parseMetrics, serverDelta } from './crowd/figures.mjs';
import { coldBuild } from './lib/build.mjs';
import { ROOT, WEB_DIR } from './lib/paths.mjs';
import { portFromEnv, startSite, stopAll } from './lib/processes.mjs';
import { cpuPressure, sessionCpuMs, sessionPids, waitedForCpuMs } from './lib/sessionCpu.mjs';
import { renderGrid } from './lib/table.mjs';

const step = (text) => console.error(`bench:crowd: ${text}`);
const argv = process.argv.slice(2);
const OPTIONS = ['--bets', '--rate', '--limit-s', '--generators'];
const option = (name, fallback, { zero = false } = {}) => {
  const index = argv.indexOf(name);
  const value = Number(index === -1 ? fallback : argv[index + 1]);
  return Number.isFinite(value) && (value > 0 || (zero && value === 0)) ? value : fallback;
};
const BETS = option('--bets', 3);
/** Players arriving a second; 0: every player at the same instant. */
const RATE = option('--rate', 20, { zero: true });
const LIMIT_MS = option('--limit-s', 600) * 1000;
const GENERATORS = Math.round(option('--generators', os.availableParallelism()));
const optionValues = new Set(
  OPTIONS.map((name) => argv.indexOf(name)).flatMap((index) => (index === -1 ? [] : [index + 1])),
);
const sizes = argv
  .filter((value, index) => !optionValues.has(index) && !value.startsWith('--'))
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0);
/** Connections the crowd shares to each server, as a load balancer in front of them would (split among generators). */
const SOCKETS = 256;
const ARTIFACTS = path.join(ROOT, 'artifacts', 'bench');

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
  return { url: url.replace('127.0.0.1', 'localhost'), pid: child.pid, usage, stop };
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

/** A generator process (crowd/generator.mjs), loaded and waiting for its task. */
function startGenerator() {
  const child = fork(fileURLToPath(new URL('./crowd/generator.mjs', import.meta.url)), { stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      reject(new Error(`a load generator exited with ${code} before it was ready`)),
    );
    child.once('message', () => {
      child.removeAllListeners('exit');
      resolve(child);
    });
  });
}

/** Hands a generator its task; resolves with its figures. */
function runGenerator(child, task) {
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`a load generator exited with ${code} and no figures`)));
    child.once('message', (message) => {
      child.removeAllListeners('exit');
      if (message.type === 'result') resolve(message.result);
      else reject(new Error(`a load generator failed: ${message.message}`));
    });
    child.send(task);
  });
}

/**
 * Runs `count` players, arriving RATE a second (all at once when 0), dealt in turn to the generators; resolves with
 * the merged figures, the wall time (first arrival to the last player's end, or to the limit) and whether all ended.
 */
async function crowd(count, apiUrl, siteUrl, runId) {
  const generators = await Promise.all(
    Array.from({ length: Math.min(GENERATORS, count) }, () => startGenerator()),
  );
  const shares = generators.map(() => []);
  for (let index = 0; index < count; index += 1)
    shares[index % generators.length].push({ index, arrivalMs: RATE > 0 ? (index * 1000) / RATE : 0 });
  const startAt = Date.now() + 500;
  const results = await Promise.all(
    generators.map((child, index) =>
      runGenerator(child, {
        apiUrl,
        siteUrl,
        runId,
        bets: BETS,
        players: shares[index],
        sockets: Math.max(1, Math.floor(SOCKETS / generators.length)),
        startAt,
        limitMs: LIMIT_MS,
      }),
    ),
  );
  const outBySecond = [];
  for (const result of results)
    result.outBySecond.forEach((out, second) => (outBySecond[second] = (outBySecond[second] ?? 0) + out));
  const outAtLimit = {};
  for (const result of results)
    for (const [where, n] of Object.entries(result.outAtLimit))
      outAtLimit[where] = (outAtLimit[where] ?? 0) + n;
  const total = (key) => results.reduce((sum, result) => sum + result[key], 0);
  return {
    record: CrowdRecord.merged(results.map((result) => result.record)),
    wallMs: Math.max(...results.map((result) => result.wallMs)),
    bets: total('bets'),
    arrived: total('arrived'),
    finished: total('finished'),
    pageRetries: total('pageRetries'),
    complete: results.every((result) => result.complete),
    peakOut: Math.max(0, ...outBySecond),
    outAtLimit,
    generator: {
      processes: results.length,
      cpuMs: total('cpuMs'),
      waitedMs: results.some((result) => result.waitedMs === null) ? null : total('waitedMs'),
      peakRss: total('peakRss'),
    },
  };
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
    const serverSession = servers[0].child.pid;
    const runId = Date.now().toString(36);
    const crowds = [];
    for (const count of sizes.length > 0 ? sizes : [100, 1_000, 5_000]) {
      const arrival = RATE > 0 ? `arriving ${RATE} a second` : 'all arriving at once';
      step(`${count} players, ${arrival}, ${BETS} dice bets each, at most ${LIMIT_MS / 1000} s ...`);
      const loadBefore = os.loadavg()[0];
      const before = parseMetrics((await get(`${siteUrl}/metrics`)).text);
      const apiBefore = await api.usage();
      const serverCpuBefore = sessionCpuMs(serverSession);
      const serverPids = sessionPids(serverSession);
      const waitedBefore = { server: waitedForCpuMs(serverPids), api: waitedForCpuMs([api.pid]) };
      const run = await crowd(count, api.url, siteUrl, `${runId}-${count}`);
      const serverCpuAfter = sessionCpuMs(serverSession);
      const waitedAfter = { server: waitedForCpuMs(serverPids), api: waitedForCpuMs([api.pid]) };
      const waitedMs = {
        server: waitedBefore.server === null ? null : waitedAfter.server - waitedBefore.server,
        api: waitedBefore.api === null ? null : waitedAfter.api - waitedBefore.api,
        generator: run.generator.waitedMs,
      };
      const apiAfter = await api.usage();
      const server = serverDelta(before, parseMetrics((await get(`${siteUrl}/metrics`)).text));
      const cpuMs = {
        server: serverCpuBefore === null ? null : serverCpuAfter - serverCpuBefore,
        api: (apiAfter.cpu.user + apiAfter.cpu.system - apiBefore.cpu.user - apiBefore.cpu.system) / 1000,
        generator: run.generator.cpuMs,
      };
      const figures = crowdFigures(count, run, server, { cpuMs, waitedMs }, apiAfter.rss, [
        loadBefore,
        os.loadavg()[0],
      ]);
      crowds.push(figures);
      printCrowd(figures, run);
      const failedMost = run.record.errorCount > count / 2;
      if (!run.complete || failedMost) {
        const out = Object.entries(run.outAtLimit)
          .map(([where, n]) => `${n} in ${where}`)
          .join(', ');
        console.log(
          `note: stopped after ${count} players: ${run.complete ? `${run.record.errorCount} of them failed` : `${count - run.finished} had not finished ${LIMIT_MS / 1000} s after the first arrival (${out || 'none arrived'}${run.arrived < count ? `; ${count - run.arrived} not yet arrived` : ''})`}`,
        );
        break;
      }
    }
    printSummary(crowds);
    await mkdir(ARTIFACTS, { recursive: true });
    await writeFile(path.join(ARTIFACTS, 'crowd.json'), `${JSON.stringify(crowds, null, 2)}\n`);
  } finally {
    await stopAll(servers);
    await api.stop();
  }
}

/** One crowd's figures, as printed and written to artifacts/bench/crowd.json. */
function crowdFigures(count, run, server, { cpuMs, waitedMs }, apiRss, load) {
  const seconds = run.wallMs / 1000;
  const pages = [...run.record.steps]
    .filter(([name]) => name.startsWith('page'))
    .reduce((n, [, times]) => n + times.length, 0);
  const perPlayer = (value) => (value === null || run.arrived === 0 ? null : value / run.arrived);
  const visit = run.record.percentiles().find((one) => one.step === 'whole visit');
  return {
    players: count,
    arrivalsPerSecond: RATE,
    arrived: run.arrived,
    ended: run.finished,
    failed: run.record.errorCount,
    outAtLimit: count - run.finished,
    complete: run.complete,
    seconds,
    pagesPerSecond: pages / seconds,
    betsPerSecond: run.bets / seconds,
    pageRetries: run.pageRetries,
    visitP95Ms: visit?.p95 ?? null,
    peakOut: run.peakOut,
    upstreamPerPage: server.upstreamPerPage,
    renderCallsPerPage: server.upstreamCallsPerPage,
    cpuMsPerPlayer: {
      server: perPlayer(cpuMs.server),
      api: perPlayer(cpuMs.api),
      generator: perPlayer(cpuMs.generator),
    },
    // Time ready to run but kept waiting for a CPU by everything else on the machine, per player.
    waitedForCpuMsPerPlayer: Object.fromEntries(
      Object.entries(waitedMs).map(([who, value]) => [who, perPlayer(value)]),
    ),
    cpuPressure: cpuPressure(),
    // CPUs busy on average over the run: of the machine's cores, shared with whatever else it runs.
    cpusBusy: Object.fromEntries(
      Object.entries(cpuMs).map(([who, value]) => [who, value === null ? null : value / run.wallMs]),
    ),
    memory: {
      server: server.serverRssBytes,
      serverWorkers: server.workers,
      api: apiRss,
      generator: run.generator.peakRss,
      generators: run.generator.processes,
    },
    load,
    steps: run.record.percentiles(),
    errors: [...run.record.errors].map(([cause, entry]) => ({ cause, ...entry })),
  };
}

const cpu = (value) => (value === null ? '-' : value.toFixed(2));
const perPlayerMs = (value) => (value === null ? '-' : `${value.toFixed(1)} ms`);

/**
 * What the CPU time per player says the machine could hold were it theirs alone: players a second the two servers
 * could serve on every core, and with the load generator beside them; and the least time this crowd would take.
 * Independent of the neighbours' load, unlike the wall-clock rates; failed players cost less than whole visits.
 */
function capacityLine({ players, cpuMsPerPlayer, failed, arrived }) {
  const { server, api, generator } = cpuMsPerPlayer;
  if (server === null || api === null || generator === null) return 'capacity: - (no CPU figures)';
  const cores = os.availableParallelism();
  const servers = (cores * 1000) / (server + api);
  const withGenerator = (cores * 1000) / (server + api + generator);
  const note = failed > 0 ? ` (from ${arrived} players, ${failed} of whom failed and cost less)` : '';
  return `capacity on ${cores} idle CPUs: ${servers.toFixed(1)} players/s for the server and the API, ${withGenerator.toFixed(1)} with the load generator beside them; ${players} players at least ${(players / withGenerator).toFixed(0)} s${note}`;
}

/** How long each process sat ready to run while the machine's other work held the CPUs. */
function waitLine({ waitedForCpuMsPerPlayer: waited, cpuPressure: pressure }) {
  const share =
    pressure === null
      ? ''
      : `; some task waited for a CPU ${(pressure * 100).toFixed(0)}% of the last minute`;
  return `waited for a CPU per player (ready to run, not running): server ${perPlayerMs(waited.server)} · API ${perPlayerMs(waited.api)} · load generator ${perPlayerMs(waited.generator)}${share}`;
}

function printCrowd(figures, run) {
  const { cpuMsPerPlayer, cpusBusy, memory } = figures;
  const arrival = RATE > 0 ? `arriving ${RATE}/s` : 'all at once';
  const summary = [
    `${figures.players} players (${arrival}): ${figures.ended} ended${figures.complete ? '' : ` (limit reached, ${figures.outAtLimit} still out)`}, ${figures.failed} of them on an error, in ${figures.seconds.toFixed(1)} s; at most ${figures.peakOut} out at once`,
    `pages/s ${figures.pagesPerSecond.toFixed(1)} · bets/s ${figures.betsPerSecond.toFixed(1)} (dice and sports, by the players who finished) · pages asked again after a reset keep-alive connection ${figures.pageRetries}`,
    `upstream requests per page view ${figures.upstreamPerPage?.toFixed(2) ?? '-'} (on the wire)${figures.renderCallsPerPage === null ? '' : ` · render path's calls per page ${figures.renderCallsPerPage.toFixed(2)}`}`,
    `CPU per player: server ${perPlayerMs(cpuMsPerPlayer.server)} · API ${perPlayerMs(cpuMsPerPlayer.api)} · load generator ${perPlayerMs(cpuMsPerPlayer.generator)}`,
    capacityLine(figures),
    waitLine(figures),
    `CPUs busy on average: server ${cpu(cpusBusy.server)} · API ${cpu(cpusBusy.api)} · load generator ${cpu(cpusBusy.generator)} (${memory.generators} processes), of ${os.availableParallelism()}`,
    `memory: server ${mb(memory.server)} (${memory.serverWorkers} workers and the primary) · API ${mb(memory.api)} · load generator ${mb(memory.generator)} at its peak`,
    `machine: ${os.availableParallelism()} CPUs, load ${figures.load.map((value) => value.toFixed(1)).join(' → ')} (1-minute average, before → after), node ${process.version}`,
  ];
  const rows = figures.steps.map((one) => ({ ...one, p50: ms(one.p50), p95: ms(one.p95), p99: ms(one.p99) }));
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
  for (const [cause, entry] of run.record.errors)
    console.log(
      `failed players: ${entry.count} on ${cause}${entry.example === cause ? '' : ` (e.g. ${entry.example})`}`,
    );
  console.log('');
}

/** Every crowd in one table: the figures issue 35 asks for, side by side. */
function printSummary(crowds) {
  const rows = crowds.map((one) => ({
    players: String(one.players),
    rate: one.arrivalsPerSecond > 0 ? `${one.arrivalsPerSecond}/s` : 'at once',
    ended: `${one.ended - one.failed} ok, ${one.failed} failed, ${one.outAtLimit} out`,
    seconds: one.seconds.toFixed(0),
    peak: String(one.peakOut),
    pages: one.pagesPerSecond.toFixed(1),
    bets: one.betsPerSecond.toFixed(1),
    visit: one.visitP95Ms === null ? '-' : ms(one.visitP95Ms),
    upstream: one.upstreamPerPage?.toFixed(2) ?? '-',
    cpu: ['server', 'api', 'generator'].map((who) => cpu(one.cpusBusy[who])).join(' / '),
    memory: `${mb(one.memory.server)} / ${mb(one.memory.api)} / ${mb(one.memory.generator)}`,
    load: one.load.map((value) => value.toFixed(1)).join(' → '),
  }));
  console.log(
    renderGrid(
      'bench:crowd: every crowd (CPUs busy and memory: server / API / load generator)',
      [
        ['players', 'players'],
        ['rate', 'arriving'],
        ['ended', 'players ended'],
        ['seconds', 's'],
        ['peak', 'most out at once'],
        ['pages', 'pages/s'],
        ['bets', 'bets/s'],
        ['visit', 'visit p95'],
        ['upstream', 'upstream/page'],
        ['cpu', 'CPUs busy'],
        ['memory', 'memory'],
        ['load', 'load'],
      ],
      rows,
    ),
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
});
