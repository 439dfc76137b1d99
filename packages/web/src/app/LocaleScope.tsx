import { Fragment, useLayoutEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { i18n as I18n } from 'i18next';
import { splitLocalePath, type Locale } from '@casino/core';

export interface LocaleScopeProps {
  readonly i18n: I18n;
  /** The interface locale has changed: the API's language and the document's `lang` follow it. */
  readonly onLocale: (locale: Locale) => void;
  readonly children: ReactNode;
}

/**
 * Everything the page shows, in the language of the address the router has committed, and mounted afresh when that
 * language changes. The API answers in the interface's language (the games' titles, the bonuses' and tournaments'
 * texts, the policies), so a page kept mounted across the language picker went on showing the old language's answers
 * under the new language's words. Now its view model is made again and asks in the new language.
 *
 * The language changes here, in the render that shows the new address, not in the route's loader before it: the old
 * page stayed on screen in between with the new language's words beside the old language's answers and formats. No
 * component re-renders on `languageChanged` (`bindI18n: ''`, i18n.ts), so nothing shows the new language before this
 * render, and the root route's loader has loaded its bundles, so the change is immediate. A player's own state lives
 * outside the page (the session, the balance, an open modal, a round on the server), so the page comes back as it
 * was, as after a reload.
 */
export function LocaleScope({ i18n, onLocale, children }: LocaleScopeProps) {
  const { locale } = splitLocalePath(useLocation().pathname);
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  // Before the new page's effects start its view models: they ask the API in the new language.
  useLayoutEffect(() => onLocale(locale), [onLocale, locale]);
  return <Fragment key={locale}>{children}</Fragment>;
}
