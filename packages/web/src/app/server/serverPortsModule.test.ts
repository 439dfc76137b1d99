import { describe, expect, it } from 'vitest';
import { RequestCookies, requestCookieJar } from '@casino/adapters/server';
import { keepingSessionToken, SERVER_REFRESHER } from './serverPortsModule.ts';

describe('the server render and the session (§4)', () => {
  it('never tells the browser to drop its token: a lapsed access token is renewed by the browser', () => {
    const request = new RequestCookies('token=lapsed-access-token; promo=x', 'http:');
    const jar = keepingSessionToken(requestCookieJar(request));
    jar.remove('token');
    jar.remove('promo');
    expect(jar.get('token')).toBe('lapsed-access-token');
    expect(request.setCookieHeaders().some((header) => header.startsWith('token='))).toBe(false);
    expect(request.setCookieHeaders().some((header) => header.startsWith('promo='))).toBe(true);
  });

  it('never writes back the token it was sent, which could undo another tab’s renewal; a new one it writes', () => {
    const request = new RequestCookies('token=lapsed-access-token', 'http:');
    const jar = keepingSessionToken(requestCookieJar(request));
    jar.set('token', 'lapsed-access-token');
    expect(request.setCookieHeaders()).toEqual([]);
    jar.set('token', 'fresh-from-simple-auth');
    expect(
      request.setCookieHeaders().some((header) => header.startsWith('token=fresh-from-simple-auth')),
    ).toBe(true);
  });

  it('does not refresh on the server, which holds no refresh cookie', async () => {
    await expect(SERVER_REFRESHER.accessTokenAfter401()).resolves.toBeNull();
  });
});
