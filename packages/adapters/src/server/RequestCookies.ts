import type { CookieJar } from '@casino/core';
import { BrowserCookieJar, type CookieDocument } from '../cookies/BrowserCookieJar.ts';

/** A cookie string's name and value, as the `Cookie` header and `document.cookie` write them. */
function nameAndValue(pair: string): readonly [string, string] | null {
  const separator = pair.indexOf('=');
  if (separator <= 0) return null;
  return [pair.slice(0, separator).trim(), pair.slice(separator + 1).trim()];
}

const removes = (setCookie: string) => /;\s*Max-Age=0(;|$)/i.test(setCookie);

/**
 * One request's cookies seen as a browser document: reads come from the request's `Cookie` header and what this
 * request has written since; each write becomes a `Set-Cookie` of the response. The browser jar writes through it,
 * so the server writes the same names, lifetimes and attributes (§9) as the browser.
 */
export class RequestCookies implements CookieDocument {
  readonly location: { readonly protocol: string };
  readonly #values = new Map<string, string>();
  readonly #written = new Map<string, string>();
  /** The names the request came with. */
  readonly #sent = new Set<string>();

  constructor(cookieHeader: string | null, protocol: string) {
    this.location = { protocol };
    for (const pair of (cookieHeader ?? '').split(';')) {
      const parsed = nameAndValue(pair);
      if (parsed && !this.#values.has(parsed[0])) this.#values.set(parsed[0], parsed[1]);
    }
    for (const name of this.#values.keys()) this.#sent.add(name);
  }

  get cookie(): string {
    return [...this.#values].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  set cookie(setCookie: string) {
    const parsed = nameAndValue(setCookie.split(';')[0] ?? '');
    if (!parsed) return;
    const [name, value] = parsed;
    if (removes(setCookie)) this.#values.delete(name);
    else this.#values.set(name, value);
    this.#written.set(name, setCookie);
  }

  /**
   * The `Set-Cookie` headers of the response: the last write of each name, but for the removal of a cookie the
   * browser did not send (it has none to remove), which would only make a visitor's page look personal.
   */
  setCookieHeaders(): string[] {
    return [...this.#written]
      .filter(([name, setCookie]) => this.#sent.has(name) || !removes(setCookie))
      .map(([, setCookie]) => setCookie);
  }
}

/** The core's cookie jar over one request and its response. */
export function requestCookieJar(cookies: RequestCookies): CookieJar {
  return new BrowserCookieJar(cookies);
}
