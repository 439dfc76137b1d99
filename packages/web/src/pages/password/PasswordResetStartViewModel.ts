import { makeAutoObservable, runInAction } from 'mobx';
import {
  collectServerErrors,
  type ApiResult,
  type AuthApi,
  type Clock,
  type DomainError,
} from '@casino/core';
import { looksLikeEmail } from '../../components/form/formRules.ts';
import { PhoneInput, defaultPhoneCountry } from '../../modals/auth/PhoneInput.ts';
import { ResendCooldown } from '../../modals/auth/ResendCooldown.ts';
import type { LocaleView, Notifier } from '../../components/page/pagePorts.ts';
import { resetPagePath, type ResetChannel } from './resetLink.ts';
import { token } from '../../di/token.ts';

export const PASSWORD_RESET_START_VM = token<PasswordResetStartViewModel>('PasswordResetStartViewModel');

export type ResetStep = 'contact' | 'code';

export interface PasswordResetStartDeps {
  readonly authApi: Pick<
    AuthApi,
    | 'forgotPasswordByEmail'
    | 'forgotPasswordByPhone'
    | 'confirmEmailResetCode'
    | 'confirmPhoneResetCode'
    | 'sendLoginData'
  >;
  readonly clock: Pick<Clock, 'setInterval'>;
  readonly notifier: Notifier;
  readonly locale: LocaleView;
}

/**
 * Starting a password recovery (§7): by email or phone a code is sent; the code confirmed gives a reset token, and
 * the page moves on to /reset-password/{token} to set the new password.
 */
export class PasswordResetStartViewModel {
  channel: ResetChannel = 'email';
  step: ResetStep = 'contact';
  email = '';
  readonly phone: PhoneInput;
  code = '';
  busy = false;
  /** Namespaced keys shown under the contact field and the code field. */
  contactError: string | null = null;
  codeError: string | null = null;
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

  async confirmCode(): Promise<void> {
    const contact = this.contact;
    const code = this.code.trim();
    if (code === '') {
      this.codeError = 'errors:error.required';
      return;
    }
    if (!contact || this.busy) return;
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
    this.step = 'contact';
    this.code = '';
    this.codeError = null;
  }

  dispose(): void {
    this.cooldown.dispose();
  }

  #confirm(contact: string, code: string): ApiResult<{ readonly resetToken: string }> {
    const { authApi } = this.#deps;
    return this.channel === 'email'
      ? authApi.confirmEmailResetCode(contact, code)
      : authApi.confirmPhoneResetCode(contact, code);
  }

  /** A field error goes under its field; anything else is an error notification. */
  #showFailure(error: DomainError, field: 'contact' | 'code'): void {
    const first = error.kind === 'validation' ? collectServerErrors(error.fields)[0] : undefined;
    if (!first) {
      this.#deps.notifier.notifyError(error);
      return;
    }
    const key = `errors:${first.key}`;
    if (field === 'code') this.codeError = key;
    else this.contactError = key;
  }
}
