import { makeAutoObservable, runInAction } from 'mobx';
import {
  collectServerErrors,
  type ApiResult,
  type AuthApi,
  type Captcha,
  type Clock,
  type DomainError,
} from '@casino/core';
import { looksLikeEmail } from '../../components/form/formRules.ts';
import { PhoneInput, defaultPhoneCountry } from '../../modals/auth/PhoneInput.ts';
import { ResendCooldown } from '../../modals/auth/ResendCooldown.ts';
import { VERIFY_CAPTCHA_ACTION } from '../../modals/auth/CodeVerification.ts';
import type { LocaleView, ModalOpener, Notifier } from '../../components/page/pagePorts.ts';
import { passwordFieldErrors } from './passwordChange.ts';
import { resetPagePath, type ResetChannel } from './resetLink.ts';
import { token } from '../../di/token.ts';

export const PASSWORD_RESET_START_VM = token<PasswordResetStartViewModel>('PasswordResetStartViewModel');

/** contact: where to send the code; code: the code typed (by email with the new password); done: password set. */
export type ResetStep = 'contact' | 'code' | 'done';

export interface PasswordResetStartDeps {
  readonly authApi: Pick<
    AuthApi,
    | 'forgotPasswordByEmail'
    | 'forgotPasswordByPhone'
    | 'confirmEmailResetCode'
    | 'confirmPhoneResetCode'
    | 'resetPasswordByCode'
    | 'sendLoginData'
  >;
  readonly clock: Pick<Clock, 'setInterval'>;
  readonly notifier: Notifier;
  readonly locale: LocaleView;
  readonly modals: Pick<ModalOpener, 'open'>;
  /** Every code check carries a captcha token, as sign-up's and login's do: past the day's guesses the API needs one. */
  readonly captcha: Pick<Captcha, 'token'>;
}

/**
 * Password recovery (§7). By email a code and a link are sent: the code is typed here with the new password and set
 * in one request (`reset/code`), or the link opens /reset-password/{token}. By phone a code is sent; the code
 * confirmed gives a reset token, and the page moves on to /reset-password/{token}?via=phone for the new password.
 */
export class PasswordResetStartViewModel {
  channel: ResetChannel = 'email';
  step: ResetStep = 'contact';
  email = '';
  readonly phone: PhoneInput;
  code = '';
  /** The new password and its confirmation (email code step). */
  password = '';
  confirm = '';
  busy = false;
  /** Namespaced keys shown under the contact field and the code field. */
  contactError: string | null = null;
  codeError: string | null = null;
  /** Keys in the errors namespace by field (password, password_confirm). */
  passwordErrors: Readonly<Record<string, string>> = {};
  /** Where to go once the code is confirmed. */
  resetPath: string | null = null;
  readonly cooldown: ResendCooldown;
  readonly #deps: PasswordResetStartDeps;

  constructor(deps: PasswordResetStartDeps) {
    this.#deps = deps;
    this.phone = new PhoneInput(defaultPhoneCountry(deps.locale.locale));
    this.cooldown = new ResendCooldown(deps.clock);
    makeAutoObservable(this);
  }

  get contact(): string | null {
    if (this.channel === 'phone') return this.phone.e164;
    return looksLikeEmail(this.email) ? this.email.trim() : null;
  }

  chooseChannel(channel: ResetChannel): void {
    if (this.step !== 'contact') return;
    this.channel = channel;
    this.contactError = null;
  }

  typeEmail(text: string): void {
    this.email = text;
    this.contactError = null;
  }

  typePhone(text: string): void {
    this.phone.type(text);
    this.contactError = null;
  }

  typeCode(text: string): void {
    this.code = text;
    this.codeError = null;
  }

  /** Sends the code (first time or again once the cooldown allows). */
  async sendCode(): Promise<void> {
    const contact = this.contact;
    if (!contact) {
      this.contactError = `password:start.errors.${this.channel}`;
      return;
    }
    if (this.busy || !this.cooldown.canResend) return;
    this.busy = true;
    const { authApi } = this.#deps;
    const result =
      this.channel === 'email'
        ? await authApi.forgotPasswordByEmail(contact)
        : await authApi.forgotPasswordByPhone(contact);
    runInAction(() => {
      this.busy = false;
      if (!result.ok) {
        this.#showFailure(result.error, 'contact');
        return;
      }
      this.step = 'code';
      this.cooldown.start();
    });
    if (result.ok)
      this.#deps.notifier.notify({ kind: 'info', titleKey: `password:start.sent.${this.channel}` });
  }

  typePassword(text: string): void {
    this.password = text;
    this.passwordErrors = {};
  }

  typeConfirm(text: string): void {
    this.confirm = text;
    this.passwordErrors = {};
  }

  /** By email: the code and the new password in one request. By phone: the code confirmed for a reset token. */
  async confirmCode(): Promise<void> {
    const contact = this.contact;
    const code = this.code.trim();
    const missing = this.#missingFields(code);
    if (missing) return;
    if (!contact || this.busy) return;
    if (this.channel === 'email') {
      await this.#resetByCode(contact, code);
      return;
    }
    this.busy = true;
    const result = await this.#confirm(contact, code);
    runInAction(() => {
      this.busy = false;
      if (result.ok) this.resetPath = resetPagePath(result.value.resetToken, this.channel);
      else this.#showFailure(result.error, 'code');
    });
  }

  /**
   * For a player who does not remember which login the account uses (§7 `send_login_data`): the account's login and
   * a link to choose a new password go to the email; the answer is the same whether or not an account uses it.
   */
  async sendLoginData(): Promise<void> {
    const email = looksLikeEmail(this.email) ? this.email.trim() : null;
    if (!email) {
      this.contactError = 'password:start.errors.email';
      return;
    }
    if (this.busy) return;
    this.busy = true;
    const result = await this.#deps.authApi.sendLoginData(email);
    runInAction(() => {
      this.busy = false;
      if (!result.ok) this.#showFailure(result.error, 'contact');
    });
    if (result.ok) this.#deps.notifier.notify({ kind: 'info', titleKey: 'password:start.loginDataSent' });
  }

  /** Back to the contact, to correct it. */
  changeContact(): void {
    if (this.step !== 'code') return;
    this.step = 'contact';
    this.code = '';
    this.codeError = null;
    this.passwordErrors = {};
  }

  logIn(): void {
    this.#deps.modals.open('Login');
  }

  dispose(): void {
    this.cooldown.dispose();
  }

  /** Marks what is empty: the code always, the new password twice on the email step. True when anything is. */
  #missingFields(code: string): boolean {
    this.codeError = code === '' ? 'errors:error.required' : null;
    const missing: Record<string, string> = {};
    if (this.channel === 'email') {
      if (this.password === '') missing['password'] = 'error.required';
      if (this.confirm === '') missing['password_confirm'] = 'error.required';
    }
    this.passwordErrors = missing;
    return this.codeError !== null || Object.keys(missing).length > 0;
  }

  async #resetByCode(email: string, code: string): Promise<void> {
    this.busy = true;
    const captcha = await this.#captcha();
    const result = await this.#deps.authApi.resetPasswordByCode(
      email,
      code,
      this.password,
      this.confirm,
      captcha,
    );
    runInAction(() => {
      this.busy = false;
      if (!result.ok) {
        this.#showFailure(result.error, 'code');
        return;
      }
      this.step = 'done';
      this.code = '';
      this.password = '';
      this.confirm = '';
      this.cooldown.dispose();
    });
    if (result.ok) this.#deps.notifier.notify({ kind: 'success', titleKey: 'password:finish.changed' });
  }

  async #confirm(contact: string, code: string): ApiResult<{ readonly resetToken: string }> {
    const { authApi } = this.#deps;
    const captcha = await this.#captcha();
    return this.channel === 'email'
      ? authApi.confirmEmailResetCode(contact, code, captcha)
      : authApi.confirmPhoneResetCode(contact, code, captcha);
  }

  async #captcha(): Promise<string | undefined> {
    return (await this.#deps.captcha.token(VERIFY_CAPTCHA_ACTION)) ?? undefined;
  }

  /** A field error goes under its field; anything else is an error notification. */
  #showFailure(error: DomainError, field: 'contact' | 'code'): void {
    const first = error.kind === 'validation' ? collectServerErrors(error.fields)[0] : undefined;
    if (!first) {
      this.#deps.notifier.notifyError(error);
      return;
    }
    if (field === 'code' && error.kind === 'validation') {
      const byField = passwordFieldErrors(error.fields);
      if (Object.keys(byField).length > 0) {
        this.passwordErrors = byField;
        return;
      }
    }
    const key = `errors:${first.key}`;
    if (field === 'code') this.codeError = key;
    else this.contactError = key;
  }
}
