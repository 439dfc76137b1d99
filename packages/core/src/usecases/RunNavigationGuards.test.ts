import { describe, expect, it } from 'vitest';
import { geoFactory, mirrorFactory, userFactory } from '../../test/factories/index.ts';
import {
  FakeAnalytics,
  FakeClock,
  FakeGeoApi,
  FakeLogger,
  FakeMirrorApi,
  settle,
} from '../../test/fakes/index.ts';
import { UnknownRouteMiddlewareError } from '../domain/navigationGuards.ts';
import { err, ok } from '../domain/result.ts';
import type { User } from '../domain/user.ts';
import { RecordPageView } from './RecordPageView.ts';
import { RunNavigationGuards } from './RunNavigationGuards.ts';
import { StartupLookups } from './StartupLookups.ts';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/124.0';

function guards(options: { host?: string; userAgent?: string; user?: User | null } = {}) {
  const mirrorApi = new FakeMirrorApi(ok(mirrorFactory.build()));
  const geoApi = new FakeGeoApi(ok(geoFactory.build()));
  const host = options.host ?? 'casino.example';
  const lookups = new StartupLookups({ mirrorApi, geoApi, host });
  const analytics = new FakeAnalytics();
  const logger = new FakeLogger();
  const clock = new FakeClock();
  const runGuards = new RunNavigationGuards({
    clock,
    lookups,
    environment: { host, userAgent: options.userAgent ?? BROWSER },
    session: { user: options.user ?? null },
    analytics,
    logger,
    urlPolicy: { allowedHosts: ['casino.example', '.casino-mirror.example', 'restricted.example'] },
    routeRules: [{ path: '/promo', redirect: '/bonuses' }],
    restrictedGamesHost: 'restricted.example',
  });
  return { runGuards, mirrorApi, geoApi, analytics, logger, clock };
}

describe('RunNavigationGuards', () => {
  it('continues when every guard lets the navigation through', async () => {
    const world = guards();
    expect(await world.runGuards.execute({ path: '/games/dice', query: {} })).toEqual({ kind: 'continue' });
  });

  describe('redirect check', () => {
    it('follows an internal server target with a navigation, once per app start', async () => {
      const world = guards();
      world.mirrorApi.redirectAnswer = ok({ newLink: '/welcome-pack', oldDomain: null });
      expect(await world.runGuards.execute({ path: '/', query: {} })).toEqual({
        kind: 'navigate',
        to: '/welcome-pack',
      });
      expect(await world.runGuards.execute({ path: '/welcome-pack', query: {} })).toEqual({
        kind: 'continue',
      });
      expect(await world.runGuards.execute({ path: '/', query: {} })).toEqual({ kind: 'continue' });
      expect(world.mirrorApi.redirectCalls).toEqual(['casino.example']);
    });

    it('reloads the browser for an external target', async () => {
      const world = guards();
      // The operator's own answer is trusted for its host but not for a downgrade to http.
      world.mirrorApi.redirectAnswer = ok({ newLink: 'http://www.casino.example/lp', oldDomain: null });
      expect((await world.runGuards.execute({ path: '/', query: {} })).kind).toBe('continue');

      const allowed = guards();
      allowed.mirrorApi.redirectAnswer = ok({
        newLink: 'https://a.casino-mirror.example/lp',
        oldDomain: null,
      });
      expect(await allowed.runGuards.execute({ path: '/', query: {} })).toEqual({
        kind: 'reload',
        url: 'https://a.casino-mirror.example/lp',
      });
    });

    it('keeps the path and query when the target is a bare host of the site', async () => {
      const world = guards();
      world.mirrorApi.redirectAnswer = ok({ newLink: 'https://a.casino-mirror.example', oldDomain: null });
      expect(await world.runGuards.execute({ path: '/games/dice', query: { ref: 'x' } })).toEqual({
        kind: 'reload',
        url: 'https://a.casino-mirror.example/games/dice?ref=x',
        samePage: true,
      });
    });

    it('runs before the mirror check and follows its own target when both answer', async () => {
      const world = guards();
      world.mirrorApi.mirror = ok(mirrorFactory.build({ newLink: 'https://b.casino-mirror.example' }));
      world.mirrorApi.redirectAnswer = ok({ newLink: 'https://a.casino-mirror.example/lp', oldDomain: null });
      expect(await world.runGuards.execute({ path: '/games', query: {} })).toEqual({
        kind: 'reload',
        url: 'https://a.casino-mirror.example/lp',
      });
    });

    it('leaves a moved site to the mirror check when it has no target of its own', async () => {
      const world = guards();
      world.mirrorApi.mirror = ok(mirrorFactory.build({ newLink: 'https://b.casino-mirror.example' }));
      world.mirrorApi.redirectAnswer = ok({ newLink: null, oldDomain: 'casino.example' });
      expect(await world.runGuards.execute({ path: '/games/dice', query: { ref: 'x' } })).toEqual({
        kind: 'movedPermanently',
        url: 'https://b.casino-mirror.example/games/dice?ref=x',
      });
    });

    it('ignores an unsafe target', async () => {
      const world = guards();
      world.mirrorApi.redirectAnswer = ok({ newLink: 'javascript:alert(1)', oldDomain: null });
      expect(await world.runGuards.execute({ path: '/', query: {} })).toEqual({ kind: 'continue' });
    });

    it('only logs a failed redirect check', async () => {
      const world = guards();
      world.mirrorApi.redirectAnswer = err({ kind: 'server', status: 500 });
      expect(await world.runGuards.execute({ path: '/', query: {} })).toEqual({ kind: 'continue' });
      expect(world.logger.warnings).toEqual(['redirect check failed']);
    });
  });

  describe('mirror check', () => {
    it('redirects permanently (301) to the new host with the same path and query when the site has moved', async () => {
      const world = guards();
      world.mirrorApi.mirror = ok(mirrorFactory.build({ newLink: 'https://b.casino-mirror.example' }));
      expect(await world.runGuards.execute({ path: '/games/crash', query: { ref: 'x' } })).toEqual({
        kind: 'movedPermanently',
        url: 'https://b.casino-mirror.example/games/crash?ref=x',
      });
    });

    it('asks the mirror once per app start, not on every navigation', async () => {
      const world = guards();
      for (const path of ['/', '/top', '/faq']) await world.runGuards.execute({ path, query: {} });
      expect(world.mirrorApi.mirrorCalls).toBe(1);
      expect(world.geoApi.calls).toBe(1);
    });
  });

  describe('geo check', () => {
    it('sends a blocked region (geo 451) to /no-access', async () => {
      const world = guards();
      world.geoApi.result = err({ kind: 'regionBlocked' });
      expect(await world.runGuards.execute({ path: '/games/dice', query: {} })).toEqual({
        kind: 'navigate',
        to: '/no-access',
      });
      expect(await world.runGuards.execute({ path: '/no-access', query: {} })).toEqual({ kind: 'continue' });
    });

    it('lets google and yandex crawlers skip the geo check', async () => {
      const world = guards({ userAgent: 'Mozilla/5.0 (compatible; YandexBot/3.0)' });
      world.geoApi.result = err({ kind: 'regionBlocked' });
      expect(await world.runGuards.execute({ path: '/', query: {} })).toEqual({ kind: 'continue' });
      expect(world.geoApi.calls).toBe(0);
    });

    it('only logs other geo failures', async () => {
      const world = guards();
      world.geoApi.result = err({ kind: 'server', status: 503 });
      expect(await world.runGuards.execute({ path: '/', query: {} })).toEqual({ kind: 'continue' });
      expect(world.logger.warnings).toEqual(['geo check failed']);
    });
  });

  it('looks up route rules by path for redirects', async () => {
    const world = guards();
    expect(await world.runGuards.execute({ path: '/promo', query: {} })).toEqual({
      kind: 'navigate',
      to: '/bonuses',
    });
  });

  it('runs the guards in order: the mirror decides before geo and route rules', async () => {
    const world = guards();
    world.mirrorApi.mirror = ok(mirrorFactory.build({ newLink: 'b.casino-mirror.example' }));
    world.geoApi.result = err({ kind: 'regionBlocked' });
    expect((await world.runGuards.execute({ path: '/promo', query: {} })).kind).toBe('movedPermanently');
    expect(world.geoApi.calls).toBe(0);
  });

  describe('gates', () => {
    it('redirects the profile bonuses page to /error?errorCode=404 without bonus_balances', async () => {
      const world = guards({ user: userFactory.build({ features: [] }) });
      expect(
        await world.runGuards.execute({ path: '/profile/bonuses', query: {}, guards: ['bonusBalances'] }),
      ).toEqual({ kind: 'navigate', to: '/error?errorCode=404' });
    });

    it('opens the profile bonuses page with bonus_balances from the user or the analytics flag service', async () => {
      const fromUser = guards({ user: userFactory.build({ features: ['bonus_balances'] }) });
      const target = { path: '/profile/bonuses', query: {}, guards: ['bonusBalances'] };
      expect((await fromUser.runGuards.execute(target)).kind).toBe('continue');

      const fromFlags = guards({ user: userFactory.build({ features: [] }) });
      fromFlags.analytics.flags = ['bonus_balances'];
      expect((await fromFlags.runGuards.execute(target)).kind).toBe('continue');
    });

    it('waits for flags that have not arrived yet (§6), and opens the page when they bring the feature', async () => {
      const target = { path: '/profile/bonuses', query: {}, guards: ['bonusBalances'] };
      const world = guards({ user: userFactory.build({ features: [] }) });
      world.analytics.featureFlagsLoaded = false;
      const decision = world.runGuards.execute(target);
      await settle();
      world.analytics.receiveFlags(['bonus_balances']);
      expect((await decision).kind).toBe('continue');
    });

    it('closes the page once the flag service has not answered within its timeout', async () => {
      const target = { path: '/profile/bonuses', query: {}, guards: ['bonusBalances'] };
      const world = guards({ user: userFactory.build({ features: [] }) });
      world.analytics.featureFlagsLoaded = false;
      const decision = world.runGuards.execute(target);
      await settle();
      world.clock.advance(3_000);
      expect(await decision).toEqual({ kind: 'navigate', to: '/error?errorCode=404' });
    });

    it('leaves the page to itself before the flags are asked for (the server, the first page), without waiting', async () => {
      const target = { path: '/profile/bonuses', query: {}, guards: ['bonusBalances'] };
      const world = guards({ user: userFactory.build({ features: [] }) });
      world.analytics.featureFlagsLoaded = false;
      world.analytics.featureFlagsAsked = false;
      expect(await world.runGuards.execute(target)).toEqual({ kind: 'continue' });

      const visitor = guards({ user: null });
      visitor.analytics.featureFlagsLoaded = false;
      visitor.analytics.featureFlagsAsked = false;
      expect(await visitor.runGuards.execute(target)).toEqual({
        kind: 'navigate',
        to: '/error?errorCode=404',
      });
    });

    it('redirects crash, coinflip and the two cases pages to /error on the restricted host', async () => {
      const world = guards({ host: 'restricted.example' });
      for (const path of ['/games/crash', '/games/coinflip', '/games/cases', '/games/cases/gold']) {
        expect(await world.runGuards.execute({ path, query: {}, guards: ['gamesHost'] })).toEqual({
          kind: 'navigate',
          to: '/error',
        });
      }
      const elsewhere = guards();
      expect(
        (await elsewhere.runGuards.execute({ path: '/games/crash', query: {}, guards: ['gamesHost'] })).kind,
      ).toBe('continue');
    });

    it("fails with 'Unknown route middleware' for a guard name nobody wrote", async () => {
      const world = guards();
      await expect(world.runGuards.execute({ path: '/', query: {}, guards: ['auth'] })).rejects.toThrow(
        new UnknownRouteMiddlewareError('auth'),
      );
      expect(world.geoApi.calls).toBe(0);
    });
  });
});

describe('RecordPageView', () => {
  it('records a page view with the full path after each route change', () => {
    const analytics = new FakeAnalytics();
    const recordPageView = new RecordPageView({ analytics });
    recordPageView.execute({ path: '/games/slots', query: { page: '2' } });
    recordPageView.execute({ path: '/', query: {} });
    expect(analytics.pageViews).toEqual(['/games/slots?page=2', '/']);
  });
});
