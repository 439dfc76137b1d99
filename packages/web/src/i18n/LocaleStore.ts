import { makeAutoObservable } from 'mobx';
import { DEFAULT_LOCALE, acceptLanguage, localeIso, type Locale } from '@casino/core';

/** The interface locale as live state: the URL prefix decides it, the router keeps it current. */
export class LocaleStore {
  locale: Locale;

  constructor(initial: Locale = DEFAULT_LOCALE) {
    this.locale = initial;
    makeAutoObservable(this);
  }

  /** The iso tag for number and currency formats (ru-RU, en-US, kk-KZ, pt-BR). */
  get iso(): string {
    return localeIso(this.locale);
  }

  /** What the API hears in Accept-Language: pt-BR for br (§1). */
  get acceptLanguage(): string {
    return acceptLanguage(this.locale);
  }

  setLocale(locale: Locale): void {
    this.locale = locale;
  }
}
