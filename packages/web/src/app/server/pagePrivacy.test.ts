import { describe, expect, it } from 'vitest';
import { hasPersonalCookie, isShareable, keyedCookies, mayShare } from './pagePrivacy.ts';

const get = (path: string, cookie?: string) =>
  ({
    method: 'GET',
    url: `http://casino.test${path}`,
    headers: { get: (name: string) => (name === 'cookie' ? (cookie ?? null) : null) },
  }) as unknown as Request;

describe('which page is a visitor’s, the same for everyone with its key (issue 35, item 2)', () => {
  it('finds a personal cookie among the catalogue’s, and ignores cookies the app never reads', () => {
    expect(hasPersonalCookie('token=abc')).toBe(true);
    expect(hasPersonalCookie('_ga=1; promo=SPRING')).toBe(true);
    expect(
      hasPersonalCookie('locale=en; userBrowser=Chrome 131; userVersion=1; _ga=1; showLikeHostMatched=1'),
    ).toBe(false);
    expect(keyedCookies('ssoRedirected=1; locale=en')).toBe('showLikeHostMatched=&ssoRedirected=1');
  });

  it('shares only a GET without a query or a personal cookie', () => {
    expect(mayShare(get('/en/faq', 'locale=en'))).toBe(true);
    expect(mayShare(get('/?simple_auth=abc'))).toBe(false);
    expect(mayShare(get('/', 'token=abc'))).toBe(false);
  });

  it('shares no page that ended with a session, wrote a cookie of its own or answered an odd status', () => {
    const outcome = { request: get('/'), status: 200, hasSession: false, setCookies: ['locale=ru; Path=/'] };
    expect(isShareable(outcome)).toBe(true);
    expect(isShareable({ ...outcome, hasSession: true })).toBe(false);
    expect(isShareable({ ...outcome, setCookies: ['token=fresh; Path=/'] })).toBe(false);
    expect(isShareable({ ...outcome, setCookies: ['ssoRedirected=1; Path=/'] })).toBe(false);
    expect(isShareable({ ...outcome, status: 500 })).toBe(false);
    expect(isShareable({ ...outcome, status: 451 })).toBe(true);
  });
});
