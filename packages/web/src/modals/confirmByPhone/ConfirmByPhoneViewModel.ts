import { makeAutoObservable, runInAction } from 'mobx';
import type { AuthApi, Clock, LogIn, QueryFlagModals } from '@casino/core';
import { looksLikeCode } from '../../app/formRules.ts';
import type { NotificationStore } from '../../components/notifications/NotificationStore.ts';
import type { LocaleStore } from '../../i18n/LocaleStore.ts';
import type { ModalStore } from '../ModalStore.ts';
import { ResendCooldown } from '../auth/ResendCooldown.ts';
import { signedIn } from '../auth/signInFeedback.ts';

export interface ConfirmByPhoneDeps {
  readonly logIn: Pick<LogIn, 'execute'>;
  readonly authApi: Pick<AuthApi, 'resendPhoneCode' | 'resendPhoneLoginCodeBySms'>;
  readonly modals: Pick<ModalStore, 'close' | 'open' | 'context'>;
  readonly queryFlags: Pick<QueryFlagModals, 'removeAfterSuccess' | 'openFromQuery'>;
  readonly notifier: Pick<NotificationStore, 'notify' | 'notifyError'>;
  readonly locales: Pick<LocaleStore, 'locale'>;
  readonly clock: Pick<Clock, 'setInterval'>;
}

/** ConfirmByPhone: the code sent to the phone logs the player in; it can be sent again, also by SMS (§7). */
export class ConfirmByPhoneViewModel {
  code = '';
  attempted = false;
  busy = false;
  /** Once the code was asked for by SMS, the login says so (`?type=sms`). */
  viaSms = false;
  readonly phone: string | null;
  readonly cooldown: ResendCooldown;
  readonly #deps: ConfirmByPhoneDeps;

  constructor(deps: ConfirmByPhoneDeps) {
    this.#deps = deps;
    this.phone = deps.modals.context['phone'] ?? null;
    this.cooldown = new ResendCooldown(deps.clock);
    this.cooldown.start();
    makeAutoObservable(this);
  }

  get codeError(): string | null {
    return this.attempted && !looksLikeCode(this.code) ? 'validation.code' : null;
  }

  typeCode(value: string): void {
    this.code = value.replace(/[^0-9]/g, '').slice(0, 8);
  }

  async submitCode(): Promise<void> {
    this.attempted = true;
    if (this.phone === null || !looksLikeCode(this.code) || this.busy) return;
    this.busy = true;
    const result = await this.#deps.logIn.execute(
      { method: 'phoneCode', phone: this.phone, code: this.code, viaSms: this.viaSms },
      { interfaceLocale: this.#deps.locales.locale, joinVip: this.#deps.modals.context['joinVip'] === '1' },
    );
    runInAction(() => (this.busy = false));
    if (result.ok) signedIn(this.#deps, 'ConfirmByPhone', 'auth:login.success');
    else this.#deps.notifier.notifyError(result.error);
  }

  async resend(bySms: boolean): Promise<void> {
    if (this.phone === null || !this.cooldown.canResend || this.busy) return;
    this.busy = true;
    const result = bySms
      ? await this.#deps.authApi.resendPhoneLoginCodeBySms(this.phone)
      : await this.#deps.authApi.resendPhoneCode(this.phone);
    runInAction(() => {
      this.busy = false;
      if (result.ok && bySms) this.viaSms = true;
    });
    if (!result.ok) {
      this.#deps.notifier.notifyError(result.error);
      return;
    }
    this.cooldown.start();
    this.#deps.notifier.notify({ kind: 'info', titleKey: 'auth:confirmByPhone.resent' });
  }

  backToLogin(): void {
    this.#deps.modals.open('Login');
  }

  close(): void {
    this.#deps.modals.close('ConfirmByPhone');
  }

  dispose(): void {
    this.cooldown.dispose();
  }
}
