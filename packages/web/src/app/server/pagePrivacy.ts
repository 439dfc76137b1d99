import { COOKIE_NAMES, type CookieName } from '@casino/core';

/**
 * Cookies of the catalogue a visitor's page reads and may still be shared with: each value is part of the page's key
 * (the locale shown on the main host, single sign-on's return).
 */
export const KEYED_COOKIES: readonly CookieName[] = ['showLikeHostMatched', 'ssoRedirected'];

/**
 * Cookies the server writes on a visitor's page that the browser's start writes again at once (the page's locale,
 * the client's build and browser): left out of a shared page, which then carries no cookie at all.
 */
export const CLIENT_WRITTEN: readonly CookieName[] = ['locale', 'userVersion', 'userBrowser'];

/** The statuses a visitor's page is shared with: the page, the unknown address, a blocked region's page. */
const SHARED_STATUSES: ReadonlySet<number> = new Set([200, 404, 451]);

function cookiePairs(header: string | null): [string, string][] {
  return (header ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair.includes('='))
    .map((pair) => [pair.slice(0, pair.indexOf('=')).trim(), pair.slice(pair.indexOf('=') + 1).trim()]);
}

/**
 * Whether the request carries a cookie that makes its page its own: any of the catalogue's but the keyed and the
 * client-written ones (the session's token, simple auth, attribution and bonus cookies, which the render reads or
 * reports). A cookie outside the catalogue is never read by the app.
 */
export function hasPersonalCookie(cookieHeader: string | null): boolean {
  return cookiePairs(cookieHeader).some(
    ([name]) =>
      (COOKIE_NAMES as readonly string[]).includes(name) &&
      !(KEYED_COOKIES as readonly string[]).includes(name) &&
      !(CLIENT_WRITTEN as readonly string[]).includes(name),
  );
}

/** The keyed cookies' values, in a fixed order: part of the page's key. */
export function keyedCookies(cookieHeader: string | null): string {
  const pairs = new Map(cookiePairs(cookieHeader));
  return KEYED_COOKIES.map((name) => `${name}=${pairs.get(name) ?? ''}`).join('&');
}

/** Whether a request may be answered with a shared page at all: a plain GET, no query, no personal cookie. */
export function mayShare(request: Request): boolean {
  return (
    request.method === 'GET' &&
    new URL(request.url).search === '' &&
    !hasPersonalCookie(request.headers.get('cookie'))
  );
}

export interface RenderOutcome {
  readonly request: Request;
  readonly status: number;
  /** Whether the render ended with a session (a token): a player's page. */
  readonly hasSession: boolean;
  readonly setCookies: readonly string[];
}

const cookieName = (setCookie: string) => setCookie.slice(0, setCookie.indexOf('=')).trim();

/**
 * Whether a rendered page is a visitor's page the same for everyone with its key: the request may share, the render
 * ended with no session, it wrote no cookie but the client-written ones, and its status is one worth keeping.
 */
export function isShareable(outcome: RenderOutcome): boolean {
  return (
    mayShare(outcome.request) &&
    !outcome.hasSession &&
    SHARED_STATUSES.has(outcome.status) &&
    outcome.setCookies.every((cookie) => (CLIENT_WRITTEN as readonly string[]).includes(cookieName(cookie)))
  );
}
