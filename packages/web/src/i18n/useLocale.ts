import { useLocation } from 'react-router';
import { localeIso, splitLocalePath, type Locale } from '@casino/core';

/** The locale of the page the player is on, read from the URL prefix. */
export function useLocale(): { readonly locale: Locale; readonly iso: string } {
  const { locale } = splitLocalePath(useLocation().pathname);
  return { locale, iso: localeIso(locale) };
}
