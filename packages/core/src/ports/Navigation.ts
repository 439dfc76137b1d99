import type { Locale } from '../domain/locale.ts';

/** Where the player is and how to move them. The web adapter wraps the router and the browser location. */
export interface Navigation {
  /** The current location: host, path and query. */
  current(): {
    readonly host: string;
    readonly path: string;
    readonly query: Readonly<Record<string, string>>;
  };
  /** The full address of the current page (scheme, host, path, query), for click_url and the SSO return. */
  href(): string;
  /** Leaves the app: a full browser load of an absolute URL (already checked as safe by the core). */
  reload(url: string): void;
  /** Moves inside the app without a reload. */
  go(path: string, options?: { readonly replace?: boolean }): void;
  /** Shows the current page, path and query kept, in another interface locale. */
  showLocale(locale: Locale): void;
}

/** Facts about where the app runs, read once at start. */
export interface Environment {
  readonly isDevelopment: boolean;
  readonly userAgent: string;
  readonly host: string;
  /** The main host on which Russian is shown as English (§9). */
  readonly mainHost: string | null;
  readonly isStandalone: boolean;
  /** The browser's IANA time zone (`Europe/Moscow`), when it tells one: a new account starts in it. */
  readonly timeZone?: string | null;
  /** The id of the client build running (null in development): the userVersion cookie (§3). */
  readonly clientVersion?: string | null;
}
