import { makeAutoObservable, runInAction } from 'mobx';
import { EMPTY_SITE_SETTINGS, type LoadSiteSettings, type SiteSettings } from '@casino/core';
import { token } from '../../di/token.ts';

export const SITE_LINKS_VM = token<SiteLinksViewModel>('SiteLinksViewModel');

export interface SiteLinksDeps {
  readonly loadSiteSettings: Pick<LoadSiteSettings, 'load'>;
}

export interface SiteLink {
  readonly key: 'affiliate' | 'telegram';
  readonly href: string;
}

/** The footer's links from the site settings holder (§3): shown only once the server has named a safe one. */
export class SiteLinksViewModel {
  settings: SiteSettings = EMPTY_SITE_SETTINGS;
  #disposed = false;
  readonly #loaded: Promise<void>;

  constructor(deps: SiteLinksDeps) {
    makeAutoObservable(this);
    // LoadSiteSettings never rejects: a failure is already an empty answer, logged.
    this.#loaded = deps.loadSiteSettings.load().then((settings) => {
      if (!this.#disposed) runInAction(() => (this.settings = settings));
    });
  }

  /** The links of the footer's first render: the server's HTML has them (issue 15, item 3). */
  preload(): Promise<void> {
    return this.#loaded;
  }

  get links(): readonly SiteLink[] {
    const { revshareUrl, tgChannelUrl } = this.settings;
    return [
      ...(revshareUrl ? [{ key: 'affiliate', href: revshareUrl } as const] : []),
      ...(tgChannelUrl ? [{ key: 'telegram', href: tgChannelUrl } as const] : []),
    ];
  }

  dispose(): void {
    this.#disposed = true;
  }
}
