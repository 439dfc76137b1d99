import { LOCALES, type Locale } from './locale.ts';

/**
 * Route-name suffixes of locale routing (§2): each page exists once per locale, and each copy is named
 * `{name}___{locale}` (ru included), so a route can be told apart by locale and found again in another one.
 */
export const ROUTE_NAME_SEPARATOR = '___';

export interface LocalizedRouteName {
  /** The locale-free name: `games-cases-slug`, `profile-access`, `index`. */
  readonly name: string;
  readonly locale: Locale;
}

/**
 * The locale-free name of a route from its path pattern without the locale prefix: segments joined by `-`,
 * parameters by their names (`games/cases/:slug` is `games-cases-slug`), the home page `index`, the catch-all
 * `not-found`.
 */
export function routeNameFromPath(pattern: string): string {
  const segments = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment === '*' ? 'not-found' : segment.replace(/^:/, '').replace(/\?$/, '')));
  return segments.length === 0 ? 'index' : segments.join('-');
}

export function localizedRouteName(name: string, locale: Locale): string {
  return `${name}${ROUTE_NAME_SEPARATOR}${locale}`;
}

/** The name and locale of a suffixed route name; null for any other string (an unnamed route's id). */
export function parseLocalizedRouteName(id: string): LocalizedRouteName | null {
  const at = id.lastIndexOf(ROUTE_NAME_SEPARATOR);
  if (at <= 0) return null;
  const locale = id.slice(at + ROUTE_NAME_SEPARATOR.length);
  if (!(LOCALES as readonly string[]).includes(locale)) return null;
  return { name: id.slice(0, at), locale: locale as Locale };
}
