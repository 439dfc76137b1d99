// The production server over the build in dist/ (the site) and dist-server/ (this file, built), started by main.ts:
// one serving process (a cluster worker, or the only process with WEB_WORKERS=0), with the operations endpoints and
// the request log in front of the site (operations.ts).
import cluster from 'node:cluster';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { pageKey, render } from '../entry-server.tsx';
import { budgetFromEnv, pageDataBudgetFromEnv } from '../di/pageData.ts';
import { cspSourcesFromEnv } from '../../csp/cspSources.ts';
import { shutdownDeadlineMs } from './clusterPrimary.ts';
import { serveAsWorker } from './clusterWorker.ts';
import { MetricsRegistry, type MetricsSink } from './metrics.ts';
import { apiProbe, withOperations } from './operations.ts';
import { siteServer } from './siteServer.ts';
import { StaticFiles } from './staticFiles.ts';
import { brandedSite } from './brandedSite.ts';
import { PageCache } from './pageCache.ts';
import { cacheSettingsFromEnv, ServerCaches } from './serverCaches.ts';
import { countUpstreamRequests } from './upstreamRequests.ts';

/**
 * Serves the site built in `distDir` (its `index.html` and assets), rendering every page; what its requests share
 * (issue 35) reports to the metrics registry that `/metrics` answers from.
 */
export function startProductionServer(distDir: string): void {
  // The brand VITE_BRAND names among the build's (issue 36), else the build's own.
  const site = brandedSite(distDir, process.env['VITE_BRAND']);
  const { template } = site;
  const port = Number(process.env['PORT'] ?? 4173);
  const hostname = process.env['HOST'] ?? 'localhost';
  const worker = cluster.worker?.id ?? 0;
  // The API and hosts this server renders with may differ from the site build's (one build, several deployments); the
  // operator is the brand's (its page's head names it, which the browser reads too), so the server's render names it.
  const env = {
    ...Object.fromEntries(
      Object.entries(process.env).filter(
        ([name]) => name.startsWith('VITE_') && !name.startsWith('VITE_OPERATOR_'),
      ),
    ),
    ...site.operatorEnv,
  };
  const logError = (message: string, error: unknown) => console.error(message, error);
  const registry = new MetricsRegistry();
  countUpstreamRequests(registry);
  // Where the render path reports its caches, its calls and the time of each render (ssr_cache_*,
  // upstream_calls_total, ssr_render_seconds).
  const metrics: MetricsSink = registry;
  const settings = cacheSettingsFromEnv(process.env);
  const caches = new ServerCaches(settings, metrics);
  const pageDataBudgetMs = pageDataBudgetFromEnv(process.env);
  // The SEO text's wait (300 ms unless set): the browser suite sets it long, so a crawler's title does not depend on how
  // busy the machine is (past it the head carries the site's name).
  const seoBudgetMs = budgetFromEnv(process.env, 'SSR_SEO_BUDGET_MS');

  const app = siteServer({
    render: (request, remoteAddress) =>
      render(request, {
        template,
        remoteAddress,
        env,
        caches,
        pageDataBudgetMs,
        seoBudgetMs,
        onError: (error) => logError('render', error),
      }),
    pages: {
      cache: new PageCache(settings, metrics),
      key: (request, remoteAddress) => pageKey(request, remoteAddress, { caches, env }),
    },
    files: new StaticFiles(distDir, site.files, site.hidden),
    csp: cspSourcesFromEnv(process.env),
    remoteAddress: (c) => getConnInfo(c).remote.address ?? null,
    logError,
  });

  const log = (line: object) =>
    console.log(JSON.stringify('time' in line ? line : { time: new Date().toISOString(), ...line }));
  let control: ReturnType<typeof serveAsWorker> | null = null;
  const fetch = withOperations(app.fetch, {
    registry,
    allMetrics: () => control?.allMetrics() ?? Promise.resolve(registry.snapshot()),
    readiness: {
      assetsLoaded: () => template.length > 0,
      apiReachable: apiProbe(process.env['VITE_API_URL'] ?? import.meta.env['VITE_API_URL'] ?? null),
    },
    worker,
    log,
    draining: () => control?.draining() ?? false,
  });

  const server = serve({ fetch, port, hostname }, (info) => {
    if (worker <= 1) console.log(`Site: http://${hostname}:${info.port}/`);
  }) as Server;
  control = serveAsWorker({
    server,
    registry,
    worker,
    deadlineMs: shutdownDeadlineMs(process.env),
    log,
    ...(cluster.isWorker && { channel: process }),
  });
}
