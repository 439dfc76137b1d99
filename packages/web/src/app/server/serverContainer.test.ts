// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { RequestCookies } from '@casino/adapters/server';
import { readAppConfig } from '../appConfig.ts';
import type { Token } from '../../di/token.ts';
import { TOKENS } from '../../di/tokens.ts';
import { AD_BONUS_VM } from '../../layouts/adBonus/AdBonusViewModel.ts';
import { SITE_LINKS_VM } from '../../layouts/footer/SiteLinksViewModel.ts';
import { ACCOUNT_VM } from '../../layouts/header/AccountViewModel.ts';
import { createServerContainer } from './serverContainer.ts';
import { ServerNavigation } from './ServerNavigation.ts';

/** The container one request to `/` builds, with the player's cookie header. */
function requestContainer(cookie: string | null) {
  const url = new URL('http://localhost:4173/');
  const cookies = new RequestCookies(cookie, url.protocol);
  const container = createServerContainer({
    config: readAppConfig({ VITE_API_URL: 'http://localhost:1' }, url),
    url,
    userAgent: 'test',
    navigation: new ServerNavigation(url),
    cookies,
    playerHeaders: { 'X-Forwarded-For': '203.0.113.7' },
    host: url.host,
    caches: null,
  });
  return { get: <T>(token: Token<T>): T => container.get<T>(token), cookies };
}

describe('the container of a server render (issue 35, item 4: a prepared parent, each request its own)', () => {
  it('gives each request its own session, stores and use cases, however many share the parent', () => {
    const alice = requestContainer('token=alice');
    const bob = requestContainer(null);
    const aliceSession = alice.get(TOKENS.SessionStore);
    aliceSession.setToken('alice-renewed');
    expect(bob.get(TOKENS.SessionStore)).not.toBe(aliceSession);
    expect(bob.get(TOKENS.SessionStore).isLoggedIn).toBe(false);
    // A use case is found in the parent by its token, and is the asking request's: one per request.
    expect(alice.get(TOKENS.LogIn)).toBe(alice.get(TOKENS.LogIn));
    expect(bob.get(TOKENS.LogIn)).not.toBe(alice.get(TOKENS.LogIn));
    expect(bob.get(TOKENS.Notifier)).not.toBe(alice.get(TOKENS.Notifier));
  });

  it('makes a shell view model from the parent over the asking request’s own stores', () => {
    const alice = requestContainer('token=alice');
    alice.get(TOKENS.SessionStore).setToken('alice');
    const bob = requestContainer(null);
    expect(alice.get(ACCOUNT_VM).isLoggedIn).toBe(true);
    expect(bob.get(ACCOUNT_VM).isLoggedIn).toBe(false);
  });

  it('makes each shell view model once per request, however often its render asks, and never shares it', () => {
    const alice = requestContainer('token=alice');
    const bob = requestContainer('token=bob');
    for (const token of [ACCOUNT_VM, SITE_LINKS_VM, AD_BONUS_VM]) {
      expect(alice.get<object>(token)).toBe(alice.get<object>(token));
      expect(bob.get<object>(token)).toBe(bob.get<object>(token));
      expect(bob.get<object>(token)).not.toBe(alice.get<object>(token));
    }
    // Made over the asking request's own session, first asked before or after the other request's.
    alice.get(TOKENS.SessionStore).setToken('alice');
    expect(alice.get(ACCOUNT_VM).isLoggedIn).toBe(true);
    expect(requestContainer(null).get(ACCOUNT_VM).isLoggedIn).toBe(false);
  });

  it('writes a cookie a request sets into that request’s answer alone', () => {
    const alice = requestContainer('token=alice');
    const bob = requestContainer(null);
    alice.get(TOKENS.CookieJar).set('locale', 'en');
    expect(alice.cookies.setCookieHeaders().join()).toContain('locale=en');
    expect(bob.cookies.setCookieHeaders()).toEqual([]);
  });
});
