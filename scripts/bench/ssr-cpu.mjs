// `pnpm bench:ssr-cpu`: the server's CPU per rendered page, measured in one process so a machine busy with other work
// does not blur it (issue 35, item 4). Builds the render path (lib/ssrRenderEntry.ts, `vite build --ssr`) into a folder
// of its own unless given built folders, starts the local API in memory, registers a player, then renders `/` (or
// --path) N times a batch with `process.cpuUsage()` around each batch: CPU ms per page, the median of the batches.
// Given two built folders (`--compare A B`), it loads both into the same process and alternates their batches, so the
// ratio B/A holds however loaded the machine is. `--cpu-prof FILE` profiles the batches of the first build (a
// .cpuprofile for Chrome's DevTools) and prints its heaviest functions by self time.
//
// `--api URL` uses an API already running there instead of starting one (its CPU is then not reported): on a machine
// so busy that the API's start outlasts the bench's wait for it.
//
// Ports: BENCH_API_PORT (the API), BENCH_PROVIDER_PORT (the API's game provider); a free one for each unset.
// Usage: pnpm bench:ssr-cpu [--build DIR] [--compare A B] [--renders N] [--batches K] [--concurrency C]
//        [--path /] [--anonymous] [--cpu-prof FILE] [--api URL]
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import inspector from 'node:inspector/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { call } from './lib/betLoad.mjs';
import { ROOT, WEB_DIR, webBinPath } from './lib/paths.mjs';
import { portFromEnv, startApi, stopAll } from './lib/processes.mjs';

// React and the libraries pick their production build from NODE_ENV when first imported, as main.ts does.
process.env.NODE_ENV = 'production';

const step = (text) => console.error(`bench:ssr-cpu: ${text}`);
const DEFAULT_BUILD = path.join(WEB_DIR, 'node_modules', '.cache', 'ssr-cpu');
const TEMPLATE = `<!doctype html><html lang="ru"><head><title>x</title></head><body><div id="root"><!--ssr-outlet--><!--/ssr-outlet--></div><script type="module" src="/assets/index.js"></script></body></html>`;

function option(argv, name, fallback) {
  const index = argv.indexOf(name);
  return index === -1 ? fallback : argv[index + 1];
}

/** `vite build --ssr` of the render path into `outDir`, calling the API at `apiUrl`. */
async function build(outDir, env) {
  const entry = path.join(ROOT, 'scripts', 'bench', 'lib', 'ssrRenderEntry.ts');
  const args = [webBinPath('vite'), 'build', '--ssr', entry, '--outDir', outDir, '--emptyOutDir'];
  const child = spawn(process.execPath, args, {
    cwd: WEB_DIR,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk) => (output += chunk));
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`building the render path failed (exit ${code}):\n${output.slice(-4000)}`);
}

async function playerCookie(apiBase) {
  const agent = new http.Agent({ keepAlive: false });
  const answer = await call(agent, apiBase, 'POST', '/api/v2/auth/register/email', {
    body: { email: `bench-ssr-cpu-${process.pid}@example.org`, password: 'bench-pass-1', currency: 'USD' },
  });
  agent.destroy();
  if (!answer.body?.token) throw new Error(`registering the bench's player failed: ${answer.status}`);
  return `token=${answer.body.token}`;
}

/** Milliseconds of CPU process `pid` has used so far (from /proc: Linux only; null elsewhere). */
function processCpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/**
 * `count` renders, `concurrency` at a time: the CPU this process spent on them, per page, and the API's (`apiPid`),
 * which answers the page's calls on the same machine.
 */
async function batch(harness, { count, concurrency, pagePath, cookie, apiPid = null }) {
  let left = count;
  const apiBefore = apiPid === null ? null : processCpuMs(apiPid);
  const started = process.cpuUsage();
  const lane = async () => {
    while (left > 0) {
      left -= 1;
      const page = await harness.page(pagePath, cookie);
      if (page.status !== 200) throw new Error(`${pagePath} answered ${page.status}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  const spent = process.cpuUsage(started);
  const apiAfter = apiPid === null ? null : processCpuMs(apiPid);
  const perPage = (spent.user + spent.system) / 1000 / count;
  return apiBefore === null || apiAfter === null
    ? perPage
    : { perPage, apiPerPage: (apiAfter - apiBefore) / count };
}

/** Sorted keys, recursively: the page's state in the order its answers arrived is the same state. */
const sortedKeys = (value) =>
  Array.isArray(value)
    ? value.map(sortedKeys)
    : value !== null && typeof value === 'object'
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, sortedKeys(value[key])]),
        )
      : value;

/** A page with its JSON state's keys sorted, so two renders of the same page compare equal. */
function canonical(html) {
  return html.replace(
    /(<script type="application\/json" id="server-state">)([^<]*)(<\/script>)/,
    (_, open, json, close) => `${open}${JSON.stringify(sortedKeys(JSON.parse(json)), null, 1)}${close}`,
  );
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The heaviest functions of a profile by self time, with their share of the samples. */
function heaviest(profile, top = 25) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  const deltas = profile.timeDeltas;
  let total = 0;
  profile.samples.forEach((id, index) => {
    const node = byId.get(id);
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${lineNumber + 1}`;
    const time = deltas[index] ?? 0;
    self.set(key, (self.get(key) ?? 0) + time);
    total += time;
  });
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, time]) => `${((100 * time) / total).toFixed(1).padStart(5)} %  ${name}`);
}

async function main() {
  const argv = process.argv.slice(2);
  const renders = Number(option(argv, '--renders', 100));
  const batches = Number(option(argv, '--batches', 6));
  const concurrency = Number(option(argv, '--concurrency', 4));
  const pagePath = option(argv, '--path', '/');
  const profileFile = option(argv, '--cpu-prof', null);
  const compareAt = argv.indexOf('--compare');
  const builds =
    compareAt === -1
      ? [path.resolve(option(argv, '--build', DEFAULT_BUILD))]
      : [path.resolve(argv[compareAt + 1]), path.resolve(argv[compareAt + 2])];

  const runningApi = option(argv, '--api', null);
  const api = runningApi ? null : await portFromEnv('BENCH_API_PORT');
  const provider = runningApi ? null : await portFromEnv('BENCH_PROVIDER_PORT');
  const apiUrl = runningApi ?? `http://localhost:${api}`;
  if (compareAt === -1 && !argv.includes('--build')) {
    step(`building the render path into ${path.relative(ROOT, DEFAULT_BUILD)} ...`);
    await build(DEFAULT_BUILD, { VITE_API_URL: apiUrl });
  }
  const servers = [];
  try {
    if (!runningApi)
      servers.push(
        await startApi(api, ['http://localhost:4173'], { providerPort: provider, env: { API_BOTS: '0' } }),
      );
    const cookie = argv.includes('--anonymous') ? null : await playerCookie(apiUrl);
    const harnesses = [];
    for (const dir of builds) {
      const module = await import(pathToFileURL(path.join(dir, 'ssrRenderEntry.js')).href);
      const harness = module.renderHarness(apiUrl, TEMPLATE);
      const first = await harness.page(pagePath, cookie);
      if (first.status !== 200) throw new Error(`${dir}: ${pagePath} answered ${first.status}`);
      await batch(harness, { count: 3 * renders, concurrency, pagePath, cookie });
      const warm = await harness.page(pagePath, cookie);
      harnesses.push({ dir, harness, perPage: [], apiPerPage: [], html: canonical(warm.html) });
    }
    const apiPid = servers[0]?.child.pid ?? null;
    const session = profileFile ? new inspector.Session() : null;
    if (session) {
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 200 });
    }
    for (let round = 0; round < batches; round += 1) {
      // Alternating which build goes first, so neither always runs after the other's garbage.
      const order = round % 2 === 0 ? harnesses : [...harnesses].reverse();
      for (const entry of order) {
        const profiling = session && entry === harnesses[0];
        if (profiling) await session.post('Profiler.start');
        const figures = await batch(entry.harness, { count: renders, concurrency, pagePath, cookie, apiPid });
        entry.perPage.push(typeof figures === 'number' ? figures : figures.perPage);
        if (typeof figures === 'object') entry.apiPerPage.push(figures.apiPerPage);
        if (profiling) {
          const { profile } = await session.post('Profiler.stop');
          entry.profiles = [...(entry.profiles ?? []), profile];
        }
      }
    }
    const who = cookie ? 'a logged-in player' : 'a visitor';
    console.log(
      `CPU of this process per render of ${pagePath} for ${who} (${renders} a batch, ${concurrency} at a time)`,
    );
    for (const entry of harnesses)
      console.log(
        `  ${path.relative(ROOT, entry.dir)}: median ${median(entry.perPage).toFixed(2)} ms ` +
          `(batches: ${entry.perPage.map((value) => value.toFixed(2)).join(' ')})` +
          (entry.apiPerPage.length > 0
            ? `; the API's CPU: median ${median(entry.apiPerPage).toFixed(2)} ms a page`
            : ''),
      );
    if (harnesses.length === 2) {
      // The same page from both builds (the bench's player, the API's answers a moment apart): a cut must not change it.
      const same = harnesses[0].html === harnesses[1].html;
      console.log(`  the first page of both builds: ${same ? 'the same HTML' : 'DIFFERENT HTML'}`);
      if (!same) {
        const [first, second] = ['first', 'second'].map((name) =>
          path.join(os.tmpdir(), `ssr-cpu-${name}.html`),
        );
        await writeFile(first, harnesses[0].html);
        await writeFile(second, harnesses[1].html);
        console.log(`  written to ${first} and ${second}`);
      }
      const ratios = harnesses[1].perPage.map((value, index) => value / harnesses[0].perPage[index]);
      console.log(
        `  ratio second/first: median ${median(ratios).toFixed(3)} (${ratios.map((r) => r.toFixed(2)).join(' ')})`,
      );
    }
    if (session && profileFile) {
      const [first, ...rest] = harnesses[0].profiles;
      // One profile: the batches' samples one after another.
      for (const more of rest) {
        const offset = Math.max(...first.nodes.map((node) => node.id));
        first.nodes.push(
          ...more.nodes.map((node) => ({
            ...node,
            id: node.id + offset,
            children: node.children?.map((c) => c + offset),
          })),
        );
        first.samples.push(...more.samples.map((id) => id + offset));
        first.timeDeltas.push(...more.timeDeltas);
      }
      await writeFile(profileFile, JSON.stringify(first));
      console.log(
        `profile of ${path.relative(ROOT, harnesses[0].dir)}: ${profileFile}; heaviest by self time:`,
      );
      for (const line of heaviest(first)) console.log(`  ${line}`);
      session.disconnect();
    }
  } finally {
    await stopAll(servers);
  }
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  },
);
