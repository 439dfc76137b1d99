// A production build served as a player would get it, and the local API the build was pointed at. How the site is
// built and served is chosen here, in one place (SERVED_BY, or BENCH_SERVED_BY=preview|server for one run):
//   preview: `vite build` into a folder of the bench's own, then `vite preview` of it (static files and the CSP
//            header; every page renders in the browser);
//   server:  the web package's own `build` (the site in packages/web/dist and its server in dist-server), then the
//            production server that renders each page, `pnpm --filter @casino/web serve` (PORT and HOST from the env).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { ROOT, WEB_DIR, webBinPath } from './paths.mjs';
import {
  apiAvailable,
  freePort,
  portFromEnv,
  portInUse,
  startApi,
  startSite,
  stopAll,
} from './processes.mjs';

export const SERVED_BY = 'server';

/**
 * The game provider's stand-in, which the local API starts on this port (BENCH_PROVIDER_PORT, else the API's default
 * 8790, which the builds the benches reuse were made for): its covers show in the lobby and its games open in frames,
 * so the site's content policy must name it (else every cover is refused, a console error).
 */
export const PROVIDER_PORT = await portFromEnv('BENCH_PROVIDER_PORT', 8790);
const PROVIDER_ENV = { VITE_GAME_PROVIDER_URL: `http://localhost:${PROVIDER_PORT}` };

const SERVERS = {
  preview: {
    label: 'vite preview',
    build: (outDir) => ({
      command: process.execPath,
      args: [webBinPath('vite'), 'build', '--outDir', outDir, '--emptyOutDir'],
      cwd: WEB_DIR,
      distDir: outDir,
    }),
    serve: (distDir, port) => ({
      command: process.execPath,
      args: [
        webBinPath('vite'),
        'preview',
        '--outDir',
        distDir,
        '--port',
        String(port),
        '--strictPort',
        '--host',
        'localhost',
      ],
      cwd: WEB_DIR,
      env: {},
    }),
  },
  server: {
    label: 'pnpm --filter @casino/web serve',
    build: () => ({
      command: 'pnpm',
      args: ['--filter', '@casino/web', 'build'],
      cwd: ROOT,
      distDir: path.join(WEB_DIR, 'dist'),
    }),
    serve: (_distDir, port) => ({
      command: 'pnpm',
      args: ['--filter', '@casino/web', 'serve'],
      cwd: ROOT,
      env: { PORT: String(port), HOST: 'localhost' },
    }),
  },
};

/** The way builds are made and served in this run. */
export function servedBy() {
  const chosen = process.env.BENCH_SERVED_BY ?? SERVED_BY;
  const server = SERVERS[chosen];
  if (!server) throw new Error(`BENCH_SERVED_BY must be one of ${Object.keys(SERVERS).join(', ')}`);
  return server;
}

/** Ports for a new build (BENCH_API_PORT, BENCH_WEB_PORT or free ones): the API's goes into the build as VITE_API_URL. */
export async function plannedPorts() {
  const api = await portFromEnv('BENCH_API_PORT');
  let preview = await portFromEnv('BENCH_WEB_PORT');
  while (preview === api) preview = await freePort();
  return { api, preview, env: { VITE_API_URL: `http://localhost:${api}`, ...PROVIDER_ENV } };
}

/**
 * The first match of `pattern` in a build's scripts, index.html's own first, then every chunk; null when none. Read
 * again at each call: a bench may build into the same folder between two look-ups.
 */
async function firstInBuild(distDir, pattern) {
  const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/src="\/([^"]+\.js)"/g)].map((match) => match[1]);
  const assets = (await readdir(path.join(distDir, 'assets'))).filter((name) => name.endsWith('.js'));
  for (const file of new Set([...scripts, ...assets.map((name) => `assets/${name}`)])) {
    const match = pattern.exec(await readFile(path.join(distDir, file), 'utf8'));
    if (match) return match;
  }
  return null;
}

/** The localhost API port an existing build was made for, read from its entry chunks; null when none is baked in. */
export async function bakedApiPort(distDir) {
  const match = await firstInBuild(distDir, /["'`]http:\/\/(?:localhost|127\.0\.0\.1):(\d{2,5})["'`/]/);
  return match ? Number(match[1]) : null;
}

/**
 * The provider a build was made for, where it names the local provider's widgets (the browser suite's builds load the
 * chat and the messaging script from the provider stand-in, `http://localhost:<port>/assets/chat.js`): its port, and
 * the build's variables that name it, which the server's content policy reads. Null for a build that names none (the
 * benches' own builds, made for PROVIDER_PORT).
 */
export async function bakedProvider(distDir) {
  const match = await firstInBuild(distDir, /http:\/\/localhost:(\d{2,5})\/assets\/(?:chat|messaging)\.js/);
  if (!match) return null;
  const origin = `http://localhost:${match[1]}`;
  return {
    port: Number(match[1]),
    env: {
      VITE_GAME_PROVIDER_URL: origin,
      VITE_CHAT_SCRIPT_URL: `${origin}/assets/chat.js`,
      VITE_MESSAGING_SCRIPT_URL: `${origin}/assets/messaging.js`,
    },
  };
}

/**
 * Whether the content policy a build's page carries (index.html's <meta>) lets images load from `origin`: a build made
 * without the game provider's address (VITE_GAME_PROVIDER_URL) refuses the covers the API hands out, each refusal a
 * console error that Lighthouse counts against best practices. True when the page carries no policy for images.
 */
export function policyAllowsImages(html, origin) {
  const policy = /http-equiv="Content-Security-Policy"\s+content="([^"]*)"/i.exec(html)?.[1];
  if (policy === undefined) return true;
  const directives = new Map(
    policy
      .replaceAll('&#39;', "'")
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );
  // Without img-src, images fall back to default-src.
  const sources = directives.get('img-src') ?? directives.get('default-src');
  return sources === undefined || sources.includes(origin);
}

/**
 * Serves `distDir` on localhost:`ports.preview` with the API on `ports.api` (when the API package can start and the
 * port is free), runs `use(baseUrl, notes)`, and stops both whatever happens. `siteEnv` is more of the build's
 * environment for the server (its content policy reads the origins it names, such as the game provider's).
 */
export async function withServedBuild(distDir, ports, use, siteEnv = {}) {
  const servers = [];
  const notes = [];
  const origins = [`http://localhost:${ports.preview}`, `http://127.0.0.1:${ports.preview}`];
  // A build made for another provider port (the browser suite's) gets its provider there, or its covers and widgets
  // are refused by its own content policy: console errors that cost best practices in Lighthouse.
  const baked = await bakedProvider(distDir);
  const providerPort = baked?.port ?? PROVIDER_PORT;
  const providerEnv = baked?.env ?? PROVIDER_ENV;
  try {
    const providerOrigin = `http://localhost:${providerPort}`;
    if (!policyAllowsImages(await readFile(path.join(distDir, 'index.html'), 'utf8'), providerOrigin))
      notes.push(
        `the build's content policy does not name the game provider (${providerOrigin}): its covers are refused, ` +
          'console errors that cost best practices (build with VITE_GAME_PROVIDER_URL)',
      );
    if (ports.api === null) notes.push('the build names no local API; pages load without one');
    else if (!apiAvailable()) notes.push('packages/api/src/main.ts is missing; pages load without the API');
    else if (await portInUse(ports.api))
      notes.push(`port ${ports.api} is taken; the API there is used as it is`);
    else servers.push(await startApi(ports.api, origins, { providerPort }));
    const env = ports.api === null ? {} : { VITE_API_URL: `http://localhost:${ports.api}`, ...providerEnv };
    const site = servedBy().serve(distDir, ports.preview);
    servers.push(await startSite(site, ports.preview, { ...env, ...siteEnv, ...site.env }));
    return await use(`http://localhost:${ports.preview}`, notes);
  } finally {
    await stopAll(servers);
  }
}
