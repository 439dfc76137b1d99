import { makeAutoObservable, runInAction } from 'mobx';
import { passwordChangeErrors, type PasswordChangeField, type ProfileApi } from '@casino/core';
import type { Notifier } from '../../../components/page/pagePorts.ts';

/** Changing the password: current, new and its confirmation; a 422 marks each failing field (§5). */
export class PasswordChangeForm {
  oldPassword = '';
  newPassword = '';
  confirm = '';
  busy = false;
  /** Keys in the errors namespace: profile.settings.password.{field}, or error.required for an empty field. */
  fieldErrors: Partial<Record<PasswordChangeField, string>> = {};
  readonly #profileApi: Pick<ProfileApi, 'updatePassword'>;
  readonly #notifier: Notifier;

  constructor(profileApi: Pick<ProfileApi, 'updatePassword'>, notifier: Notifier) {
    this.#profileApi = profileApi;
    this.#notifier = notifier;
    makeAutoObservable(this);
  }

  type(field: PasswordChangeField, text: string): void {
    if (field === 'old_password') this.oldPassword = text;
    else if (field === 'new_password') this.newPassword = text;
    else this.confirm = text;
    const rest = { ...this.fieldErrors };
    delete rest[field];
    this.fieldErrors = rest;
  }

  async submit(): Promise<void> {
    if (this.busy) return;
    const empty = Object.fromEntries(
      (
        [
          ['old_password', this.oldPassword],
          ['new_password', this.newPassword],
          ['password_confirm', this.confirm],
        ] as const
      )
        .filter(([, value]) => value === '')
        .map(([field]) => [field, 'error.required']),
    );
    if (Object.keys(empty).length > 0) {
      this.fieldErrors = empty;
      return;
    }
    this.busy = true;
    const result = await this.#profileApi.updatePassword(this.oldPassword, this.newPassword, this.confirm);
    runInAction(() => (this.busy = false));
    if (result.ok) {
      runInAction(() => {
        this.oldPassword = '';
        this.newPassword = '';
        this.confirm = '';
        this.fieldErrors = {};
      });
      this.#notifier.notify({ kind: 'success', titleKey: 'profile:setting.password.changed' });
      return;
    }
    const fields = result.error.kind === 'validation' ? passwordChangeErrors(result.error.fields) : {};
    if (Object.keys(fields).length > 0) runInAction(() => (this.fieldErrors = fields));
    else this.#notifier.notifyError(result.error);
  }
}
