import { makeAutoObservable, reaction, type IReactionDisposer } from 'mobx';
import type { ContentApi, FaqEntry } from '@casino/core';
import { Loadable, isEmptyList } from '../../components/page/Loadable.ts';
import type { LocaleView } from '../../components/page/pagePorts.ts';
import { token } from '../../di/token.ts';

export const FAQ_VM = token<FaqViewModel>('FaqViewModel');

/** The questions in the interface language, reloaded when it changes; each answer opens and closes on its own. */
export class FaqViewModel {
  readonly entries = new Loadable<readonly FaqEntry[]>(isEmptyList);
  openIds: ReadonlySet<string> = new Set();
  readonly #content: Pick<ContentApi, 'faq'>;
  readonly #locale: LocaleView;
  #stopFollowingLocale: IReactionDisposer | null = null;

  constructor(content: Pick<ContentApi, 'faq'>, locale: LocaleView) {
    this.#content = content;
    this.#locale = locale;
    makeAutoObservable(this);
  }

  /** The questions of the page's first render, in the interface language: on the server, and while it hydrates. */
  preload(): Promise<void> {
    return this.entries.load(() => this.#content.faq(this.#locale.locale));
  }

  /** Loads now and again whenever the interface language changes. */
  start(): void {
    this.#stopFollowingLocale?.();
    this.#stopFollowingLocale = reaction(
      () => this.#locale.locale,
      (locale) => {
        this.openIds = new Set();
        void this.entries.load(() => this.#content.faq(locale));
      },
      { fireImmediately: true },
    );
  }

  isOpen(id: string): boolean {
    return this.openIds.has(id);
  }

  toggle(id: string): void {
    const next = new Set(this.openIds);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    this.openIds = next;
  }

  dispose(): void {
    this.#stopFollowingLocale?.();
    this.#stopFollowingLocale = null;
    this.entries.cancel();
  }
}
