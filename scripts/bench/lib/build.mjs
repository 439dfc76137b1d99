// Production builds of the web app. Served by `vite preview`, the site is built into a folder of the bench's own, so a
// build never disturbs packages/web/dist that other tools (e2e, a running preview) may be reading; the production
// server reads its site from packages/web/dist and is built there.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { WEB_DIR, importFromWeb } from './paths.mjs';
import { portFromEnv } from './processes.mjs';
import { bakedApiPort, plannedPorts, servedBy } from './servedBuild.mjs';

/**
 * A cold production build: a new process, an empty output folder, the build lib/servedBuild.mjs serves (`vite build`
 * into `outDir`, or the web package's own build of the site and its server). Resolves with its wall time and the folder
 * the site was built into; rejects with its output when it fails.
 */
export async function coldBuild(outDir, env) {
  const { command, args, cwd, distDir } = servedBy().build(outDir);
  await rm(distDir, { recursive: true, force: true });
  const started = performance.now();
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk) => (output += chunk));
  const code = await new Promise((resolve) => child.once('exit', resolve));
  const wallMs = performance.now() - started;
  if (code !== 0)
    throw new Error(`${[command, ...args].join(' ')} failed (exit ${code}):\n${output.slice(-4000)}`);
  return { wallMs, output, distDir };
}

/**
 * The same build with rollup-plugin-visualizer added, for its treemap of which modules sit in which chunk. Not timed:
 * the plugin's work would blur the build figure.
 */
export async function visualizedBuild(outDir, reportFile, env) {
  const { visualizer } = await importFromWeb('rollup-plugin-visualizer');
  await browserBuild(env, {
    build: { outDir, emptyOutDir: true },
    plugins: [visualizer({ filename: reportFile, template: 'treemap', gzipSize: true, brotliSize: true })],
  });
}

/**
 * The browser's build by Vite's own API in this process, the web package's config with `config` over it (another
 * folder, plugins, aliases), `env` set for it alone (the build reads VITE_* from the process) and put back after.
 */
export async function browserBuild(env, config) {
  const { build } = await importFromWeb('vite');
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    await build({
      root: WEB_DIR,
      configFile: `${WEB_DIR}/vite.config.ts`,
      mode: 'production',
      logLevel: 'error',
      ...config,
    });
  } finally {
    for (const name of Object.keys(env)) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  }
}

/**
 * A build to serve and the ports it needs: packages/web/dist or the bench's own earlier build as it is (the API port it
 * was built for read from it), else a new one in the temp folder `ownName`, pointed at a free API port.
 */
export async function buildToServe(ownName, step) {
  const ownDist = path.join(os.tmpdir(), ownName, 'dist');
  for (const distDir of [path.join(WEB_DIR, 'dist'), ownDist]) {
    if (!existsSync(path.join(distDir, 'index.html'))) continue;
    const api = await bakedApiPort(distDir);
    if (api !== null)
      return { distDir, ports: { api, preview: await portFromEnv('BENCH_WEB_PORT') }, built: false };
  }
  const ports = await plannedPorts();
  const api = `http://localhost:${ports.api}`;
  step('no build found: building once ...');
  const { distDir } = await coldBuild(ownDist, {
    ...ports.env,
    VITE_DICE_API_URL: `${api}/dice`,
    VITE_COINFLIP_API_URL: `${api}/coinflip`,
    VITE_KENO_API_URL: `${api}/keno`,
    VITE_GENERAL_API_URL: `${api}/general`,
  });
  return { distDir, ports, built: true };
}
