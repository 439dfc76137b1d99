import { makeAutoObservable, runInAction } from 'mobx';
import { passwordSetError, type AuthApi, type TranslatableText } from '@casino/core';
import type { Notifier } from '../../../components/page/pagePorts.ts';

/** Setting a first password for an account that has none (is_password_exists false). */
export class SetPasswordForm {
  password = '';
  confirm = '';
  busy = false;
  /** The 422 answer's message (§5): the first of errors.password, or the password_confirm one; key in errors. */
  error: TranslatableText | null = null;
  readonly #authApi: Pick<AuthApi, 'setPassword'>;
  readonly #notifier: Notifier;
  readonly #onSet: () => Promise<unknown>;

  constructor(authApi: Pick<AuthApi, 'setPassword'>, notifier: Notifier, onSet: () => Promise<unknown>) {
    this.#authApi = authApi;
    this.#notifier = notifier;
    this.#onSet = onSet;
    makeAutoObservable(this);
  }

  typePassword(text: string): void {
    this.password = text;
    this.error = null;
  }

  typeConfirm(text: string): void {
    this.confirm = text;
    this.error = null;
  }

  async submit(): Promise<void> {
    if (this.busy) return;
    if (this.password === '' || this.confirm === '') {
      this.error = { key: 'error.required', detail: null };
      return;
    }
    this.busy = true;
    const result = await this.#authApi.setPassword(this.password, this.confirm);
    runInAction(() => (this.busy = false));
    if (result.ok) {
      runInAction(() => {
        this.password = '';
        this.confirm = '';
      });
      this.#notifier.notify({ kind: 'success', titleKey: 'profile:access.password.set' });
      await this.#onSet();
      return;
    }
    const message = result.error.kind === 'validation' ? passwordSetError(result.error.fields) : null;
    if (message) runInAction(() => (this.error = message));
    else this.#notifier.notifyError(result.error);
  }
}
