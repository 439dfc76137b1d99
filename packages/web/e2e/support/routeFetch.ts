import type { APIResponse, Route } from '@playwright/test';

/**
 * `route.fetch` on a connection of its own, closed after the answer. The context's request client that `route.fetch`
 * goes through keeps connections alive with no idle timeout, so one left idle as long as the API keeps it was reused
 * just as the API closed it: `route.fetch: read ECONNRESET` (issue 37: money-vip.spec.ts, which sends every call of a
 * player's visit this way, on a busy machine; packages/api/test/keepAliveReuse.test.ts reproduces it). The request's
 * own headers go with it, unless `options` names others.
 */
export function fetchClosing(
  route: Route,
  options: Parameters<Route['fetch']>[0] = {},
): Promise<APIResponse> {
  return route.fetch({
    ...options,
    headers: { ...(options.headers ?? route.request().headers()), connection: 'close' },
  });
}
