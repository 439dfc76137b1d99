// A production build served as a player would get it: `vite preview` (with the CSP header) in front of the build
// folder, and the local API the build was pointed at.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { apiAvailable, freePort, portInUse, startApi, startPreview, stopAll } from './processes.mjs';

/** Ports for a new build: the API's goes into the build as VITE_API_URL. */
export async function plannedPorts() {
  const api = await freePort();
  let preview = await freePort();
  while (preview === api) preview = await freePort();
  return { api, preview, env: { VITE_API_URL: `http://localhost:${api}` } };
}

/** The localhost API port an existing build was made for, read from its entry chunks; null when none is baked in. */
export async function bakedApiPort(distDir) {
  const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/src="\/([^"]+\.js)"/g)].map((match) => match[1]);
  const assets = (await readdir(path.join(distDir, 'assets'))).filter((name) => name.endsWith('.js'));
  for (const file of [...scripts, ...assets.map((name) => `assets/${name}`)]) {
    const code = await readFile(path.join(distDir, file), 'utf8');
    const match = /["'`]http:\/\/(?:localhost|127\.0\.0\.1):(\d{2,5})["'`/]/.exec(code);
    if (match) return Number(match[1]);
  }
  return null;
}

/**
 * Serves `distDir` on localhost:`ports.preview` with the API on `ports.api` (when the API package can start and the
 * port is free), runs `use(baseUrl, notes)`, and stops both whatever happens.
 */
export async function withServedBuild(distDir, ports, use) {
  const servers = [];
  const notes = [];
  const origins = [`http://localhost:${ports.preview}`, `http://127.0.0.1:${ports.preview}`];
  try {
    if (ports.api === null) notes.push('the build names no local API; pages load without one');
    else if (!apiAvailable()) notes.push('packages/api/src/main.ts is missing; pages load without the API');
    else if (await portInUse(ports.api))
      notes.push(`port ${ports.api} is taken; the API there is used as it is`);
    else servers.push(await startApi(ports.api, origins));
    const env = ports.api === null ? {} : { VITE_API_URL: `http://localhost:${ports.api}` };
    servers.push(await startPreview(distDir, ports.preview, env));
    return await use(`http://localhost:${ports.preview}`, notes);
  } finally {
    await stopAll(servers);
  }
}
