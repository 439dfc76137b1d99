import { describe, expect, it } from 'vitest';
import { RequestCookies, requestCookieJar } from './RequestCookies.ts';

describe('RequestCookies', () => {
  it('reads the player’s cookies from the request’s Cookie header', () => {
    const jar = requestCookieJar(new RequestCookies('token=access-1; locale=kz', 'https:'));
    expect(jar.get('token')).toBe('access-1');
    expect(jar.get('locale')).toBe('kz');
    expect(jar.get('promo')).toBeNull();
  });

  it('answers a write in the same render and sends it back as a Set-Cookie with the catalogue’s lifetime (§9)', () => {
    const cookies = new RequestCookies('locale=ru', 'http:');
    const jar = requestCookieJar(cookies);
    jar.set('locale', 'en');
    expect(jar.get('locale')).toBe('en');
    expect(cookies.setCookieHeaders()).toEqual(['locale=en; Path=/; SameSite=Lax; Max-Age=31536000']);
  });

  it('marks what it writes Secure when the site is served over https', () => {
    const cookies = new RequestCookies(null, 'https:');
    requestCookieJar(cookies).set('token', 't');
    expect(cookies.setCookieHeaders()).toEqual(['token=t; Path=/; SameSite=Lax; Max-Age=2592000; Secure']);
  });

  it('forgets a removed cookie at once and tells the browser to drop it', () => {
    const cookies = new RequestCookies('token=old', 'http:');
    const jar = requestCookieJar(cookies);
    jar.remove('token');
    expect(jar.get('token')).toBeNull();
    expect(cookies.setCookieHeaders()).toEqual([
      'token=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    ]);
  });

  it('sends one Set-Cookie per name, the last write, and none for a render that wrote nothing', () => {
    const cookies = new RequestCookies('a=1', 'http:');
    expect(cookies.setCookieHeaders()).toEqual([]);
    const jar = requestCookieJar(cookies);
    jar.set('locale', 'en');
    jar.set('locale', 'br');
    expect(cookies.setCookieHeaders()).toEqual(['locale=br; Path=/; SameSite=Lax; Max-Age=31536000']);
  });

  it('sends no removal of a cookie the browser did not send, which it has none of', () => {
    const cookies = new RequestCookies('promo=x', 'http:');
    const jar = requestCookieJar(cookies);
    jar.remove('ssoRedirected');
    jar.set('locale', 'en');
    jar.remove('locale');
    jar.remove('promo');
    expect(cookies.setCookieHeaders()).toEqual([
      'promo=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    ]);
  });

  it('keeps the first of two cookies with one name and ignores pairs without a name', () => {
    const jar = requestCookieJar(new RequestCookies('=x; token=first; junk; token=second', 'http:'));
    expect(jar.get('token')).toBe('first');
  });
});
