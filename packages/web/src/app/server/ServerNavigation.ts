import { localizedPath, parseQueryString, splitLocalePath, type Locale, type Navigation } from '@casino/core';

/**
 * The core's Navigation while the server renders one request: the location is the request's address, and leaving
 * (single sign-on's full load) or moving inside the app is recorded for the server to answer as a redirect.
 */
export class ServerNavigation implements Navigation {
  readonly #url: URL;
  #target: string | null = null;

  constructor(url: URL) {
    this.#url = url;
  }

  current() {
    return {
      host: this.#url.hostname,
      path: splitLocalePath(this.#url.pathname).rest,
      query: parseQueryString(this.#url.search),
    };
  }

  href(): string {
    return this.#url.href;
  }

  reload(url: string): void {
    this.#target = url;
  }

  go(path: string): void {
    this.#target = localizedPath(splitLocalePath(this.#url.pathname).locale, path);
  }

  showLocale(locale: Locale): void {
    this.#target = `${localizedPath(locale, splitLocalePath(this.#url.pathname).rest)}${this.#url.search}`;
  }

  /** Where the render was sent, or null while it stays on the requested page. */
  get target(): string | null {
    return this.#target;
  }
}
