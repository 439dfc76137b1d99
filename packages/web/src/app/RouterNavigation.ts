import { localizedPath, parseQueryString, splitLocalePath, type Locale, type Navigation } from '@casino/core';

/** The router as navigation needs it. */
export interface NavigableRouter {
  readonly state: { readonly location: { readonly pathname: string; readonly search: string } };
  navigate(to: string, options?: { replace?: boolean }): Promise<void>;
}

/**
 * The core's Navigation over the router and the browser location. The core speaks in unprefixed paths (`/no-access`);
 * moving inside the app keeps the player's locale prefix.
 */
export class RouterNavigation implements Navigation {
  readonly #router: () => NavigableRouter;
  readonly #location: Pick<Location, 'hostname' | 'href' | 'assign'>;

  constructor(router: () => NavigableRouter, location: Pick<Location, 'hostname' | 'href' | 'assign'>) {
    this.#router = router;
    this.#location = location;
  }

  current() {
    const { pathname, search } = this.#router().state.location;
    return {
      host: this.#location.hostname,
      path: splitLocalePath(pathname).rest,
      query: parseQueryString(search),
    };
  }

  href(): string {
    return this.#location.href;
  }

  reload(url: string): void {
    this.#location.assign(url);
  }

  showLocale(locale: Locale): void {
    const { pathname, search } = this.#router().state.location;
    void this.#router().navigate(`${localizedPath(locale, splitLocalePath(pathname).rest)}${search}`, {
      replace: true,
    });
  }

  go(path: string, options?: { readonly replace?: boolean }): void {
    const { locale } = splitLocalePath(this.#router().state.location.pathname);
    void this.#router().navigate(localizedPath(locale, path), { replace: options?.replace ?? false });
  }
}
