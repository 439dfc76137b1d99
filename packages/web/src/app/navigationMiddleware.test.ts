import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, matchRoutes, type RouteObject } from 'react-router';
import { UnknownRouteMiddlewareError, type GuardDecision, type Locale } from '@casino/core';
import { FakeLogger } from '@casino/core/test/fakes';
import { gatesByPattern, leaveInBrowser, navigationMiddleware } from './navigationMiddleware.ts';
import type { RouteTarget } from '@casino/core';

const routes: RouteObject[] = [
  {
    path: '/',
    children: [{ path: 'profile/bonuses', handle: { guards: ['bonusBalances'] } }, { path: '*' }],
  },
  {
    path: '/en',
    children: [{ path: 'profile/bonuses', handle: { guards: ['bonusBalances'] } }, { path: '*' }],
  },
];

function setUp(decide: (target: RouteTarget) => GuardDecision | Promise<GuardDecision>) {
  const targets: RouteTarget[] = [];
  const browser = { assign: vi.fn(), replace: vi.fn() };
  const startup = { run: vi.fn(async () => 'ready' as const) };
  const logger = new FakeLogger();
  const middleware = navigationMiddleware({
    guards: {
      execute: async (target) => {
        targets.push(target);
        return decide(target);
      },
    },
    startup,
    routes: () => routes,
    leave: leaveInBrowser(browser),
    displayLocale: (locale: Locale) => locale,
    logger,
  });
  // React Router names the matched routes by their joined paths (its `getRoutePattern`).
  const patternOf = (url: string) =>
    (matchRoutes(routes, new URL(url).pathname) ?? [])
      .map((match) => match.route.path ?? '')
      .filter(Boolean)
      .join('/')
      .replace(/\/\/+/g, '/') || '/';
  const run = (url: string) =>
    middleware(
      {
        request: new Request(url),
        params: {},
        context: {} as never,
        url: new URL(url),
        pattern: patternOf(url),
      } as never,
      async () => undefined,
    );
  return { run, targets, browser, startup, logger };
}

async function redirectOf(promise: unknown): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}

describe('navigationMiddleware', () => {
  it('gives the guards the unprefixed path, the query and the gates of the matched routes', async () => {
    const { run, targets, startup } = setUp(() => ({ kind: 'continue' }));
    await run('https://casino.example/en/profile/bonuses?tab=1');
    expect(targets).toEqual([{ path: '/profile/bonuses', query: { tab: '1' }, guards: ['bonusBalances'] }]);
    expect(startup.run).toHaveBeenCalled();
  });

  it('finds the gates of the route React Router matched, through the pattern it names the navigation with', async () => {
    const gated: string[][] = [];
    const middleware = navigationMiddleware({
      guards: {
        execute: async (target) => {
          gated.push([...(target.guards ?? [])]);
          return { kind: 'continue' };
        },
      },
      startup: { run: async () => 'ready' as const },
      routes: () => appLike,
      leave: leaveInBrowser({ assign: vi.fn(), replace: vi.fn() }),
      displayLocale: (locale: Locale) => locale,
      logger: new FakeLogger(),
    });
    const page = { Component: () => null };
    const branch = (path: string): RouteObject => ({
      path,
      children: [
        {
          children: [
            { index: true, ...page },
            { path: 'games/:slug', handle: { guards: ['gamesHost'] }, ...page },
            { path: 'profile/bonuses', handle: { guards: ['bonusBalances'] }, ...page },
            { path: '*', ...page },
          ],
        },
        { children: [{ path: 'no-access', ...page }] },
      ],
    });
    const appLike: RouteObject[] = [
      {
        id: 'root',
        middleware: [middleware],
        children: [{ id: 'app', children: [branch('/'), branch('/en')] }],
      },
    ];
    const router = createMemoryRouter(appLike, { initialEntries: ['/en/profile/bonuses'] });
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    for (const path of ['/games/dice', '/en', '/en/no-access', '/unknown/page']) await router.navigate(path);
    expect(gated).toEqual([['bonusBalances'], ['gamesHost'], [], [], []]);
    router.dispose();
  });

  it('knows the gates of every route once, the deepest route of a shared pattern winning', () => {
    const gates = gatesByPattern([
      {
        path: '/',
        children: [{ children: [{ index: true, handle: { guards: ['index'] } }] }, { children: [] }],
      },
    ]);
    expect(gates.get('/')).toEqual(['index']);
  });

  it('turns a guard’s in-app move into a redirect in the player’s locale (geo 451 → /no-access)', async () => {
    const { run } = setUp(() => ({ kind: 'navigate', to: '/no-access' }));
    expect(await redirectOf(run('https://casino.example/en/games'))).toBe('/en/no-access');
    expect(await redirectOf(run('https://casino.example/games'))).toBe('/no-access');
  });

  it('moves permanently to the new host with the same path, locale prefix and query (mirror)', async () => {
    const { run, browser } = setUp(() => ({
      kind: 'movedPermanently',
      url: 'https://new.example/games/dice?ref=1',
    }));
    void run('https://casino.example/kz/games/dice?ref=1');
    await vi.waitFor(() =>
      expect(browser.replace).toHaveBeenCalledWith('https://new.example/kz/games/dice?ref=1'),
    );
  });

  it('leaves the app with a full load for an external redirect target', async () => {
    const { run, browser } = setUp(() => ({ kind: 'reload', url: 'https://other.casino.example/' }));
    void run('https://casino.example/');
    await vi.waitFor(() => expect(browser.assign).toHaveBeenCalledWith('https://other.casino.example/'));
  });

  it('keeps the locale prefix when a redirect target sends the player to the same page on another host', async () => {
    const { run, browser } = setUp(() => ({
      kind: 'reload',
      url: 'https://other.casino.example/games/dice?ref=1',
      samePage: true,
    }));
    void run('https://casino.example/br/games/dice?ref=1');
    await vi.waitFor(() =>
      expect(browser.assign).toHaveBeenCalledWith('https://other.casino.example/br/games/dice?ref=1'),
    );
  });

  it('starts the app (the session) before the guards, whose gates read it', async () => {
    const order: string[] = [];
    const { run, startup } = setUp(() => {
      order.push('guards');
      return { kind: 'continue' };
    });
    startup.run.mockImplementation(async () => {
      order.push('startup');
      return 'ready' as const;
    });
    await run('https://casino.example/profile/bonuses');
    expect(order).toEqual(['startup', 'guards']);
  });

  it('sends a route naming an unknown guard to /error and logs "Unknown route middleware"', async () => {
    const { run, logger } = setUp(() => {
      throw new UnknownRouteMiddlewareError('noSuchGuard');
    });
    expect(await redirectOf(run('https://casino.example/en/games'))).toBe('/en/error?errorCode=500');
    expect(logger.errors).toEqual(['Unknown route middleware']);
  });
});
