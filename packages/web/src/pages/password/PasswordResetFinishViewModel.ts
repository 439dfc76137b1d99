import { makeAutoObservable, runInAction } from 'mobx';
import { collectServerErrors, type AuthApi, type DomainError } from '@casino/core';
import type { ModalOpener, Notifier } from '../../components/page/pagePorts.ts';
import { passwordFieldErrors } from './passwordChange.ts';
import { isResetToken, type ResetChannel } from './resetLink.ts';
import { token } from '../../di/token.ts';

export const PASSWORD_RESET_FINISH_VM = token<PasswordResetFinishViewModel>('PasswordResetFinishViewModel');

/**
 * checking: the token is being checked; form: it is good, the new password may be typed; invalid: the link is not
 * valid (any more); failed: the check could not be made (retry); leave: a phone token failed its check, so the page
 * goes to /error (§8); done: the password is changed.
 */
export type FinishState = 'checking' | 'form' | 'invalid' | 'failed' | 'leave' | 'done';

export interface PasswordResetFinishDeps {
  readonly authApi: Pick<
    AuthApi,
    | 'checkEmailResetToken'
    | 'confirmEmailResetToken'
    | 'checkPhoneResetToken'
    | 'resetPasswordByToken'
    | 'resetPasswordByPhone'
  >;
  readonly notifier: Notifier;
  readonly modals: Pick<ModalOpener, 'open'>;
}

/** Finishing a password reset: the token is checked first, then the new password and its confirmation are set. */
export class PasswordResetFinishViewModel {
  state: FinishState = 'checking';
  password = '';
  confirm = '';
  busy = false;
  /** Keys in the errors namespace, by field (password, password_confirm). */
  fieldErrors: Readonly<Record<string, string>> = {};
  #token = '';
  #channel: ResetChannel = 'email';
  #request = 0;
  readonly #deps: PasswordResetFinishDeps;

  constructor(deps: PasswordResetFinishDeps) {
    this.#deps = deps;
    makeAutoObservable(this);
  }

  get channel(): ResetChannel {
    return this.#channel;
  }

  async open(token: string, channel: ResetChannel): Promise<void> {
    this.#token = token;
    this.#channel = channel;
    const request = ++this.#request;
    this.state = 'checking';
    if (!isResetToken(token)) {
      this.state = channel === 'phone' ? 'leave' : 'invalid';
      return;
    }
    const { authApi } = this.#deps;
    const checked =
      channel === 'phone'
        ? await authApi.checkPhoneResetToken(token)
        : await authApi.checkEmailResetToken(token);
    if (request !== this.#request) return;
    // Opening the emailed link proves the address: the token is confirmed, which marks the email verified.
    if (checked.ok && channel === 'email') await authApi.confirmEmailResetToken(token);
    if (request !== this.#request) return;
    runInAction(() => (this.state = checked.ok ? 'form' : this.#stateForFailedCheck(checked.error)));
  }

  retry(): Promise<void> {
    return this.open(this.#token, this.#channel);
  }

  typePassword(text: string): void {
    this.password = text;
    this.fieldErrors = {};
  }

  typeConfirm(text: string): void {
    this.confirm = text;
    this.fieldErrors = {};
  }

  async submit(): Promise<void> {
    if (this.busy || this.state !== 'form') return;
    const missing = Object.fromEntries(
      [
        ['password', this.password],
        ['password_confirm', this.confirm],
      ]
        .filter(([, value]) => value === '')
        .map(([field]) => [field, 'error.required']),
    );
    if (Object.keys(missing).length > 0) {
      this.fieldErrors = missing;
      return;
    }
    this.busy = true;
    const { authApi } = this.#deps;
    const result =
      this.#channel === 'phone'
        ? await authApi.resetPasswordByPhone(this.#token, this.password, this.confirm)
        : await authApi.resetPasswordByToken(this.#token, this.password, this.confirm);
    runInAction(() => {
      this.busy = false;
      if (result.ok) {
        this.state = 'done';
        this.password = '';
        this.confirm = '';
      }
    });
    if (result.ok) {
      this.#deps.notifier.notify({ kind: 'success', titleKey: 'password:finish.changed' });
      return;
    }
    this.#showFailure(result.error);
  }

  logIn(): void {
    this.#deps.modals.open('Login');
  }

  dispose(): void {
    this.#request += 1;
  }

  #stateForFailedCheck(error: DomainError): FinishState {
    if (this.#channel === 'phone') return 'leave';
    return error.kind === 'validation' || error.kind === 'notFound' ? 'invalid' : 'failed';
  }

  #showFailure(error: DomainError): void {
    if (error.kind !== 'validation') {
      this.#deps.notifier.notifyError(error);
      return;
    }
    const errors = collectServerErrors(error.fields);
    if (errors.some((each) => each.field === 'token')) {
      runInAction(() => (this.state = this.#channel === 'phone' ? 'leave' : 'invalid'));
      return;
    }
    const byField = passwordFieldErrors(error.fields);
    if (Object.keys(byField).length === 0) this.#deps.notifier.notifyError(error);
    else runInAction(() => (this.fieldErrors = byField));
  }
}
