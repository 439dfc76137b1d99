// `pnpm bench:ssr`: the rendering server under load. Builds the site and its server (unless --reuse-build and a build
// is there), starts the local API (in memory) behind a proxy that counts every call the server makes to it
// (lib/upstreamCounter.mjs), serves the build with the production server, and requests `/` as anonymous visitors at
// concurrency 1, 16, 64 and 256, then as a logged-in player (the `token` cookie) at 1, 16 and 64. Prints, for each level,
// requests per second, the time to first byte (p50, p95) and the upstream calls per page view with the calls made.
// Figures only, against the targets of issue 35 (status column); not part of `npm test`.
//
// Ports (each free one picked when unset): BENCH_API_PORT (the API), BENCH_UPSTREAM_PORT (the counting proxy the
// server calls), BENCH_PROVIDER_PORT (the API's game provider stand-in), BENCH_WEB_PORT (the rendering server).
// `--cpu-prof` serves from one process (WEB_WORKERS=0) under `node --cpu-prof`, its profile written into
// artifacts/bench/ssr-profile when the server stops (open it in Chrome's DevTools, Performance tab).
// Usage: pnpm bench:ssr [--reuse-build] [--seconds N] [--only anonymous|player] [--cpu-prof]
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { call } from './lib/betLoad.mjs';
import { coldBuild } from './lib/build.mjs';
import { loadFigures, pageLoad } from './lib/pageLoad.mjs';
import { ROOT, WEB_DIR } from './lib/paths.mjs';
import { freePort, startApi, startSite, stopAll } from './lib/processes.mjs';
import { ms, renderGrid } from './lib/table.mjs';
import { callsBetween, startUpstreamCounter } from './lib/upstreamCounter.mjs';
import { sessionCpuMs } from './lib/sessionCpu.mjs';
import http from 'node:http';

const REPORT = path.join(ROOT, 'artifacts', 'bench', 'ssr.json');
const PROFILE_DIR = path.join(ROOT, 'artifacts', 'bench', 'ssr-profile');
const ANONYMOUS_LEVELS = [1, 16, 64, 256];
const PLAYER_LEVELS = [1, 16, 64];
/** The level issue 35's target for a logged-in player's page is set at. */
const PLAYER_LEVEL = 16;
const WARM_UP = 20;
/** Issue 35's targets: anonymous `/` at 64, a logged-in player's at 16, and the upstream calls of a visitor's view. */
const TARGETS = {
  anonymousPerSecond: 300,
  anonymousP95At64Ms: 150,
  playerPerSecond: 100,
  playerP95At16Ms: 300,
  upstreamPerView: 1,
};

const step = (text) => console.error(`bench:ssr: ${text}`);

async function portFromEnv(name, taken) {
  const value = Number(process.env[name]);
  if (Number.isInteger(value) && value > 0 && value < 65_536) return value;
  let port = await freePort();
  while (taken.includes(port)) port = await freePort();
  return port;
}

/** `--only anonymous|player`: one kind of visitor (a shorter run); both when absent. */
function onlyOption(argv) {
  const index = argv.indexOf('--only');
  return index === -1 ? null : argv[index + 1];
}

function secondsOption(argv) {
  const index = argv.indexOf('--seconds');
  const value = index === -1 ? 5 : Number(argv[index + 1]);
  return Number.isFinite(value) && value > 0 && value <= 60 ? value : 5;
}

/** A new player's token, registered over the API directly. */
async function playerToken(apiBase) {
  const agent = new http.Agent({ keepAlive: false });
  const answer = await call(agent, apiBase, 'POST', '/api/v2/auth/register/email', {
    body: {
      email: `bench-ssr-${process.pid}-${Date.now()}@example.org`,
      password: 'bench-pass-1',
      currency: 'USD',
    },
  });
  agent.destroy();
  if (!answer.body?.token) throw new Error(`registering the bench's player failed: ${answer.status}`);
  return answer.body.token;
}

async function measure(label, url, counter, { concurrency, durationMs, headers, serverSession }) {
  step(`${label} at concurrency ${concurrency} ...`);
  const warm = await pageLoad(url, { concurrency: 1, durationMs: 0, warmUp: WARM_UP, headers });
  void warm;
  const before = counter.snapshot();
  const cpuBefore = sessionCpuMs(serverSession);
  const run = await pageLoad(url, { concurrency, durationMs, headers });
  const cpuAfter = sessionCpuMs(serverSession);
  const upstream = callsBetween(before, counter.snapshot());
  const figures = loadFigures(run);
  return {
    label,
    concurrency,
    ...figures,
    // The server's CPU (all its processes) per answer: what a page costs, whatever else the machine runs.
    cpuMsPerView:
      cpuBefore === null || cpuAfter === null || figures.requests === 0
        ? null
        : (cpuAfter - cpuBefore) / figures.requests,
    upstreamPerView: figures.requests === 0 ? null : upstream.total / figures.requests,
    upstream: upstream.byCall,
  };
}

function verdict(level) {
  const anonymous = level.label === 'anonymous';
  if (anonymous && level.concurrency === 64)
    return level.perSecond >= TARGETS.anonymousPerSecond && level.p95Ms <= TARGETS.anonymousP95At64Ms;
  if (!anonymous && level.concurrency === PLAYER_LEVEL)
    return level.perSecond >= TARGETS.playerPerSecond && level.p95Ms <= TARGETS.playerP95At16Ms;
  return null;
}

function table(levels, load) {
  const rows = levels.map((level) => {
    const passed = verdict(level);
    return {
      page: level.label === 'anonymous' ? '/ anonymous' : '/ logged-in',
      concurrency: String(level.concurrency),
      perSecond: level.perSecond.toFixed(1),
      p50: level.p50Ms === null ? 'n/a' : ms(level.p50Ms),
      p95: level.p95Ms === null ? 'n/a' : ms(level.p95Ms),
      cpu: level.cpuMsPerView === null ? 'n/a' : level.cpuMsPerView.toFixed(1),
      upstream: level.upstreamPerView === null ? 'n/a' : level.upstreamPerView.toFixed(2),
      status: passed === null ? '-' : passed ? 'ok' : 'below target',
    };
  });
  return renderGrid(
    `pnpm bench:ssr · node ${process.version} · ${os.cpus().length} cpus · load average ${load}`,
    [
      ['page', 'page'],
      ['concurrency', 'concurrency'],
      ['perSecond', 'requests/s'],
      ['p50', 'TTFB p50'],
      ['p95', 'TTFB p95'],
      ['cpu', 'server CPU ms/view'],
      ['upstream', 'upstream calls/view'],
      ['status', 'status'],
    ],
    rows,
  );
}

async function main() {
  const argv = process.argv.slice(2);
  const durationMs = secondsOption(argv) * 1000;
  const taken = [];
  const api = await portFromEnv('BENCH_API_PORT', taken);
  taken.push(api);
  const upstreamPort = await portFromEnv('BENCH_UPSTREAM_PORT', taken);
  taken.push(upstreamPort);
  const provider = await portFromEnv('BENCH_PROVIDER_PORT', taken);
  taken.push(provider);
  const web = await portFromEnv('BENCH_WEB_PORT', taken);
  const siteEnv = {
    VITE_API_URL: `http://localhost:${upstreamPort}`,
    VITE_GAME_PROVIDER_URL: `http://localhost:${provider}`,
  };
  const built =
    existsSync(path.join(WEB_DIR, 'dist', 'index.html')) && existsSync(path.join(WEB_DIR, 'dist-server'));
  if (!(argv.includes('--reuse-build') && built)) {
    step('production build of the site and its server ...');
    await coldBuild(path.join(WEB_DIR, 'dist'), siteEnv);
  }
  const servers = [];
  try {
    const origins = [`http://localhost:${web}`];
    const profiled = argv.includes('--cpu-prof')
      ? { WEB_WORKERS: '0', NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${PROFILE_DIR}` }
      : {};
    servers.push(await startApi(api, origins, { providerPort: provider, env: { API_BOTS: '0' } }));
    const counter = await startUpstreamCounter(upstreamPort, api);
    servers.push(counter);
    const site = await startSite(
      { command: 'pnpm', args: ['--filter', '@casino/web', 'serve'], cwd: ROOT },
      web,
      {
        ...siteEnv,
        ...profiled,
        PORT: String(web),
        HOST: 'localhost',
      },
    );
    servers.push(site);
    // The site runs in a session of its own (its pid leads it): the server's CPU is that session's.
    const serverSession = site.child.pid;
    const url = `http://localhost:${web}/`;
    const levels = [];
    const only = onlyOption(argv);
    if (only !== 'player')
      for (const concurrency of ANONYMOUS_LEVELS)
        levels.push(
          await measure('anonymous', url, counter, { concurrency, durationMs, headers: {}, serverSession }),
        );
    if (only !== 'anonymous') {
      const token = await playerToken(`http://localhost:${api}`);
      for (const concurrency of PLAYER_LEVELS)
        levels.push(
          await measure('player', url, counter, {
            concurrency,
            durationMs,
            headers: { cookie: `token=${token}` },
            serverSession,
          }),
        );
    }
    const load = os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ');
    console.log(table(levels, load));
    for (const level of levels)
      console.log(
        `upstream calls, ${level.label} at ${level.concurrency}: ${JSON.stringify(level.upstream)}`,
      );
    await mkdir(path.dirname(REPORT), { recursive: true });
    await writeFile(REPORT, JSON.stringify({ load: os.loadavg(), targets: TARGETS, levels }, null, 2));
  } finally {
    await stopAll(servers);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
