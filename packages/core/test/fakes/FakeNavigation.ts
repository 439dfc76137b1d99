import type { Locale, Navigation, Query } from '../../src/index.ts';
import { fullPath, parseQueryString } from '../../src/index.ts';

/** A router on https://{host}: `go` changes path and query, `reload` records the browser leaving. */
export class FakeNavigation implements Navigation {
  host: string;
  path: string;
  query: Query;
  readonly reloads: string[] = [];
  readonly moves: { readonly path: string; readonly replace: boolean }[] = [];
  /** The interface locales the page was switched to, in order. */
  readonly locales: Locale[] = [];

  constructor(location: { host?: string; path?: string; query?: Query } = {}) {
    this.host = location.host ?? 'casino.example';
    this.path = location.path ?? '/';
    this.query = location.query ?? {};
  }

  current(): { readonly host: string; readonly path: string; readonly query: Query } {
    return { host: this.host, path: this.path, query: this.query };
  }

  href(): string {
    return `https://${this.host}${fullPath(this.path, this.query)}`;
  }

  reload(url: string): void {
    this.reloads.push(url);
  }

  showLocale(locale: Locale): void {
    this.locales.push(locale);
  }

  go(target: string, options?: { readonly replace?: boolean }): void {
    this.moves.push({ path: target, replace: options?.replace ?? false });
    const at = target.indexOf('?');
    this.path = at === -1 ? target : target.slice(0, at);
    this.query = at === -1 ? {} : parseQueryString(target.slice(at));
  }
}
