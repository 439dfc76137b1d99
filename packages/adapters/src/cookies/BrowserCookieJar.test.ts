// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { Window } from 'happy-dom';
import { BrowserCookieJar, type CookieDocument } from './BrowserCookieJar.ts';

/** A document that keeps every cookie string written, to read the attributes the browser was given. */
class WrittenCookies implements CookieDocument {
  readonly written: string[] = [];
  readonly location: { readonly protocol: string };

  constructor(protocol: string) {
    this.location = { protocol };
  }

  get cookie(): string {
    return '';
  }

  set cookie(value: string) {
    this.written.push(value);
  }
}

afterEach(() => {
  for (const name of ['token', 'locale', 'promo', 'odd']) new BrowserCookieJar().remove(name);
});

describe('BrowserCookieJar', () => {
  it('reads back what it writes through document.cookie', () => {
    const jar = new BrowserCookieJar();
    jar.set('token', 'access-1');
    jar.set('locale', 'kz');
    expect(jar.get('token')).toBe('access-1');
    expect(jar.get('locale')).toBe('kz');
    expect(document.cookie).toContain('token=access-1');
  });

  it('answers null for a cookie that is not set, and after removing one', () => {
    const jar = new BrowserCookieJar();
    expect(jar.get('promo')).toBeNull();
    jar.set('promo', 'WELCOME100');
    jar.remove('promo');
    expect(jar.get('promo')).toBeNull();
  });

  it('keeps values with separators and non-Latin letters intact', () => {
    const jar = new BrowserCookieJar();
    jar.set('promo', 'a=b; c,d Привет');
    expect(jar.get('promo')).toBe('a=b; c,d Привет');
  });

  it('writes the token for 30 days and the locale for 365 days with sameSite lax (§9)', () => {
    const document = new WrittenCookies('http:');
    const jar = new BrowserCookieJar(document);
    jar.set('token', 't');
    jar.set('locale', 'en');
    expect(document.written).toEqual([
      'token=t; Path=/; SameSite=Lax; Max-Age=2592000',
      'locale=en; Path=/; SameSite=Lax; Max-Age=31536000',
    ]);
  });

  it('writes the catalogue lifetimes: ad bonus 600 s, super_bonus 15768000 s, stag a day', () => {
    const document = new WrittenCookies('http:');
    const jar = new BrowserCookieJar(document);
    jar.set('adBonusType', 'x');
    jar.set('super_bonus', 'x');
    jar.set('stag', 'x');
    expect(document.written.map((cookie) => /Max-Age=(\d+)/.exec(cookie)?.[1])).toEqual([
      '600',
      '15768000',
      '86400',
    ]);
  });

  it('writes a cookie the catalogue gives no lifetime as a session cookie', () => {
    const document = new WrittenCookies('http:');
    new BrowserCookieJar(document).set('ssoRedirected', '1');
    expect(document.written).toEqual(['ssoRedirected=1; Path=/; SameSite=Lax']);
  });

  it('marks cookies Secure on https', () => {
    const document = new WrittenCookies('https:');
    const jar = new BrowserCookieJar(document);
    jar.set('token', 't');
    jar.remove('token');
    expect(document.written.every((cookie) => cookie.endsWith('; Secure'))).toBe(true);
  });

  it('stores and reads a Secure cookie on an https page', () => {
    const window = new Window({ url: 'https://casino.test/profile' });
    const jar = new BrowserCookieJar(window.document as unknown as CookieDocument);
    jar.set('token', 'secure-token');
    expect(jar.get('token')).toBe('secure-token');
    window.close();
  });

  it('ignores a name that could inject attributes', () => {
    const document = new WrittenCookies('http:');
    new BrowserCookieJar(document).set('token; Domain=evil.test', 'x');
    expect(document.written).toEqual([]);
  });

  it('reads a cookie whose value is not valid percent-encoding as written', () => {
    document.cookie = 'odd=%E0%A4%A; Path=/';
    expect(new BrowserCookieJar().get('odd')).toBe('%E0%A4%A');
  });

  it('says a write is committed only once the cookie store has answered after it, where the Cookie Store API exists', async () => {
    const document = new WrittenCookies('https:');
    const asked: string[] = [];
    let answer: () => void = () => undefined;
    const jar = new BrowserCookieJar(document, {
      get: (name) => {
        asked.push(name);
        return new Promise((resolve) => (answer = () => resolve(null)));
      },
    });
    jar.set('token', 'fresh');
    let committed = false;
    const done = jar.committed('token').then(() => (committed = true));
    await Promise.resolve();
    expect([asked, committed]).toEqual([['token'], false]);
    answer();
    await done;
    expect(committed).toBe(true);
  });

  it('resolves at once without the Cookie Store API, and when the store fails', async () => {
    await expect(
      new BrowserCookieJar(new WrittenCookies('https:'), undefined).committed('token'),
    ).resolves.toBe(undefined);
    const failing = new BrowserCookieJar(new WrittenCookies('https:'), {
      get: () => Promise.reject(new Error('x')),
    });
    await expect(failing.committed('token')).resolves.toBe(undefined);
  });
});
