import { makeAutoObservable, runInAction } from 'mobx';
import type { QueryFlagModals, SocialLogIn } from '@casino/core';
import type { NotificationStore } from '../../components/notifications/NotificationStore.ts';
import type { LocaleStore } from '../../i18n/LocaleStore.ts';
import type { ModalStore } from '../ModalStore.ts';
import { signedIn } from './signInFeedback.ts';
import { vipJoinAsked, type VipJoinDeps } from './vipJoin.ts';

/** The providers the API knows (contract: PUT /auth/login). */
export const SOCIAL_PROVIDERS = ['google', 'telegram', 'vk', 'yandex', 'steam'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export interface SocialLoginDeps {
  readonly socialLogIn: Pick<SocialLogIn, 'execute'>;
  readonly modals: Pick<ModalStore, 'close' | 'context'>;
  readonly onVipPage: VipJoinDeps['onVipPage'];
  readonly queryFlags: Pick<QueryFlagModals, 'removeAfterSuccess' | 'openFromQuery'>;
  readonly notifier: Pick<NotificationStore, 'notify' | 'notifyError'>;
  readonly locales: Pick<LocaleStore, 'locale'>;
  /** The web app's origin the provider page posts the token back to. */
  readonly origin: string;
}

/** Social login from the Login or Register modal (§4): a popup, then the player is in. */
export class SocialLoginViewModel {
  pending: SocialProvider | null = null;
  readonly #deps: SocialLoginDeps;

  constructor(deps: SocialLoginDeps) {
    this.#deps = deps;
    makeAutoObservable(this);
  }

  async continueWith(provider: SocialProvider, mode: 'login' | 'register', currency?: string): Promise<void> {
    if (this.pending) return;
    this.pending = provider;
    const result = await this.#deps.socialLogIn.execute({
      provider,
      mode,
      origin: this.#deps.origin,
      interfaceLocale: this.#deps.locales.locale,
      joinVip: vipJoinAsked(this.#deps),
      ...(currency !== undefined && { currency }),
    });
    runInAction(() => (this.pending = null));
    const modal = mode === 'register' ? 'Register' : 'Login';
    if (result.ok) {
      signedIn(this.#deps, modal, mode === 'register' ? 'auth:register.success' : 'auth:login.success');
      return;
    }
    const failure = result.error;
    if (failure.kind === 'popupClosed')
      this.#deps.notifier.notify({ kind: 'info', titleKey: 'auth:social.popupClosed' });
    else if (failure.kind === 'unsafeProviderUrl')
      this.#deps.notifier.notify({ kind: 'error', titleKey: 'auth:social.unsafeProviderUrl' });
    else this.#deps.notifier.notifyError(failure);
  }
}
