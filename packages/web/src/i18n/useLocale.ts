import { useLocation } from 'react-router';
import { formatLocale, splitLocalePath, type Locale } from '@casino/core';

interface PageLocale {
  readonly locale: Locale;
  readonly iso: string;
}

/** The last path read and its locale: every link and text of a page asks for the same path's (issue 35, item 4). */
let last: { readonly pathname: string; readonly value: PageLocale } | null = null;

/** The locale a path names: a function of the path alone. */
function pageLocale(pathname: string): PageLocale {
  if (last?.pathname !== pathname) {
    const { locale } = splitLocalePath(pathname);
    last = { pathname, value: { locale, iso: formatLocale(locale) } };
  }
  return last.value;
}

/**
 * The locale of the page the player is on, read from the URL prefix, and the Intl locale its numbers and dates are
 * written in (`formatLocale`: the same on the server and in every browser).
 */
export function useLocale(): PageLocale {
  return pageLocale(useLocation().pathname);
}
