import type { LazyRouteFunction, RouteObject } from 'react-router';
import { lazyPage } from './lazyPage.tsx';
import { BootFallback } from './BootFallback.tsx';
import { FatalError } from './FatalError.tsx';

/** The locale prefixes of §2: ru has none, the others their own. */
export const LOCALE_PREFIXES = ['', 'en', 'kz', 'br'] as const;

/** How the root route gets the shell: the container, i18n, guards and providers, in their own chunk. */
export type ShellLoader = LazyRouteFunction<RouteObject>;

const routeErrorBoundary = async () => ({
  ErrorBoundary: (await import('./RouteErrorBoundary.tsx')).RouteErrorBoundary,
});

/** A page's failure renders inside its layout, so the header and footer stay. */
function withErrorBoundary(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const lazy = route.lazy;
    if (typeof lazy !== 'function') return route;
    return { ...route, lazy: async () => ({ ...(await lazy()), ...(await routeErrorBoundary()) }) };
  });
}

/** The pages of the default layout, as unprefixed relative paths (§2; the table in WEB-CONTRACT.md). */
function defaultLayoutPages(): RouteObject[] {
  return [
    { path: 'error', ...lazyPage(() => import('../pages/error/ErrorPage.tsx')) },
    { path: '*', ...lazyPage(() => import('../pages/not-found/NotFoundPage.tsx')) },
  ];
}

function noAccessLayoutPages(): RouteObject[] {
  return [{ path: 'no-access', ...lazyPage(() => import('../pages/no-access/NoAccessPage.tsx')) }];
}

/** One branch per locale prefix, each with both layouts. */
export function localeBranches(): RouteObject[] {
  return LOCALE_PREFIXES.map((prefix) => ({
    path: prefix === '' ? '/' : `/${prefix}`,
    children: [
      {
        lazy: async () => ({ Component: (await import('../layouts/DefaultLayout.tsx')).DefaultLayout }),
        children: withErrorBoundary(defaultLayoutPages()),
      },
      {
        lazy: async () => ({ Component: (await import('../layouts/NoAccessLayout.tsx')).NoAccessLayout }),
        children: withErrorBoundary(noAccessLayoutPages()),
      },
    ],
  }));
}

/**
 * The whole route tree. Only this table, the router and React are in the entry chunk; the shell, the layouts and
 * every page arrive as chunks the router loads side by side for the first navigation.
 */
export function appRoutes(loadShell: ShellLoader): RouteObject[] {
  return [
    {
      id: 'root',
      lazy: loadShell,
      HydrateFallback: BootFallback,
      ErrorBoundary: FatalError,
      children: [{ id: 'app', lazy: routeErrorBoundary, children: localeBranches() }],
    },
  ];
}
