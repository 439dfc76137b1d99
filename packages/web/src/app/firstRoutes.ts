import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Starts loading the modules of the routes `path` matches (the layout, the page, its view models and locale bundles),
 * and hands each load to the router when it asks for that route's module the first time. Each dynamic import inserts
 * a preload link per chunk it needs, 30 to 40 for a game page, tens of milliseconds on a phone: started here, in a
 * task before the one that creates the router, that work is no longer added to the router's first match (issue 15).
 * A later call (another navigation, a retry after a failed load) loads afresh.
 */
export function startLoadingRoutes(routes: RouteObject[], path: string): void {
  for (const { route } of matchRoutes(routes, path) ?? []) {
    const lazy = route.lazy;
    if (typeof lazy !== 'function') continue;
    let started: ReturnType<typeof lazy> | null = lazy();
    route.lazy = () => {
      const first = started;
      started = null;
      return first ?? lazy();
    };
  }
}
