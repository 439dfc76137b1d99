// The production server over the build in dist/ (the site) and dist-server/ (this file, built), started by main.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { pageKey, render } from '../entry-server.tsx';
import { cspSourcesFromEnv } from '../../csp/cspSources.ts';
import { siteServer } from './siteServer.ts';
import { StaticFiles } from './staticFiles.ts';
import type { MetricsSink } from './metricsSink.ts';
import { PageCache } from './pageCache.ts';
import { cacheSettingsFromEnv, ServerCaches } from './serverCaches.ts';

/**
 * Serves the site built in `distDir` (its `index.html` and assets), rendering every page; what its requests share
 * (issue 35) reports to `metrics` when given.
 */
export function startProductionServer(distDir: string, metrics?: MetricsSink): void {
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const port = Number(process.env['PORT'] ?? 4173);
  const hostname = process.env['HOST'] ?? 'localhost';
  // The API and hosts this server renders with may differ from the site build's (one build, several deployments); the
  // operator is the build's (its manifest and the browser's pages name it), so the server's own render names it too.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => name.startsWith('VITE_') && !name.startsWith('VITE_OPERATOR_'),
    ),
  );
  const logError = (message: string, error: unknown) => console.error(message, error);
  const settings = cacheSettingsFromEnv(process.env);
  const caches = new ServerCaches(settings, metrics);

  const app = siteServer({
    render: (request, remoteAddress) =>
      render(request, {
        template,
        remoteAddress,
        env,
        caches,
        onError: (error) => logError('render', error),
      }),
    pages: {
      cache: new PageCache(settings, metrics),
      key: (request, remoteAddress) => pageKey(request, remoteAddress, { caches, env }),
    },
    files: new StaticFiles(distDir),
    csp: cspSourcesFromEnv(process.env),
    remoteAddress: (c) => getConnInfo(c).remote.address ?? null,
    logError,
  });

  serve({ fetch: app.fetch, port, hostname }, (info) => {
    console.log(`Site: http://${hostname}:${info.port}/`);
  });
}
