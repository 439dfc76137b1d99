// Ports for the core run outside a browser, as a native client or a headless player would run it: a cookie jar the
// client keeps between its requests, a location that moves only in memory, and modals nobody sees but that remember
// what was asked of them.
import type { CookieJar, Environment, Locale, ModalName, Modals, Navigation } from '@casino/core';
import { RequestCookies, requestCookieJar } from '../server/RequestCookies.ts';

/** The client's cookies: the core's jar over them, the `Cookie` header to send and the `Set-Cookie`s received. */
export class ClientCookies {
  readonly #document: RequestCookies;
  readonly jar: CookieJar;

  constructor(protocol = 'http:') {
    this.#document = new RequestCookies(null, protocol);
    this.jar = requestCookieJar(this.#document);
  }

  /** The `Cookie` request header, or null with no cookie. */
  header(): string | null {
    const text = this.#document.cookie;
    return text === '' ? null : text;
  }

  /** Keeps what a response's `Set-Cookie` headers wrote (a removal removes). */
  receive(setCookies: readonly string[]): void {
    for (const setCookie of setCookies) this.#document.cookie = setCookie;
  }
}

/** Where the client is: a path on `origin` that `go` and `reload` move, and the locale the core asked to show. */
export class MemoryNavigation implements Navigation {
  readonly #origin: URL;
  #url: URL;
  shownLocale: Locale | null = null;

  constructor(origin: string, path = '/') {
    this.#origin = new URL(origin);
    this.#url = new URL(path, this.#origin);
  }

  current() {
    return {
      host: this.#url.host,
      path: this.#url.pathname,
      query: Object.fromEntries(this.#url.searchParams),
    };
  }

  href(): string {
    return this.#url.href;
  }

  reload(url: string): void {
    this.#url = new URL(url, this.#origin);
  }

  go(path: string): void {
    this.#url = new URL(path, this.#origin);
  }

  showLocale(locale: Locale): void {
    this.shownLocale = locale;
  }
}

/** The environment of a client that is not a browser. */
export function clientEnvironment(host: string, userAgent: string): Environment {
  return { isDevelopment: false, userAgent, host, mainHost: null, isStandalone: false, timeZone: 'UTC' };
}

/** Modals nobody sees: what is open is remembered, so the core's flows that check it behave as with a page. */
export class UnseenModals implements Modals {
  #open: ModalName | null = null;
  readonly opened: ModalName[] = [];

  open(name: ModalName): void {
    this.#open = name;
    this.opened.push(name);
  }

  close(name: ModalName): void {
    if (this.#open === name) this.#open = null;
  }

  current(): ModalName | null {
    return this.#open;
  }

  paymentModalShown(): boolean {
    return this.#open === 'PayIn';
  }
}
