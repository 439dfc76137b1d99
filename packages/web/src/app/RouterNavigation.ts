import { localizedPath, parseQueryString, splitLocalePath, type Locale, type Navigation } from '@casino/core';

/** The router as navigation needs it. */
interface RouterLocation {
  readonly pathname: string;
  readonly search: string;
}

export interface NavigableRouter {
  readonly state: {
    readonly location: RouterLocation;
    /** A navigation under way: its location is where the player is going (null or absent when idle). */
    readonly navigation?: { readonly location?: RouterLocation | null | undefined };
  };
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

  /**
   * Where the player is, or is going: a move made while another is under way (the login modal removing its flag while
   * the saved locale is being shown, §5) builds on the pending one, not on the page it is leaving.
   */
  #whereTo(): RouterLocation {
    const { state } = this.#router();
    return state.navigation?.location ?? state.location;
  }

  current() {
    const { pathname, search } = this.#whereTo();
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
    const { pathname, search } = this.#whereTo();
    void this.#router().navigate(`${localizedPath(locale, splitLocalePath(pathname).rest)}${search}`, {
      replace: true,
    });
  }

  go(path: string, options?: { readonly replace?: boolean }): void {
    const { locale } = splitLocalePath(this.#whereTo().pathname);
    void this.#router().navigate(localizedPath(locale, path), { replace: options?.replace ?? false });
  }
}
