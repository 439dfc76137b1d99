import { makeAutoObservable, runInAction } from 'mobx';
import type { AuthApi, LogIn, LoginCredentials, QueryFlagModals } from '@casino/core';
import { looksLikeEmail } from '../../components/form/formRules.ts';
import type { NotificationStore } from '../../components/notifications/NotificationStore.ts';
import type { LocaleStore } from '../../i18n/LocaleStore.ts';
import type { ModalStore } from '../ModalStore.ts';
import { CredentialsForm } from '../auth/CredentialsForm.ts';
import { settleSignIn } from '../auth/signInFeedback.ts';
import { vipJoinAsked, type VipJoinDeps } from '../auth/vipJoin.ts';

export interface LoginDeps {
  readonly logIn: Pick<LogIn, 'execute'>;
  readonly authApi: Pick<AuthApi, 'requestPhoneLoginCode'>;
  readonly modals: Pick<ModalStore, 'close' | 'open' | 'openWith' | 'context'>;
  readonly queryFlags: Pick<QueryFlagModals, 'removeAfterSuccess' | 'openFromQuery'>;
  readonly notifier: Pick<NotificationStore, 'notify' | 'notifyError'>;
  readonly locales: Pick<LocaleStore, 'locale'>;
  readonly onVipPage: VipJoinDeps['onVipPage'];
}

/** The Login modal: email or phone with a password, or a way to a one-time code (§2, §4). */
export class LoginViewModel {
  readonly form: CredentialsForm;
  busy = false;
  readonly #deps: LoginDeps;

  constructor(deps: LoginDeps) {
    this.#deps = deps;
    this.form = new CredentialsForm(deps.locales.locale);
    makeAutoObservable(this);
  }

  async submitLogin(): Promise<void> {
    this.form.markAttempted();
    const credentials = this.#credentials();
    if (!credentials || this.busy) return;
    this.busy = true;
    const result = await this.#deps.logIn.execute(credentials, {
      interfaceLocale: this.#deps.locales.locale,
      joinVip: vipJoinAsked(this.#deps),
    });
    runInAction(() => (this.busy = false));
    settleSignIn(this.#deps, result, 'Login', 'auth:login.success');
  }

  /** Sends a login code to the phone and moves on to ConfirmByPhone. */
  async requestPhoneCode(): Promise<void> {
    this.form.method = 'phone';
    const phone = this.form.phone.e164;
    if (phone === null) {
      this.form.markAttempted();
      return;
    }
    if (this.busy) return;
    this.busy = true;
    const result = await this.#deps.authApi.requestPhoneLoginCode(phone);
    runInAction(() => (this.busy = false));
    if (result.ok) this.#deps.modals.openWith('ConfirmByPhone', { phone, flow: 'login' });
    else this.#deps.notifier.notifyError(result.error);
  }

  useEmailCode(): void {
    const { email } = this.form;
    this.#deps.modals.openWith('LoginByEmail', looksLikeEmail(email) ? { email: email.trim() } : {});
  }

  goToRegister(): void {
    this.#deps.modals.open('Register');
  }

  close(): void {
    this.#deps.modals.close('Login');
  }

  #credentials(): LoginCredentials | null {
    const { contact, password } = this.form;
    if (contact === null || password === '') return null;
    return contact.method === 'email'
      ? { method: 'emailPassword', email: contact.email, password }
      : { method: 'phonePassword', phone: contact.phone, password };
  }
}
