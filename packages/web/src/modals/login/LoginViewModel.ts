import { makeAutoObservable, runInAction } from 'mobx';
import type { AuthApi, LogIn, LoginCredentials, PhoneCountry, QueryFlagModals } from '@casino/core';
import { looksLikeEmail } from '../../app/formRules.ts';
import type { NotificationStore } from '../../components/notifications/NotificationStore.ts';
import type { LocaleStore } from '../../i18n/LocaleStore.ts';
import type { ModalStore } from '../ModalStore.ts';
import { PhoneInput, defaultPhoneCountry } from '../auth/PhoneInput.ts';
import { signedIn } from '../auth/signInFeedback.ts';

export type LoginMethod = 'email' | 'phone';

export interface LoginDeps {
  readonly logIn: Pick<LogIn, 'execute'>;
  readonly authApi: Pick<AuthApi, 'requestPhoneLoginCode'>;
  readonly modals: Pick<ModalStore, 'close' | 'open' | 'openWith' | 'context'>;
  readonly queryFlags: Pick<QueryFlagModals, 'removeAfterSuccess' | 'openFromQuery'>;
  readonly notifier: Pick<NotificationStore, 'notify' | 'notifyError'>;
  readonly locales: Pick<LocaleStore, 'locale'>;
  /** Whether the player is on the VIP page: a login begun there requests the VIP join (§6). */
  readonly onVipPage: () => boolean;
}

/** The Login modal: email or phone with a password, or a way to a one-time code (§2, §4). */
export class LoginViewModel {
  method: LoginMethod = 'email';
  email = '';
  password = '';
  readonly phone: PhoneInput;
  /** Field errors show once the player has tried to submit. */
  attempted = false;
  busy = false;
  readonly #deps: LoginDeps;

  constructor(deps: LoginDeps) {
    this.#deps = deps;
    this.phone = new PhoneInput(defaultPhoneCountry(deps.locales.locale));
    makeAutoObservable(this);
  }

  /** Translation keys (auth namespace) of the fields that are wrong, shown after a first submit. */
  get emailError(): string | null {
    return this.attempted && this.method === 'email' && !looksLikeEmail(this.email)
      ? 'validation.email'
      : null;
  }

  get phoneError(): string | null {
    return this.attempted && this.method === 'phone' && this.phone.e164 === null ? 'validation.phone' : null;
  }

  get passwordError(): string | null {
    return this.attempted && this.password === '' ? 'validation.password' : null;
  }

  chooseMethod(method: LoginMethod): void {
    this.method = method;
    this.attempted = false;
  }

  typeEmail(value: string): void {
    this.email = value;
  }

  typePhone(value: string): void {
    this.phone.type(value);
  }

  choosePhoneCountry(country: PhoneCountry): void {
    this.phone.setCountry(country);
  }

  typePassword(value: string): void {
    this.password = value;
  }

  async submitLogin(): Promise<void> {
    this.attempted = true;
    const credentials = this.#credentials();
    if (!credentials || this.password === '' || this.busy) return;
    this.busy = true;
    const joinVip = this.#deps.modals.context['joinVip'] === '1' || this.#deps.onVipPage();
    const result = await this.#deps.logIn.execute(credentials, {
      interfaceLocale: this.#deps.locales.locale,
      joinVip,
    });
    runInAction(() => (this.busy = false));
    if (result.ok) signedIn(this.#deps, 'Login', 'auth:login.success');
    else this.#deps.notifier.notifyError(result.error);
  }

  /** Sends a login code to the phone and moves on to ConfirmByPhone. */
  async requestPhoneCode(): Promise<void> {
    this.method = 'phone';
    const phone = this.phone.e164;
    if (phone === null) {
      this.attempted = true;
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
    this.#deps.modals.openWith(
      'LoginByEmail',
      looksLikeEmail(this.email) ? { email: this.email.trim() } : {},
    );
  }

  goToRegister(): void {
    this.#deps.modals.open('Register');
  }

  close(): void {
    this.#deps.modals.close('Login');
  }

  #credentials(): LoginCredentials | null {
    if (this.method === 'email') {
      return looksLikeEmail(this.email)
        ? { method: 'emailPassword', email: this.email.trim(), password: this.password }
        : null;
    }
    const phone = this.phone.e164;
    return phone === null ? null : { method: 'phonePassword', phone, password: this.password };
  }
}
