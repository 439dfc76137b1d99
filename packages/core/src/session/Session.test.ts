import { describe, expect, it } from 'vitest';
import { userFactory } from '../../test/factories/index.ts';
import { InMemoryCookieJar } from '../../test/fakes/index.ts';
import { Session } from './Session.ts';

describe('Session', () => {
  it('is logged in once it holds a token, and mirrors the token in the token cookie (§4)', () => {
    const cookies = new InMemoryCookieJar();
    const session = new Session(cookies);
    expect(session.isLoggedIn).toBe(false);
    session.setToken('access-token');
    expect(session.isLoggedIn).toBe(true);
    expect(cookies.get('token')).toBe('access-token');
  });

  it('clears token, user and the token cookie on logout but keeps the SSO link (§4, §8)', () => {
    const cookies = new InMemoryCookieJar();
    const session = new Session(cookies);
    session.setToken('access-token');
    session.setUser(userFactory.build());
    session.setSsoLink('https://sso.casino.example/in');
    session.clear();
    expect([session.token, session.user, cookies.get('token')]).toEqual([null, null, null]);
    expect(session.ssoLink).toBe('https://sso.casino.example/in');
  });

  it('starts a new session on every logout, so an answer asked for before is no longer for it', () => {
    const session = new Session(new InMemoryCookieJar());
    session.setToken('first');
    const askedIn = session.epoch;
    session.setToken('refreshed');
    expect(session.isCurrent(askedIn)).toBe(true);
    session.clear();
    session.setToken('second-login');
    expect(session.isCurrent(askedIn)).toBe(false);
    expect(session.isCurrent(session.epoch)).toBe(true);
  });
});
