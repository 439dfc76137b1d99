import { redirect, type MiddlewareFunction, type RouteObject } from 'react-router';
import {
  ERROR_PATH,
  UnknownRouteMiddlewareError,
  localizedPath,
  parseQueryString,
  splitLocalePath,
  type GuardDecision,
  type Locale,
  type Logger,
  type RunNavigationGuards,
} from '@casino/core';
import type { RouteHandle } from './routes.tsx';
import type { StartupOutcome } from './AppStartup.ts';

export interface NavigationMiddlewareDeps {
  readonly guards: Pick<RunNavigationGuards, 'execute'>;
  readonly startup: { run(): Promise<StartupOutcome> };
  readonly routes: () => readonly RouteObject[];
  /**
   * Leaves the app for a target outside it (`permanently` for the move of a mirror), or, with null, once start-up
   * has already sent the player away (single sign-on): a full browser load, or the server's redirect answer.
   */
  readonly leave: (to: LeaveTarget | null) => Promise<never>;
  /** The locale the interface shows for a URL locale (§9: Russian may show as English on the main host). */
  readonly displayLocale: (locale: Locale) => Locale;
  readonly logger: Pick<Logger, 'error'>;
}

/** Where a guard sends the player outside the app, and whether the site has moved there for good (§2). */
export interface LeaveTarget {
  readonly url: string;
  readonly permanently: boolean;
}

/**
 * The browser's way out: a full load (`replace` for a permanent move), then a navigation that never finishes, as the
 * browser is leaving the app and nothing more should render.
 */
export function leaveInBrowser(location: Pick<Location, 'assign' | 'replace'>) {
  return (to: LeaveTarget | null): Promise<never> => {
    if (to?.permanently) location.replace(to.url);
    else if (to) location.assign(to.url);
    return new Promise<never>(() => undefined);
  };
}

/** React Router's name for a navigation's matched routes: their paths joined (`/en/games/:slug`), `/` for none. */
function joinPattern(paths: readonly string[]): string {
  return paths.filter(Boolean).join('/').replace(/\/\/+/g, '/') || '/';
}

/**
 * The §6 gates of every route, by the pattern React Router gives a navigation's middleware for it: the gates of the
 * route and of its parents. Read once per route tree; matching the tree again on every navigation ranked every route
 * of the four locales each time (a long task at the app's start on a phone, issue 15).
 */
export function gatesByPattern(routes: readonly RouteObject[]): ReadonlyMap<string, readonly string[]> {
  const gates = new Map<string, { readonly depth: number; readonly names: readonly string[] }>();
  const walk = (level: readonly RouteObject[], paths: readonly string[], inherited: readonly string[]) => {
    for (const route of level) {
      const here = [...paths, route.path ?? ''];
      const names = [...inherited, ...((route.handle as RouteHandle | undefined)?.guards ?? [])];
      const pattern = joinPattern(here);
      // A layout or an index route shares its parent's pattern; a navigation to it ends at the deepest of them.
      if ((gates.get(pattern)?.depth ?? -1) < here.length) gates.set(pattern, { depth: here.length, names });
      if (route.children) walk(route.children, here, names);
    }
  };
  walk(routes, [], []);
  return new Map([...gates].map(([pattern, { names }]) => [pattern, names]));
}

const gateTables = new WeakMap<readonly RouteObject[], ReadonlyMap<string, readonly string[]>>();

function guardNames(routes: readonly RouteObject[], pattern: string): string[] {
  let table = gateTables.get(routes);
  if (!table) {
    table = gatesByPattern(routes);
    gateTables.set(routes, table);
  }
  return [...(table.get(pattern) ?? [])];
}

/** The core moves the unprefixed path; the player's locale prefix belongs to the path they are on. */
function keepLocalePrefix(absoluteUrl: string, locale: Locale): string {
  const url = new URL(absoluteUrl);
  url.pathname = localizedPath(locale, url.pathname);
  return url.href;
}

/**
 * Runs before every navigation (§2): on the first one the app's start (single sign-on, the session), then the guard
 * chain of the core in its order and the route's gates (§6). A guard that sends the player elsewhere becomes a router
 * redirect in their locale, or a full load for a target outside the app.
 */
export function navigationMiddleware(deps: NavigationMiddlewareDeps): MiddlewareFunction {
  return async ({ request, pattern }) => {
    const url = new URL(request.url);
    const { locale, rest } = splitLocalePath(url.pathname);
    const shown = deps.displayLocale(locale);
    if (shown !== locale) throw redirect(`${localizedPath(shown, rest)}${url.search}${url.hash}`);

    // The app's start comes first: the route gates read the session it restores (§6 bonus_balances).
    if ((await deps.startup.run()) === 'leaving') return deps.leave(null);

    let decision: GuardDecision;
    try {
      decision = await deps.guards.execute({
        path: rest,
        query: parseQueryString(url.search),
        guards: guardNames(deps.routes(), pattern),
      });
    } catch (error) {
      if (!(error instanceof UnknownRouteMiddlewareError)) throw error;
      deps.logger.error(error.message, error.guard);
      throw redirect(localizedPath(locale, `${ERROR_PATH}?errorCode=500`));
    }

    switch (decision.kind) {
      case 'navigate':
        throw redirect(localizedPath(locale, decision.to));
      case 'reload':
        return deps.leave({
          url: decision.samePage ? keepLocalePrefix(decision.url, locale) : decision.url,
          permanently: false,
        });
      case 'movedPermanently':
        return deps.leave({ url: keepLocalePrefix(decision.url, locale), permanently: true });
      case 'continue':
        return undefined;
    }
  };
}
