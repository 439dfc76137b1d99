import { useLayoutEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { splitLocalePath, type Locale } from '@casino/core';

export interface LocaleScopeProps {
  /** The app's i18n, in the language the app started in: it never changes language. */
  readonly i18n: I18n;
  /** The interface locale has changed: the API's language and the document's `lang` follow it. */
  readonly onLocale: (locale: Locale) => void;
  readonly children: ReactNode;
}

/** Each app i18n's instances for the other locales: clones that share its bundles, each fixed to its language. */
const scoped = new WeakMap<I18n, Map<string, I18n>>();

/**
 * The app's i18n for `locale`: itself in the language it started in, otherwise a clone fixed to `locale` that shares
 * its bundles (the root route's loader has loaded them, so the clone is ready as it is made). No instance ever
 * changes language, so a component of the page being left that renders again while the next page renders (a live
 * row, a clock) still speaks the language of its own page.
 */
export function i18nFor(i18n: I18n, locale: Locale): I18n {
  if (i18n.language === locale) return i18n;
  let clones = scoped.get(i18n);
  if (!clones) scoped.set(i18n, (clones = new Map()));
  let clone = clones.get(locale);
  if (!clone) {
    clone = i18n.cloneInstance({ lng: locale, initAsync: false });
    clones.set(locale, clone);
  }
  return clone;
}

/**
 * The locales the app has shown besides the one it started in: a page's namespaces load in each too (`loadNamespaces`
 * in shell.tsx).
 */
export function switchedLocales(i18n: I18n): readonly string[] {
  return [...(scoped.get(i18n)?.keys() ?? [])];
}

/**
 * Everything the page shows, in the language of the address the router has committed, and mounted afresh when that
 * language changes. The API answers in the interface's language (the games' titles, the bonuses' and tournaments'
 * texts, the policies), so a page kept mounted across the language picker went on showing the old language's answers
 * under the new language's words. Now its view model is made again and asks in the new language.
 *
 * Each language has its own i18n instance (`i18nFor`), given to the page it renders: the old page keeps its words to
 * the end, and the new one has its own from its first render, so no frame mixes two languages. A player's own state
 * lives outside the page (the session, the balance, an open modal, a round on the server), so the page comes back as
 * it was, as after a reload.
 */
export function LocaleScope({ i18n, onLocale, children }: LocaleScopeProps) {
  const { locale } = splitLocalePath(useLocation().pathname);
  // Before the new page's effects start its view models: they ask the API in the new language.
  useLayoutEffect(() => onLocale(locale), [onLocale, locale]);
  return (
    <I18nextProvider key={locale} i18n={i18nFor(i18n, locale)}>
      {children}
    </I18nextProvider>
  );
}
