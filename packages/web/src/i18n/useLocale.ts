import { useLocation } from 'react-router';
import { formatLocale, splitLocalePath, type Locale } from '@casino/core';

/**
 * The locale of the page the player is on, read from the URL prefix, and the Intl locale its numbers and dates are
 * written in (`formatLocale`: the same on the server and in every browser).
 */
export function useLocale(): { readonly locale: Locale; readonly iso: string } {
  const { locale } = splitLocalePath(useLocation().pathname);
  return { locale, iso: formatLocale(locale) };
}
