import { makeAutoObservable, reaction, type IReactionDisposer } from 'mobx';
import type { ContentApi, Locale, SeoData } from '@casino/core';
import { Loadable } from './Loadable.ts';
import type { LocaleView } from './pagePorts.ts';

/**
 * SEO data comes in ru or en (§3). Kazakh pages take the Russian text, which their readers share; Brazilian
 * Portuguese pages take the English one.
 */
export function seoLanguage(locale: Locale): 'ru' | 'en' {
  return locale === 'ru' || locale === 'kz' ? 'ru' : 'en';
}

/** A page's SEO text, in the language that fits the interface, reloaded when the interface language changes. */
export class SeoText {
  readonly seo = new Loadable<SeoData>((data) => data.text.trim() === '');
  readonly #content: Pick<ContentApi, 'seo'>;
  readonly #locale: LocaleView;
  #stop: IReactionDisposer | null = null;

  constructor(content: Pick<ContentApi, 'seo'>, locale: LocaleView) {
    this.#content = content;
    this.#locale = locale;
    makeAutoObservable(this);
  }

  /**
   * The language the text is in: SEO data exists in ru and en only (§3), so a Kazakh page shows the Russian text, and
   * says so to a screen reader through `lang`.
   */
  get language(): 'ru' | 'en' {
    return seoLanguage(this.#locale.locale);
  }

  /** Loads the text in the interface's language once: what the page's first render shows (issue 15, item 3). */
  preload(page: string): Promise<void> {
    return this.seo.load(() => this.#content.seo(page, this.language));
  }

  start(page: string): void {
    this.#stop?.();
    this.#stop = reaction(
      () => seoLanguage(this.#locale.locale),
      (lang) => void this.seo.load(() => this.#content.seo(page, lang)),
      { fireImmediately: true },
    );
  }

  dispose(): void {
    this.#stop?.();
    this.#stop = null;
    this.seo.cancel();
  }
}
