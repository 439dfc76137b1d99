import { describe, expect, it } from 'vitest';
import { isCrawler } from './crawler.ts';
import {
  bonusBalancesDecision,
  followTarget,
  gamesHostDecision,
  isGuardName,
  mirrorDecision,
  redirectCheckDecision,
  routeRuleDecision,
  UnknownRouteMiddlewareError,
} from './navigationGuards.ts';

const policy = { allowedHosts: ['casino.example', '.casino-mirror.example'] };

describe('followTarget (redirect check)', () => {
  it('reloads the browser for an external target and navigates for an internal one', () => {
    expect(followTarget('https://casino.example/promo', '/', policy)).toEqual({
      kind: 'reload',
      url: 'https://casino.example/promo',
    });
    expect(followTarget('/bonuses?x=1', '/', policy)).toEqual({ kind: 'navigate', to: '/bonuses?x=1' });
  });

  it('follows an operator target to a host nobody named at build time, over https only', () => {
    expect(followTarget('https://unlisted-mirror.example/promo', '/', policy)).toEqual({
      kind: 'reload',
      url: 'https://unlisted-mirror.example/promo',
    });
    expect(followTarget('http://unlisted-mirror.example/', '/', policy)).toEqual({ kind: 'continue' });
    expect(followTarget('http://localhost:5173/promo', '/', { ...policy, allowHttp: true })).toEqual({
      kind: 'reload',
      url: 'http://localhost:5173/promo',
    });
  });

  it('ignores unsafe targets, no target, and a target that is the page already shown', () => {
    for (const target of [
      'javascript:alert(1)',
      'data:text/html,x',
      'https://casino.example@evil.example/',
      '//evil.example',
      null,
    ]) {
      expect(followTarget(target, '/', policy)).toEqual({ kind: 'continue' });
    }
    expect(followTarget('/bonuses/', '/bonuses', policy)).toEqual({ kind: 'continue' });
  });
});

describe('redirectCheckDecision', () => {
  it('sends the player to the same path and query on a bare host the server names', () => {
    for (const target of ['https://b.casino-mirror.example', 'https://b.casino-mirror.example/']) {
      expect(redirectCheckDecision(target, 'casino.example', '/games/dice', { ref: 'x' }, policy)).toEqual({
        kind: 'reload',
        url: 'https://b.casino-mirror.example/games/dice?ref=x',
        samePage: true,
      });
    }
  });

  it('follows a target with its own path or query exactly, dropping the current page', () => {
    expect(
      redirectCheckDecision(
        'https://b.casino-mirror.example/lp?from=1',
        'casino.example',
        '/games',
        {},
        policy,
      ),
    ).toEqual({ kind: 'reload', url: 'https://b.casino-mirror.example/lp?from=1' });
    expect(
      redirectCheckDecision('https://b.casino-mirror.example/?x=1', 'casino.example', '/games', {}, policy),
    ).toEqual({ kind: 'reload', url: 'https://b.casino-mirror.example/?x=1' });
    expect(redirectCheckDecision('/welcome-pack', 'casino.example', '/', { a: '1' }, policy)).toEqual({
      kind: 'navigate',
      to: '/welcome-pack',
    });
  });

  it('stays put on a bare target naming the current host, so a reload cannot loop', () => {
    expect(redirectCheckDecision('https://Casino.example', 'casino.example', '/games', {}, policy)).toEqual({
      kind: 'continue',
    });
  });

  it('ignores a bare host without a scheme, a plain-http host, and any unsafe target', () => {
    for (const target of [
      'http://other.example',
      'evil.example',
      '//evil.example',
      'javascript:alert(1)',
      null,
    ]) {
      expect(redirectCheckDecision(target, 'casino.example', '/games', { a: '1' }, policy)).toEqual({
        kind: 'continue',
      });
    }
  });
});

describe('mirrorDecision', () => {
  it('redirects permanently to the new host with the same path and query when the site has moved', () => {
    expect(
      mirrorDecision(
        'https://new.casino-mirror.example',
        'casino.example',
        '/games/dice',
        { a: '1', b: 'x y' },
        policy,
      ),
    ).toEqual({ kind: 'movedPermanently', url: 'https://new.casino-mirror.example/games/dice?a=1&b=x%20y' });
  });

  it('reads a bare host as https and drops any path the link carries', () => {
    expect(mirrorDecision('new.casino-mirror.example/old', 'casino.example', '/top', {}, policy)).toEqual({
      kind: 'movedPermanently',
      url: 'https://new.casino-mirror.example/top',
    });
  });

  it('moves to a mirror host that is not on the build-time allow-list, since the next mirror is never known', () => {
    expect(mirrorDecision('https://next-mirror.example', 'casino.example', '/games', {}, policy)).toEqual({
      kind: 'movedPermanently',
      url: 'https://next-mirror.example/games',
    });
  });

  it('continues when there is no new link, the link is this host, plain http, credentials or another scheme', () => {
    expect(mirrorDecision(null, 'casino.example', '/', {}, policy).kind).toBe('continue');
    expect(mirrorDecision('https://Casino.example', 'casino.example', '/', {}, policy).kind).toBe('continue');
    expect(mirrorDecision('http://next-mirror.example', 'casino.example', '/', {}, policy).kind).toBe(
      'continue',
    );
    expect(mirrorDecision('https://a:b@next.example', 'casino.example', '/', {}, policy).kind).toBe(
      'continue',
    );
    expect(mirrorDecision('javascript:alert(1)', 'casino.example', '/', {}, policy).kind).toBe('continue');
  });
});

describe('routeRuleDecision', () => {
  const rules = [
    { path: '/promo', redirect: '/bonuses' },
    { path: '/old-tournaments/', redirect: '/tournaments' },
    { path: '/moved', redirect: 'https://partner.example/' },
    { path: '/evil', redirect: 'javascript:alert(1)' },
    { path: '/plain', redirect: 'http://partner.example/' },
  ];

  it('looks the path up in the route rules and redirects', () => {
    expect(routeRuleDecision(rules, '/promo', policy)).toEqual({ kind: 'navigate', to: '/bonuses' });
    expect(routeRuleDecision(rules, '/old-tournaments', policy)).toEqual({
      kind: 'navigate',
      to: '/tournaments',
    });
    expect(routeRuleDecision(rules, '/faq', policy)).toEqual({ kind: 'continue' });
  });

  it('follows a rule to any https host and never to another scheme', () => {
    expect(routeRuleDecision(rules, '/moved', policy)).toEqual({
      kind: 'reload',
      url: 'https://partner.example/',
    });
    expect(routeRuleDecision(rules, '/evil', policy)).toEqual({ kind: 'continue' });
    expect(routeRuleDecision(rules, '/plain', policy)).toEqual({ kind: 'continue' });
  });
});

describe('bonusBalancesDecision', () => {
  it('redirects the profile bonuses page to /error?errorCode=404 without bonus_balances', () => {
    expect(bonusBalancesDecision([], [])).toEqual({ kind: 'navigate', to: '/error?errorCode=404' });
  });

  it('lets it through when the user features list or the analytics flag service has bonus_balances', () => {
    expect(bonusBalancesDecision(['bonus_balances'], []).kind).toBe('continue');
    expect(bonusBalancesDecision([], ['bonus_balances']).kind).toBe('continue');
  });
});

describe('gamesHostDecision', () => {
  it('redirects crash, coinflip and the two cases pages to /error on the restricted host', () => {
    for (const path of ['/games/crash', '/games/coinflip', '/games/cases', '/games/cases/gold-box']) {
      expect(gamesHostDecision('restricted.example', path, 'restricted.example')).toEqual({
        kind: 'navigate',
        to: '/error',
      });
    }
  });

  it('leaves other games, other hosts and an unset host alone', () => {
    expect(gamesHostDecision('restricted.example', '/games/dice', 'restricted.example').kind).toBe(
      'continue',
    );
    expect(gamesHostDecision('casino.example', '/games/crash', 'restricted.example').kind).toBe('continue');
    expect(gamesHostDecision('restricted.example', '/games/crash', null).kind).toBe('continue');
  });
});

describe('guard names', () => {
  it('knows the named guards and reports an unknown one as Unknown route middleware', () => {
    expect(isGuardName('geo')).toBe(true);
    expect(isGuardName('bonusBalances')).toBe(true);
    expect(isGuardName('auth')).toBe(false);
    const error = new UnknownRouteMiddlewareError('auth');
    expect(error.message).toBe('Unknown route middleware');
    expect(error.guard).toBe('auth');
  });
});

describe('isCrawler', () => {
  it('recognises google and yandex agents', () => {
    expect(isCrawler('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(isCrawler('Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)')).toBe(true);
    expect(isCrawler('Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/124.0 Safari/537.36')).toBe(
      false,
    );
  });
});
