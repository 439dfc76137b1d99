import { COOKIES, isCookieName, type CookieJar, type SameSite } from '@casino/core';

/** The pieces of a browser document the cookie jar reads and writes. */
export interface CookieDocument {
  cookie: string;
  readonly location: { readonly protocol: string } | null;
}

/** The part of the Cookie Store API (`window.cookieStore`) the jar uses. */
export interface CookieStoreReader {
  get(name: string): Promise<unknown>;
}

// A name must be an RFC 6265 token: anything else could split or inject attributes.
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function sameSiteAttribute(sameSite: SameSite): string {
  return `SameSite=${sameSite[0]?.toUpperCase() ?? ''}${sameSite.slice(1)}`;
}

/**
 * The cookies of §3 on `document.cookie`, written with the lifetime and sameSite the catalogue gives (§9), on the
 * whole site (Path=/), and `Secure` when the page is served over https. A name outside the catalogue is written as a
 * lax session cookie.
 */
export class BrowserCookieJar implements CookieJar {
  readonly #document: CookieDocument;
  readonly #cookieStore: CookieStoreReader | undefined;

  constructor(
    document: CookieDocument = globalThis.document,
    cookieStore: CookieStoreReader | undefined = (globalThis as { cookieStore?: CookieStoreReader })
      .cookieStore,
  ) {
    this.#document = document;
    this.#cookieStore = cookieStore;
  }

  get(name: string): string | null {
    for (const pair of this.#document.cookie.split(';')) {
      const separator = pair.indexOf('=');
      if (separator === -1) continue;
      if (pair.slice(0, separator).trim() === name) return decode(pair.slice(separator + 1).trim());
    }
    return null;
  }

  set(name: string, value: string): void {
    if (!COOKIE_NAME.test(name)) return;
    const spec = isCookieName(name) ? COOKIES[name] : null;
    const attributes = ['Path=/', sameSiteAttribute(spec?.sameSite ?? 'lax')];
    if (spec?.maxAgeSeconds != null) attributes.push(`Max-Age=${spec.maxAgeSeconds}`);
    if (this.#isSecure()) attributes.push('Secure');
    this.#document.cookie = [`${name}=${encodeURIComponent(value)}`, ...attributes].join('; ');
  }

  remove(name: string): void {
    if (!COOKIE_NAME.test(name)) return;
    const attributes = ['Path=/', 'Max-Age=0', 'Expires=Thu, 01 Jan 1970 00:00:00 GMT'];
    if (this.#isSecure()) attributes.push('Secure');
    this.#document.cookie = [`${name}=`, ...attributes].join('; ');
  }

  /**
   * The Cookie Store API reads through the same channel the page's `document.cookie` writes went down, so once its
   * answer is in, every earlier write is in the browser's store, where the other tabs read. Without the API (older
   * browsers) it resolves at once.
   */
  async committed(name: string): Promise<void> {
    if (!COOKIE_NAME.test(name) || !this.#cookieStore) return;
    await this.#cookieStore.get(name).catch(() => undefined);
  }

  #isSecure(): boolean {
    return this.#document.location?.protocol === 'https:';
  }
}
